import { Stack } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { PageTitle } from '../../../components/page/page-title';
import { StaffFrame } from '../../../components/staff/staff-frame';
import { AppVersionEditor } from './app-version-editor';

/** Staff page at /backoffice/app-versions: the app version records of both platforms. */
export function AppVersionsPage() {
  const t = useNativeT();
  return (
    <StaffFrame>
      <Stack gap="lg" maw={720}>
        <PageTitle>{t('native.appVersions.title')}</PageTitle>
        <AppVersionEditor />
      </Stack>
    </StaffFrame>
  );
}

export default AppVersionsPage;
