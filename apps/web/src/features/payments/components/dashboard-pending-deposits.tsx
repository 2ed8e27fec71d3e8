import { useMemo, useState } from 'react';
import { useRecentOnlineTransactions } from '../api/get-online-transactions';
import { markPendingNoticeSeen, pendingNoticeSeen } from '../logic/pending-notice';
import { PendingDepositModal } from './pending-deposit-modal';

/**
 * On the dashboard: while a deposit waits for the bank, the pending-deposit modal tells the client it is being
 * processed (once per session for the same pending deposits). Renders nothing otherwise.
 */
export function DashboardPendingDeposits() {
  const recent = useRecentOnlineTransactions();
  const pending = useMemo(
    () => (recent.data?.items ?? []).filter((i) => i.status === 'PENDING').map((i) => i.orderId),
    [recent.data],
  );
  const [closed, setClosed] = useState(false);
  const opened = !closed && pending.length > 0 && !pendingNoticeSeen(pending);
  return (
    <PendingDepositModal
      opened={opened}
      onClose={() => {
        markPendingNoticeSeen(pending);
        setClosed(true);
      }}
    />
  );
}

export default DashboardPendingDeposits;
