import { lazy, Suspense, useEffect } from 'react';
import { requestOverlayHosts, useOverlayHostsRequested } from './overlay-hosts-demand';

const OverlayHosts = lazy(() => import('./overlay-hosts'));

/** The app has settled by then; the hosts' chunks then download without competing with the first screen's. */
export const OVERLAY_HOSTS_SETTLE_DELAY_MS = 3000;

/** Mounts the modal and toast hosts at the first modal or toast, or once the app has settled. */
export function DeferredOverlayHosts() {
  const requested = useOverlayHostsRequested();
  useEffect(() => {
    const timer = window.setTimeout(requestOverlayHosts, OVERLAY_HOSTS_SETTLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return requested ? (
    <Suspense fallback={null}>
      <OverlayHosts />
    </Suspense>
  ) : null;
}
