import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDashboardSummary } from '../../lib/dashboard/api/get-dashboard-summary';
import { SWITCH_PARAM } from '../../lib/portfolios/switch-link';
import { Pages } from './lazy-pages';

/** True from the first render where `now` is, and from then on (a modal stays mounted to close with its animation). */
function useOnceTrue(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

/**
 * The modals other features place over the dashboard: the pending-deposit notice (payments), while the summary says
 * a deposit is processing, and the portfolio switch, opened by `?switch=`. Each loads when first needed, in a
 * boundary of its own, so the dashboard itself never waits for their chunks.
 */
export function DashboardModals() {
  const processing = useDashboardSummary().data?.hasProcessingDeposit === true;
  const [params] = useSearchParams();
  const showPending = useOnceTrue(processing);
  const showSwitch = useOnceTrue(params.has(SWITCH_PARAM));
  return (
    <>
      {showPending && (
        <Suspense fallback={null}>
          <Pages.DashboardPendingDeposits />
        </Suspense>
      )}
      {showSwitch && (
        <Suspense fallback={null}>
          <Pages.DashboardSwitchPortfolio />
        </Suspense>
      )}
    </>
  );
}
