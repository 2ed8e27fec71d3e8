import { addDays } from '../returns/calendar-days';

/**
 * The dates of a schedule (docs/goals.md "Recurring deposits"), on the Malaysian calendar as 'YYYY-MM-DD'. A monthly
 * schedule collects on its day of the month (1 to 28, so every month has it); a weekly one on its ISO day of the
 * week (Monday = 1). The collections run moves a schedule to its next date in SQL (`nextDateSql`), the same rule.
 */
export interface ScheduleRule {
  frequency: 'monthly' | 'weekly';
  dayOfMonth: number | null;
  dayOfWeek: number | null;
}

const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first collection date on or after `from`. */
export function firstCollectionOn(rule: ScheduleRule, from: string): string {
  const start = new Date(toMs(from));
  if (rule.frequency === 'weekly') {
    const isoDay = ((start.getUTCDay() + 6) % 7) + 1;
    return addDays(from, (rule.dayOfWeek! - isoDay + 7) % 7);
  }
  const day = rule.dayOfMonth!;
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth();
  const thisMonth = Date.UTC(year, month, day);
  return toDate(thisMonth >= start.getTime() ? thisMonth : Date.UTC(year, month + 1, day));
}

/** The collection date after `date` (a collection date of the rule). */
export function nextCollectionAfter(rule: ScheduleRule, date: string): string {
  if (rule.frequency === 'weekly') return addDays(date, 7);
  const d = new Date(toMs(date));
  return toDate(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, rule.dayOfMonth!));
}
