/**
 * Statement periods in Malaysia's calendar (UTC+8 all year): a MONTHLY statement covers one calendar month, an
 * ANNUAL one a calendar year. Dates are 'YYYY-MM-DD' strings throughout, as the valuation snapshots store them.
 */
export type StatementKind = 'MONTHLY' | 'ANNUAL';

export interface StatementPeriod {
  kind: StatementKind;
  /** '2026-10' for a month, '2026' for a year: the period as the API names it. */
  label: string;
  /** First and last day, inclusive. */
  start: string;
  end: string;
  /** 1 January of the period's year: where the year-to-date returns start. */
  yearStart: string;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^(\d{4})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of a month (month 1-12). */
function lastDay(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthPeriod(year: number, month: number): StatementPeriod {
  return {
    kind: 'MONTHLY',
    label: `${year}-${pad(month)}`,
    start: `${year}-${pad(month)}-01`,
    end: `${year}-${pad(month)}-${pad(lastDay(year, month))}`,
    yearStart: `${year}-01-01`,
  };
}

export function yearPeriod(year: number): StatementPeriod {
  return {
    kind: 'ANNUAL',
    label: String(year),
    start: `${year}-01-01`,
    end: `${year}-12-31`,
    yearStart: `${year}-01-01`,
  };
}

/** '2026-10' → October 2026, '2025' → the year 2025; anything else → null. */
export function parsePeriod(label: string): StatementPeriod | null {
  const month = MONTH.exec(label);
  if (month) return monthPeriod(Number(month[1]), Number(month[2]));
  const year = YEAR.exec(label);
  return year ? yearPeriod(Number(year[1])) : null;
}

/** The period that starts on `start` (a stored statement row's kind and first day). */
export function periodOf(kind: StatementKind, start: string): StatementPeriod {
  const year = Number(start.slice(0, 4));
  return kind === 'ANNUAL' ? yearPeriod(year) : monthPeriod(year, Number(start.slice(5, 7)));
}

/** The calendar month before the one holding `today` (a Malaysia date): what the job of the 1st produces. */
export function previousMonth(today: string): StatementPeriod {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? monthPeriod(year - 1, 12) : monthPeriod(year, month - 1);
}

/** A statement can be produced once its period is over: its last day is before `today` (a Malaysia date). */
export function isClosed(period: StatementPeriod, today: string): boolean {
  return period.end < today;
}

/** The day before a date. */
export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Every period a client can have a statement for, newest first: each month from the one holding `firstDay` (their
 * first portfolio's Malaysia date) that has ended by `today`, and each such calendar year, listed before its months.
 */
export function periodsSince(firstDay: string, today: string): string[] {
  const periods: string[] = [];
  const firstYear = Number(firstDay.slice(0, 4));
  const firstMonth = Number(firstDay.slice(5, 7));
  for (let year = Number(today.slice(0, 4)); year >= firstYear; year -= 1) {
    if (isClosed(yearPeriod(year), today)) periods.push(String(year));
    for (let month = 12; month >= (year === firstYear ? firstMonth : 1); month -= 1) {
      const period = monthPeriod(year, month);
      if (isClosed(period, today)) periods.push(period.label);
    }
  }
  return periods;
}
