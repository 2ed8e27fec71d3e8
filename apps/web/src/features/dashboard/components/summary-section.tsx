import { LoadingBlock } from '../../../components/feedback/loading-block';
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
