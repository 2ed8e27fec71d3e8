import '@mantine/core/styles/Alert.css';
import { Alert, Container } from '@mantine/core';
import { useSettings } from '../../../lib/settings/settings-context';
import { isSandboxEnvironment } from '../../../lib/settings/is-sandbox';
import { useDemoHistoryPreparing } from '../api/get-starting';
import { useDemoHistoryT } from '../i18n/use-demo-history-t';

/**
 * Above every page of a logged-in client while a first start's demo history is still being seeded behind the
 * serving server (docs/returns.md "Demo history"): the dashboard, performance and statements would otherwise show
 * a history that is still growing without saying so. Only in a sandbox (demo) installation, the one that seeds it.
 */
export function DemoHistoryNotice() {
  const t = useDemoHistoryT();
  const { environment } = useSettings();
  const preparing = useDemoHistoryPreparing(isSandboxEnvironment(environment));
  if (!preparing) return null;
  return (
    <Container size="lg" px="md" pt="md">
      <Alert color="blue" variant="light" role="status" data-testid="demo-history-notice">
        {t('demoHistory.preparing')}
      </Alert>
    </Container>
  );
}

export default DemoHistoryNotice;
