import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientBasicInfo } from '../../../lib/client-profile/use-client-profile';
import { statusLabelKey } from '../../../lib/client-profile/status-label';
import { PageTitle } from '../../../components/page/page-title';
import { LoadFailed } from '../../../components/page/load-failed';
import { PortfoliosSection } from './portfolios-section';
import { SummarySection } from './summary-section';
import { WelcomeModal } from './welcome-modal';

/**
 * The dashboard: greeting and account status, the client's money (total value, net deposits, return, what is in
 * progress), the goals (portfolios) with their values, returns and allocations, and the Welcome modal on the first
 * visit after approval. The pending-deposit modal is the payments feature's, placed beside this page by the router.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const info = useClientBasicInfo();
  const statusText = (status: string) => {
    const key = statusLabelKey(status);
    return key ? t(key) : status;
  };

  return (
    <Container size="md">
      <Stack gap="lg">
        {info.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={32} width="50%" />
            <Skeleton height={18} width="30%" />
          </Stack>
        ) : info.isError ? (
          <LoadFailed onRetry={() => void info.refetch()} />
        ) : (
          <div>
            <PageTitle>{t('dashboard.greeting', { name: info.data.givenName })}</PageTitle>
            <Text c="dimmed" mt={4}>
              {t('dashboard.status', { status: statusText(info.data.status) })}
            </Text>
          </div>
        )}
        <SummarySection />
        <PortfoliosSection />
      </Stack>
      <WelcomeModal />
    </Container>
  );
}

export default DashboardPage;
