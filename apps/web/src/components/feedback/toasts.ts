import { notifications } from '@mantine/notifications';
import { TOAST_DELAY_MS } from '@harta/contracts/constants';
import { requestOverlayHosts } from './overlay-hosts-demand';

/** A short confirmation that disappears after TOAST_DELAY_MS (5 s), e.g. 'Updated successfully'. */
export function toastSuccess(message: string): string {
  requestOverlayHosts(); // the toast waits in the store until its host mounts
  return notifications.show({ message, color: 'brand', autoClose: TOAST_DELAY_MS, withBorder: true });
}
