import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

/**
 * The hosts that render modals and toasts. They listen to the global `modals` / `notifications` managers, so
 * they need not wrap the app: mounted as a sibling, they are loaded after the first paint (with Modal,
 * ScrollArea and the transitions they bring) instead of weighing on the initial bundle.
 */
export function OverlayHosts() {
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-center" limit={3} />
    </>
  );
}

export default OverlayHosts;
