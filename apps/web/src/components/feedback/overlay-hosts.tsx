import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { markOverlayHostsReady } from './overlay-hosts-demand';

/**
 * The hosts that render modals and toasts. They listen to the global `modals` / `notifications` managers, so they
 * need not wrap the app: mounted as a sibling, and only when wanted (DeferredOverlayHosts).
 */
export function OverlayHosts() {
  // Children's effects run first: by now ModalsProvider listens for `modals.open`.
  useEffect(markOverlayHostsReady, []);
  return (
    <>
      <ModalsProvider />
      {/* Below the sticky header (3.75rem, plus the notch), so a toast never covers the header on a phone. */}
      <Notifications
        position="top-center"
        limit={3}
        style={{ top: 'calc(env(safe-area-inset-top) + 3.75rem + var(--mantine-spacing-xs))' }}
      />
    </>
  );
}

export default OverlayHosts;
