import { formatMonth } from '../../../lib/i18n/format-date';
import type { Statement } from '@harta/contracts/schemas/statements';

/** '2026-10' → 'October 2026' / 'Oktober 2026' in the chosen language; '2025' → '2025'. */
export function periodLabel(period: string): string {
  return formatMonth(period);
}

/** Statements by calendar year, newest year first; within a year the annual summary first, then newest month. */
export function groupByYear(statements: readonly Statement[]): { year: string; statements: Statement[] }[] {
  const years = new Map<string, Statement[]>();
  for (const s of statements) {
    const year = s.periodStart.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), s]);
  }
  return [...years]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, list]) => ({
      year,
      statements: [...list].sort((a, b) =>
        a.kind !== b.kind ? (a.kind === 'ANNUAL' ? -1 : 1) : b.periodStart.localeCompare(a.periodStart),
      ),
    }));
}

/**
 * The months a client can ask for: every month that has ended (Malaysia time), newest first, `count` of them.
 * The current month is not offered: its statement exists once it is over.
 */
export function closedMonths(now: Date, count = 36): string[] {
  // Malaysia is UTC+8 all year.
  const local = new Date(now.getTime() + 8 * 3_600_000);
  let year = local.getUTCFullYear();
  let month = local.getUTCMonth(); // 0-based: the month before the current one, 1-based
  const months: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (month === 0) {
      year -= 1;
      month = 12;
    }
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
  }
  return months;
}
