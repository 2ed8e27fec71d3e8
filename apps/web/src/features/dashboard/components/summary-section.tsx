import { Skeleton, Stack } from '@mantine/core';
import { LoadFailed } from '../../../components/page/load-failed';
import { useDashboardSummary } from '../../../lib/dashboard/api/get-dashboard-summary';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { hasNoMoneyYet } from '../logic/rate-reason';
import { PendingTransactions } from './pending-transactions';
import { NoMoneyYet, SummaryFigures } from './summary-figures';

/** The dashboard's figures from getDashBoardSummary: loading, failed (with a retry), nothing yet, or the figures. */
export function SummarySection() {
  const t = useDashboardT();
  const summary = useDashboardSummary();
  if (summary.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('app.loading')} data-testid="summary-loading">
        <Skeleton height={24} width="30%" />
        <Skeleton height={96} />
      </Stack>
    );
  }
  if (summary.isError) {
    return <LoadFailed message={t('summary.loadFailed')} onRetry={() => void summary.refetch()} />;
  }
  if (hasNoMoneyYet(summary.data)) return <NoMoneyYet />;
  return (
    <>
      <SummaryFigures summary={summary.data} />
      <PendingTransactions items={summary.data.pending} />
    </>
  );
}
