/**
 * Client status values (spec section 4). Any value not listed here is an active account.
 */
export const ClientStatus = {
  Draft: 'DRAFT',
  Pending: 'PENDING',
  Reject: 'REJECT',
  Close: 'CLOSE',
  Suspend: 'SUSPEND',
  /** The value the server stores for an approved client; the rules treat any unlisted value as active. */
  Active: 'ACTIVE',
} as const;

export type ClientStatusValue = string;

/** Statuses that cannot log in: the app shows the account-status message and logs out. */
export const BLOCKED_STATUSES: readonly string[] = [ClientStatus.Reject, ClientStatus.Close, ClientStatus.Suspend];

export function isBlockedStatus(status: string | null | undefined): boolean {
  return status != null && BLOCKED_STATUSES.includes(status);
}

/** Active = set and not one of the named non-active values. */
export function isActiveStatus(status: string | null | undefined): boolean {
  return !!status && status !== ClientStatus.Draft && status !== ClientStatus.Pending && !isBlockedStatus(status);
}

/** The menu shows only when status is set and is not DRAFT or PENDING. */
export function isMenuVisible(status: string | null | undefined): boolean {
  return !!status && status !== ClientStatus.Draft && status !== ClientStatus.Pending;
}
