import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Card, Container, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { PageTitle } from '../../../components/page/page-title';
import { useClientSummary } from '../../../lib/client-profile/use-client-profile';
import { isNativeApp } from '../../../lib/platform/platform';
import { BIOMETRY_LABEL } from '../logic/biometry-label';
import { useBiometricSetting } from '../hooks/use-biometric-setting';
import { DeviceList } from './device-list';

function BiometricSwitch({ owner }: { owner: { clientId: number; username: string } | null }) {
  const t = useNativeT();
  const setting = useBiometricSetting(owner);
  const { biometry } = setting;

  if (!biometry) return <Skeleton height={40} />;
  const typeLabel = t(BIOMETRY_LABEL[biometry.type]);
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" data-testid="biometry-type">
        {t('native.biometric.deviceType', { type: typeLabel })}
      </Text>
      {!biometry.available ? (
        <Alert color="yellow" variant="light">
          {t('native.biometric.noBiometry')}
        </Alert>
      ) : (
        <>
          {setting.otherUser && !setting.active && (
            <Alert color="yellow" variant="light">
              {t('native.biometric.otherUser', { username: setting.otherUser })}
            </Alert>
          )}
          <Switch
            size="md"
            label={t('native.biometric.toggle', { type: typeLabel })}
            description={t(setting.active ? 'native.biometric.on' : 'native.biometric.off')}
            checked={setting.active}
            disabled={setting.busy || !owner}
            onChange={(event) => void (event.currentTarget.checked ? setting.enable() : setting.disable())}
          />
        </>
      )}
      <Title order={2} size="h4" mt="lg">
        {t('native.devices.title')}
      </Title>
      <DeviceList currentDeviceId={setting.currentDeviceId} onRevoked={(id) => void setting.forgetIfCurrent(id)} />
    </Stack>
  );
}

/**
 * The biometric page (spec section 2, route 'biometric'): the device's biometry type by name, the switch that
 * turns biometric login on or off for this device, and the client's devices with Revoke. In a web browser only
 * the device list: biometric login lives in the native app.
 */
export function BiometricPage() {
  const t = useNativeT();
  const summary = useClientSummary();
  const owner = summary.data ? { clientId: summary.data.clientId, username: summary.data.emailAddress } : null;
  return (
    <Container size="sm" px="md">
      <Card padding="xl">
        <Stack gap="md">
          <PageTitle>{t('page.biometric')}</PageTitle>
          <Text>{t('native.biometric.intro')}</Text>
          {isNativeApp() ? (
            <BiometricSwitch owner={owner} />
          ) : (
            <>
              <Alert variant="light">{t('native.biometric.webOnly')}</Alert>
              <Title order={2} size="h4" mt="lg">
                {t('native.devices.title')}
              </Title>
              <DeviceList />
            </>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

export default BiometricPage;
