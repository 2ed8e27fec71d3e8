import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { useState } from 'react';
import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { DeviceList } from './device-list';

/**
 * Staff: a client's biometric devices, with Revoke (e.g. a lost phone). Give `clientId` to show one client's
 * devices (e.g. inside the back office's client page); without it, the panel asks for the client ID.
 */
export function ClientDevicesPanel({ clientId: fixedClientId }: { clientId?: number }) {
  const t = useNativeT();
  const [input, setInput] = useState<string | number>('');
  const [shown, setShown] = useState<number | undefined>(fixedClientId);
  const clientId = fixedClientId ?? shown;

  return (
    <Card padding="lg" component="section" aria-label={t('native.staffDevices.title')}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('native.staffDevices.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('native.staffDevices.intro')}
        </Text>
        {fixedClientId === undefined && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const id = Number(input);
              if (Number.isInteger(id) && id > 0) setShown(id);
            }}
          >
            <Group align="flex-end">
              <NumberInput
                label={t('native.staffDevices.clientId')}
                min={1}
                allowDecimal={false}
                value={input}
                onChange={setInput}
              />
              <Button type="submit">{t('native.staffDevices.show')}</Button>
            </Group>
          </form>
        )}
        {clientId !== undefined && <DeviceList key={clientId} clientId={clientId} />}
      </Stack>
    </Card>
  );
}
