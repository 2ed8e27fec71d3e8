/**
 * Calendar arithmetic on 'YYYY-MM-DD' dates (Malaysia business dates as stored, no time of day), in UTC so that
 * no time zone or daylight-saving shift can move a day.
 */
const DAY_MS = 86_400_000;

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS);
}

/** `date` moved by whole days. */
export function addDays(date: string, days: number): string {
  return format(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/**
 * `date` moved by whole months, clamped to the end of a shorter month (31 Mar − 1 month = 28 or 29 Feb), the way a
 * client reads "one month ago".
 */
export function addMonths(date: string, months: number): string {
  const d = toUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return format(target);
}

export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** The last day of the year before `date`'s: the close a year-to-date return starts from. */
export function previousYearEnd(date: string): string {
  return `${Number(date.slice(0, 4)) - 1}-12-31`;
}

/** Midnight UTC of the date, as a timestamp: what the XIRR library counts its days from. */
export function utcMidnight(date: string): number {
  return toUtc(date).getTime();
}
