import type { Notice } from '@harta/contracts/schemas/notices';
import { bnmRejectedNotice } from './bnm-rejected-rule';
import { closureNotice } from './closure-rule';
import { ethnicityNotice } from './ethnicity-rule';
import { foreignLimitNotice } from './foreign-limit-rule';
import type { NoticeFacts } from './notice-facts';
import { ringgitBorrowingNotice } from './ringgit-borrowing-rule';
import { collectionFailedNotice, mandateExpiredNotice, mandateRejectedNotice } from './recurring-deposit-rules';
import { spouseIdNotice } from './spouse-id-rule';

/**
 * The notice rules as a table, most pressing first: the app shows them one at a time in this order.
 */
const RULES: readonly ((facts: NoticeFacts, now: Date) => Notice | null)[] = [
  spouseIdNotice,
  ethnicityNotice,
  ringgitBorrowingNotice,
  bnmRejectedNotice,
  foreignLimitNotice,
  collectionFailedNotice,
  mandateRejectedNotice,
  mandateExpiredNotice,
];

/**
 * The notices that apply, minus the informational ones the client already dismissed. A client flagged for closure
 * sees the closure notice alone: asking them to update their profile while the account is being closed would only
 * confuse.
 */
export function applicableNotices(facts: NoticeFacts, now: Date, dismissed: ReadonlySet<string>): Notice[] {
  const closure = closureNotice(facts);
  if (closure) return [closure];
  return RULES.map((rule) => rule(facts, now)).filter(
    (notice): notice is Notice => notice !== null && !(notice.kind === 'informational' && dismissed.has(notice.id)),
  );
}
