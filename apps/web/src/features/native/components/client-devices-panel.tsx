import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFindClients } from '../api/find-clients';
import { useNativeT } from '../i18n/use-native-t';
import { DeviceList } from './device-list';

/**
 * Staff: a client's biometric devices, with Revoke (e.g. a lost phone). Give `clientId` to show one client's
 * devices (e.g. inside the back office's client page); without it, staff find the client by the fields they
 * search applications with (name, e-mail, ID or mobile number), in any status, and pick one.
 */
export function ClientDevicesPanel({ clientId: fixedClientId }: { clientId?: number }) {
  const t = useNativeT();
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ clientId: number; name: string } | undefined>();
  const found = useFindClients(fixedClientId === undefined ? search : '');
  const clientId = fixedClientId ?? chosen?.clientId;

  return (
    <Card padding="lg" component="section" aria-label={t('native.staffDevices.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('native.staffDevices.intro')}
        </Text>
        {fixedClientId === undefined && (
          <>
            <form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                setChosen(undefined);
                setSearch(input);
              }}
            >
              <Group align="flex-end">
                <TextInput
                  label={t('native.staffDevices.search')}
                  description={t('native.staffDevices.searchHint')}
                  value={input}
                  onChange={(event) => setInput(event.currentTarget.value)}
                  style={{ flex: 1, minWidth: 220 }}
                />
                <Button type="submit" loading={found.isFetching}>
                  {t('native.staffDevices.find')}
                </Button>
              </Group>
            </form>
            {found.data && found.data.length === 0 && <Text size="sm">{t('native.staffDevices.noMatch')}</Text>}
            {found.data && found.data.length > 0 && !chosen && (
              <Stack gap="xs" aria-label={t('native.staffDevices.matches')}>
                {found.data.map((c) => {
                  const name = [c.givenName, c.surName].filter(Boolean).join(' ');
                  return (
                    <Group key={c.clientId} justify="space-between" wrap="nowrap" data-testid="client-match">
                      <div>
                        <Text fw={600}>{name}</Text>
                        <Text size="sm" c="dimmed">
                          {c.emailAddress}
                        </Text>
                      </div>
                      <Button
                        variant="light"
                        size="xs"
                        onClick={() => setChosen({ clientId: c.clientId, name })}
                        aria-label={t('native.staffDevices.showFor', { name })}
                      >
                        {t('native.staffDevices.show')}
                      </Button>
                    </Group>
                  );
                })}
              </Stack>
            )}
            {chosen && (
              <Title order={2} size="h4">
                {t('native.staffDevices.devicesOf', { name: chosen.name })}
              </Title>
            )}
          </>
        )}
        {clientId !== undefined && <DeviceList key={clientId} clientId={clientId} />}
      </Stack>
    </Card>
  );
}
