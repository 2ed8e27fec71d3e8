import { Stack } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { PageTitle } from '../../../components/page/page-title';
import { StaffFrame } from '../../../components/staff/staff-frame';
import { ClientDevicesPanel } from './client-devices-panel';

/** Staff page at /backoffice/devices: find a client, revoke their biometric devices. */
export function ClientDevicesPage() {
  const t = useNativeT();
  return (
    <StaffFrame>
      <Stack gap="lg" maw={720}>
        <PageTitle>{t('native.staffDevices.title')}</PageTitle>
        <ClientDevicesPanel />
      </Stack>
    </StaffFrame>
  );
}

export default ClientDevicesPage;
