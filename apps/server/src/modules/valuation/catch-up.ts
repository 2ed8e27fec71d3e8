import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { tradeRuns } from '../../db/schema/trading';
import { weekdaysBetween } from '../../providers/market-data/trading-days';
import { followingTradeDate, isTradeDate } from '../trading/trade-calendar';
import type { TradeStep } from '../trading/trade-run';
import { loadFeeSchedule } from './fee-schedule';
import { valueTradingDay, type DayValuation } from './value-day';

/**
 * Which days get valued, and when (docs/returns.md "Daily valuation"). Snapshots are chained day to day, so days
 * are valued in date order and none is skipped: a missed day is valued before any later one.
 */

export interface ValuationRunOptions {
  /** Portfolio ids per statement (value-day.ts). */
  chunkSize?: number;
  /**
   * Called after each day is committed, and awaited (the job logs progress of a long catch-up; the demo history
   * gives the event loop a turn between days).
   */
  onDay?: (day: DayValuation) => void | Promise<void>;
}

export interface ValuationRunReport {
  days: number;
  portfolios: number;
  accruals: number;
  /** The last day valued, or null when there was nothing to value. */
  through: string | null;
}

type Row = Record<string, unknown>;

async function firstRow(db: Db, query: ReturnType<typeof sql>): Promise<Row | undefined> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows[0];
}

/** The last valued day, or null before the first valuation. */
export async function lastValuedDate(db: Db): Promise<string | null> {
  const row = await firstRow(db, sql`select max(valuation_date)::text as d from portfolio_valuations`);
  return (row?.d as string | null) ?? null;
}

/** The business day of the first journal that touched a client's account, or null when none did. */
async function firstClientJournalDate(db: Db): Promise<string | null> {
  const row = await firstRow(
    db,
    sql`select min(j.effective_date)::text as d
        from ledger_journals j
        where exists (
          select 1 from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.journal_id = j.id and a.kind in ('CLIENT_CASH', 'CLIENT_UNITS')
        )`,
  );
  return (row?.d as string | null) ?? null;
}

function firstTradeDateOnOrAfter(date: string): string {
  return isTradeDate(date) ? date : followingTradeDate(date);
}

async function valueDays(db: Db, dates: readonly string[], options: ValuationRunOptions): Promise<ValuationRunReport> {
  const report: ValuationRunReport = { days: 0, portfolios: 0, accruals: 0, through: null };
  if (dates.length === 0) return report;
  const fees = await loadFeeSchedule(db);
  for (const date of dates) {
    const day = await valueTradingDay(db, date, { fees, chunkSize: options.chunkSize });
    report.days += 1;
    report.portfolios += day.portfolios;
    report.accruals += day.accruals;
    report.through = date;
    await options.onDay?.(day);
  }
  return report;
}

/**
 * Values every trading day not valued yet, in order, through `through`: from the day after the last valued day,
 * or, before the first valuation, from the first trading day on or after the first client journal.
 */
export async function catchUpValuations(
  db: Db,
  through: string,
  options: ValuationRunOptions = {},
): Promise<ValuationRunReport> {
  const last = await lastValuedDate(db);
  const first = last ? followingTradeDate(last) : await firstClientJournalDate(db);
  if (first === null) return { days: 0, portfolios: 0, accruals: 0, through: null };
  const from = firstTradeDateOnOrAfter(first);
  return valueDays(db, from <= through ? weekdaysBetween(from, through) : [], options);
}

/**
 * The valuation at the end of a date's trade run, after that date's trades are posted: the missed days before it
 * first, then the date itself. When the date was valued before (a run repeated on demand), it is valued again,
 * and so is every later day already valued, since each one's growth index and flows chain from the day before.
 */
export async function valueThroughTradeDate(
  db: Db,
  tradeDate: string,
  options: ValuationRunOptions = {},
): Promise<ValuationRunReport> {
  const last = await lastValuedDate(db);
  if (last === null || last < tradeDate) return catchUpValuations(db, tradeDate, options);
  return valueDays(db, weekdaysBetween(tradeDate, last), options);
}

/** The trade run's last step (app.ts `tradeSteps`). */
export function valuationTradeStep(options: ValuationRunOptions = {}): TradeStep {
  return {
    name: 'valuation',
    async run(db, tradeDate) {
      const report = await valueThroughTradeDate(db, tradeDate, options);
      return { days: report.days, portfolios: report.portfolios, accruals: report.accruals };
    },
  };
}

/**
 * How far the scheduled catch-up may value: the latest trade date, up to `latest`, whose trade run completed. A
 * date whose run has not completed may still have trades to post; its own run values it when it does.
 */
export async function lastCompletedTradeDate(db: Db, latest: string): Promise<string | null> {
  const [row] = await db
    .select({ tradeDate: tradeRuns.tradeDate })
    .from(tradeRuns)
    .where(and(eq(tradeRuns.status, 'COMPLETED'), lte(tradeRuns.tradeDate, latest)))
    .orderBy(desc(tradeRuns.tradeDate))
    .limit(1);
  return row?.tradeDate ?? null;
}
