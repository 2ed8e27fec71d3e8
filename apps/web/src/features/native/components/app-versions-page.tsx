import { Container, Stack } from '@mantine/core';
import { useNativeT } from '../i18n/use-native-t';
import { PageTitle } from '../../../components/page/page-title';
import { AppVersionEditor } from './app-version-editor';

/** Staff page at /backoffice/app-versions: the app version records of both platforms. */
export function AppVersionsPage() {
  const t = useNativeT();
  return (
    <Container size="sm" px="md">
      <Stack gap="lg">
        <PageTitle>{t('native.appVersions.title')}</PageTitle>
        <AppVersionEditor />
      </Stack>
    </Container>
  );
}

export default AppVersionsPage;
