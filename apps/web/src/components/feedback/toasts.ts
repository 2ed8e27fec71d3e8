import { notifications } from '@mantine/notifications';
import { TOAST_DELAY_MS } from '@harta/contracts/constants';

/** A short confirmation that disappears after TOAST_DELAY_MS (5 s), e.g. 'Updated successfully'. */
export function toastSuccess(message: string): string {
  return notifications.show({ message, color: 'brand', autoClose: TOAST_DELAY_MS, withBorder: true });
}
