import { formatAmount } from '@harta/contracts/format';
import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import type { MandatesT } from '../i18n/use-mandates-t';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** "RM 200.00 monthly on day 5" / "RM 50.00 weekly on Friday" (the back office reads English). */
export function scheduleText(
  t: MandatesT,
  m: Pick<RecurringDepositView, 'amount' | 'frequency' | 'dayOfMonth' | 'dayOfWeek'>,
) {
  const amount = `RM ${formatAmount(m.amount)}`;
  return m.frequency === 'monthly'
    ? t('mandates.monthly', { amount, day: m.dayOfMonth ?? '' })
    : t('mandates.weekly', { amount, day: DAYS[(m.dayOfWeek ?? 1) - 1] ?? '' });
}

export const SCHEDULE_STATE: Record<RecurringDepositView['status'], string> = {
  pending_authorisation: 'PENDING',
  active: 'COMPLETED',
  paused: 'CREATED',
  cancelled: 'CANCELLED',
  rejected: 'FAILED',
  expired: 'FAILED',
};

export const COLLECTION_STATE: Record<string, string> = {
  scheduled: 'CREATED',
  submitted: 'PENDING',
  collected: 'COMPLETED',
  failed: 'FAILED',
};
