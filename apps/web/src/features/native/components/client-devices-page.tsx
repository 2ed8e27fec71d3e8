import { Container, Stack } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { PageTitle } from '../../../components/page/page-title';
import { ClientDevicesPanel } from './client-devices-panel';

/** Staff page at /backoffice/devices: revoke a client's biometric devices. */
export function ClientDevicesPage() {
  const t = useNativeT();
  return (
    <Container size="sm" px="md">
      <Stack gap="lg">
        <PageTitle>{t('native.staffDevices.title')}</PageTitle>
        <ClientDevicesPanel />
      </Stack>
    </Container>
  );
}

export default ClientDevicesPage;
