import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardSummary } from '@harta/contracts/schemas/returns';
import { LoadingBlock } from '../../../components/feedback/loading-block';
import { LoadFailed } from '../../../components/page/load-failed';
import { useDashboardT } from '../i18n/use-dashboard-t';
import { hasNoMoneyYet } from '../logic/rate-reason';
import { PendingTransactions } from './pending-transactions';
import { NoMoneyYet, SummaryFigures } from './summary-figures';

/**
 * The dashboard's figures from getDashBoardSummary: loading, failed (with a retry), nothing yet, or the figures. The
 * page passes its own query down: a section observing the query itself would, mounting on a failed answer, ask again.
 */
export function SummarySection({ summary }: { summary: UseQueryResult<DashboardSummary> }) {
  const t = useDashboardT();
  if (summary.isPending) {
    return <LoadingBlock label={t('app.loading')} heights={[24, 96]} data-testid="summary-loading" />;
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
