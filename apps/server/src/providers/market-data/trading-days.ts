import type { IsoDate } from './market-data-provider';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Parses 'YYYY-MM-DD' to UTC midnight epoch ms; null for anything else, including 2025-02-30. */
export function parseIsoDate(text: string): number | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

export function formatIsoDate(ms: number): IsoDate {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isWeekday(ms: number): boolean {
  const day = new Date(ms).getUTCDay();
  return day !== 0 && day !== 6;
}

/** Weekdays in [from, to], ascending (Malaysian and US holidays are ignored: issue #11 accepts that). */
export function weekdaysBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  if (start === null || end === null) throw new RangeError(`bad date range ${from}..${to}`);
  const days: IsoDate[] = [];
  for (let ms = start; ms <= end; ms += DAY_MS) if (isWeekday(ms)) days.push(formatIsoDate(ms));
  return days;
}
