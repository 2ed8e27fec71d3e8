import type { UseQueryResult } from '@tanstack/react-query';
import type { DashboardSummary } from '@harta/contracts/schemas/returns';
import { LoadingBlock } from '../../../components/feedback/loading-block';
import { LoadFailed } from '../../../components/page/load-failed';
import type { DashboardT } from '../i18n/use-dashboard-t';
import { hasNoMoneyYet } from '../logic/rate-reason';
import { PendingTransactions } from './pending-transactions';
import { NoMoneyYet, SummaryFigures } from './summary-figures';

/**
 * The dashboard's figures from getDashBoardSummary: loading, failed (with a retry), nothing yet, or the figures. The
 * page passes its own query down: a section observing the query itself would, mounting on a failed answer, ask again.
 * So it does its `t`: one translation hook for the page, not one a component.
 */
export function SummarySection({ summary, t }: { summary: UseQueryResult<DashboardSummary>; t: DashboardT }) {
  if (summary.isPending) {
    return <LoadingBlock label={t('app.loading')} heights={[24, 96]} data-testid="summary-loading" />;
  }
  if (summary.isError) {
    return <LoadFailed message={t('summary.loadFailed')} onRetry={() => void summary.refetch()} />;
  }
  if (hasNoMoneyYet(summary.data)) return <NoMoneyYet t={t} />;
  return (
    <>
      <SummaryFigures summary={summary.data} t={t} />
      <PendingTransactions items={summary.data.pending} t={t} />
    </>
  );
}
