import { formatMonth as formatMonthIn } from '@harta/contracts/format';
import { formatMonth } from '../../../lib/i18n/format-date';
import type { Statement } from '@harta/contracts/schemas/statements';
import type { Language } from '../../../lib/i18n/language';

/** '2026-10' → 'October 2026' ('Oktober 2026' in Malay); '2025' → '2025'. The language is the page's unless given. */
export function periodLabel(period: string, language?: Language): string {
  if (!/^\d{4}-\d{2}$/.test(period)) return period;
  return language ? formatMonthIn(period, language) : formatMonth(period);
}

export interface OfferedPeriod {
  /** '2026-10' or '2025'. */
  period: string;
  kind: Statement['kind'];
  /** The stored statement in the page's language, if there is one (else it is produced when asked for). */
  statement: Statement | null;
  /** How many portfolios the statement covers, when one is stored in any language. */
  portfolioCount: number | null;
}

/**
 * The periods the server offers, by calendar year (newest first, in the server's order: the annual summary, then
 * the months, newest first), each with its stored statement in `language` when there is one.
 */
export function groupByYear(
  periods: readonly string[],
  statements: readonly Statement[],
  language: Language,
): { year: string; periods: OfferedPeriod[] }[] {
  const years = new Map<string, OfferedPeriod[]>();
  for (const period of periods) {
    const year = period.slice(0, 4);
    const stored = statements.filter((s) => s.period === period);
    years.set(year, [
      ...(years.get(year) ?? []),
      {
        period,
        kind: period.length === 4 ? 'ANNUAL' : 'MONTHLY',
        statement: stored.find((s) => s.language === language) ?? null,
        portfolioCount: stored[0]?.portfolioCount ?? null,
      },
    ]);
  }
  return [...years].sort(([a], [b]) => b.localeCompare(a)).map(([year, list]) => ({ year, periods: list }));
}
