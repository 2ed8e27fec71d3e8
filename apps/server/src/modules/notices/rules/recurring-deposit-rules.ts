import type { Notice } from '@harta/contracts/schemas/notices';
import type { NoticeFacts } from './notice-facts';

/**
 * Recurring deposits (docs/goals.md "Recurring deposits", "Notices"): informational, one occurrence each (the
 * collection's or the schedule's id), shown until dismissed, for a month after the event.
 */
export function collectionFailedNotice(facts: Pick<NoticeFacts, 'recurringDeposits'>): Notice | null {
  const failed = facts.recurringDeposits.failedCollection;
  if (!failed) return null;
  return {
    id: `COLLECTION_FAILED:${failed.guid}`,
    code: 'COLLECTION_FAILED',
    kind: 'informational',
    values: { amount: failed.amount, goalName: failed.goalName, date: failed.date },
  };
}

export function mandateRejectedNotice(facts: Pick<NoticeFacts, 'recurringDeposits'>): Notice | null {
  const rejected = facts.recurringDeposits.rejectedMandate;
  if (!rejected) return null;
  return {
    id: `MANDATE_REJECTED:${rejected.guid}`,
    code: 'MANDATE_REJECTED',
    kind: 'informational',
    values: { goalName: rejected.goalName },
  };
}

export function mandateExpiredNotice(facts: Pick<NoticeFacts, 'recurringDeposits'>): Notice | null {
  const expired = facts.recurringDeposits.expiredMandate;
  if (!expired) return null;
  return {
    id: `MANDATE_EXPIRED:${expired.guid}`,
    code: 'MANDATE_EXPIRED',
    kind: 'informational',
    values: { goalName: expired.goalName },
  };
}
