import type { Notice } from '@harta/contracts/schemas/notices';
import type { NoticeFacts } from './notice-facts';

/** The declaration is good for one calendar year from the day it was made (GUIDE section 7: the undertaking). */
export function declarationExpiresAt(declaredAt: Date): Date {
  const expiry = new Date(declaredAt);
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 1);
  return expiry;
}

/**
 * Domestic ringgit borrowing notice (spec section 2): the declaration that decides whether the central bank's
 * foreign-currency limit applies is missing or more than a year old, so the client must confirm it in
 * my-profile. Mandatory until renewed.
 */
export function ringgitBorrowingNotice(facts: Pick<NoticeFacts, 'borrowing'>, now: Date): Notice | null {
  const borrowing = facts.borrowing;
  if (borrowing && now.getTime() < declarationExpiresAt(borrowing.declaredAt).getTime()) return null;
  return { id: 'RINGGIT_BORROWING', code: 'RINGGIT_BORROWING', kind: 'mandatory' };
}
