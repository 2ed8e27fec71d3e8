/**
 * The dashboard shows the pending-deposit modal once per browser session for a given set of pending orders: a
 * new pending order shows it again; closing it keeps it closed until then.
 */
const KEY = 'harta.pendingDepositsSeen';

export function pendingNoticeSeen(orderIds: readonly string[], storage: Storage = sessionStorage): boolean {
  return storage.getItem(KEY) === [...orderIds].sort().join(',');
}

export function markPendingNoticeSeen(orderIds: readonly string[], storage: Storage = sessionStorage): void {
  storage.setItem(KEY, [...orderIds].sort().join(','));
}
