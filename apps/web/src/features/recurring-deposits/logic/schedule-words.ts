import type { RecurringDepositView } from '@harta/contracts/schemas/recurring-deposits';
import { isMessageKey } from '@harta/contracts/validators';
import type { RecurringT } from '../i18n/use-recurring-t';

type Timing = Pick<RecurringDepositView, 'frequency' | 'dayOfMonth' | 'dayOfWeek'>;

/** "on day 5 of every month" / "every Friday". */
export function whenText(t: RecurringT, schedule: Timing): string {
  if (schedule.frequency === 'monthly') return t('recurring.when.monthly', { day: schedule.dayOfMonth ?? '' });
  return t('recurring.when.weekly', { day: dayName(t, schedule.dayOfWeek ?? 1) });
}

/** Monday = 1 … Sunday = 7 (ISO, as the contract numbers them). */
export function dayName(t: RecurringT, day: number): string {
  return t(`recurring.day.${day}` as 'recurring.day.1');
}

/** A server reason (a contracts message key) as text; anything else as sent. */
export function reasonText(t: RecurringT, reason: string | null): string {
  if (!reason) return '';
  return isMessageKey(reason) ? t(reason as never) : reason;
}

/** A schedule that no longer collects: a new one may be set up on the goal. */
export function hasEnded(schedule: RecurringDepositView | null): boolean {
  return schedule === null || ['cancelled', 'rejected', 'expired'].includes(schedule.status);
}
