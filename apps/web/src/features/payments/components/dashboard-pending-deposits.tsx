import { useMemo, useState } from 'react';
import { useDashboardSummary } from '../../../lib/dashboard/api/get-dashboard-summary';
import { markPendingNoticeSeen, pendingNoticeSeen } from '../logic/pending-notice';
import { PendingDepositModal } from './pending-deposit-modal';

/**
 * On the dashboard: while a deposit is still processing (the summary's `hasProcessingDeposit`: at the bank, or paid
 * and waiting for its trade), the pending-deposit modal tells the client it is being processed, once per session for
 * the same pending deposits. Reads the dashboard's own cached summary: no request of its own. Renders nothing
 * otherwise.
 */
export function DashboardPendingDeposits() {
  const summary = useDashboardSummary();
  const processing = summary.data?.hasProcessingDeposit === true;
  const pending = useMemo(() => {
    const ids = (summary.data?.pending ?? []).filter((p) => p.type === 'DEPOSIT').map((p) => p.id);
    // A processing deposit the list does not name still deserves the notice once.
    return ids.length > 0 ? ids : ['processing'];
  }, [summary.data]);
  // A paid deposit says when it is invested (the earliest, when several wait).
  const investOn = useMemo(
    () =>
      (summary.data?.pending ?? [])
        .filter((p) => p.type === 'DEPOSIT' && p.stage === 'TO_BE_INVESTED' && p.tradeDate)
        .map((p) => p.tradeDate!)
        .sort()[0] ?? null,
    [summary.data],
  );
  const [closed, setClosed] = useState(false);
  const opened = !closed && processing && !pendingNoticeSeen(pending);
  return (
    <PendingDepositModal
      opened={opened}
      investOn={investOn}
      onClose={() => {
        markPendingNoticeSeen(pending);
        setClosed(true);
      }}
    />
  );
}

export default DashboardPendingDeposits;
