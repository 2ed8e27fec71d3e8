import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import './toasts.css';
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
      {/* At the bottom, clear of every page's heading (toasts.css). */}
      <Notifications position="bottom-center" limit={3} />
    </>
  );
}

export default OverlayHosts;
