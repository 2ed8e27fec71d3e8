import { formatSen } from '@harta/contracts/money';
import type { TradeRunHistoryItem, TradeRunPreview } from '@harta/contracts/schemas/trading';
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { portfolioSwitches } from '../../db/schema/portfolio-switches';
import { tradeOrders, tradeRuns, transfers } from '../../db/schema/trading';
import { withdrawals } from '../../db/schema/withdrawals';
import type { IsoDate } from '../../providers/market-data/market-data-provider';
import { collectibleBefore } from '../valuation/fee-collection';
import { cashCreditedSince } from './cash-after-cutoff';
import { activeCashAccounts, investKey } from './invest-step';
import { driftedPortfolios } from './rebalance-step';
import { driftThresholdBps } from './rebalance-settings';
import {
  cutoffOf,
  followingTradeDate,
  formatCutoffTime,
  isTradeDate,
  malaysiaDate,
  precedingTradeDate,
  type TradeCalendar,
} from './trade-calendar';
import { closesStatus } from './trade-date-closes';
import { closesRefusal, dateRefusal } from './trade-run-guard';

/**
 * What the back office's Trade run page shows (docs/money.md "Trade run"): the next date due, what its run will do,
 * and the runs so far. Read-only: nothing here trades or stores prices.
 */

/** The latest trade date whose cut-off has passed at `now`. */
function latestClosedDate(now: Date, calendar: TradeCalendar): IsoDate {
  const today = malaysiaDate(now);
  return isTradeDate(today, calendar) && now.getTime() >= cutoffOf(today, calendar).getTime()
    ? today
    : precedingTradeDate(today, calendar);
}

/**
 * The next date due: the oldest trade date not yet completed. That is the oldest run left unfinished (a crash, a
 * refused retry) if any, else the trade date after the latest completed run; on an installation that has never
 * run, the latest date whose cut-off has passed. Never a date already completed (GUIDE 11: a default staff accept
 * with one click must be the safe one).
 */
export async function nextDateDue(db: Db, now: Date, calendar: TradeCalendar): Promise<IsoDate> {
  const [unfinished] = await db
    .select({ tradeDate: tradeRuns.tradeDate })
    .from(tradeRuns)
    .where(ne(tradeRuns.status, 'COMPLETED'))
    .orderBy(asc(tradeRuns.tradeDate))
    .limit(1);
  const [completed] = await db
    .select({ tradeDate: tradeRuns.tradeDate })
    .from(tradeRuns)
    .where(eq(tradeRuns.status, 'COMPLETED'))
    .orderBy(desc(tradeRuns.tradeDate))
    .limit(1);
  const after = completed ? followingTradeDate(completed.tradeDate, calendar) : latestClosedDate(now, calendar);
  return unfinished && unfinished.tradeDate < after ? unfinished.tradeDate : after;
}

/** The latest runs, newest date first. */
export async function tradeRunHistory(db: Db, limit = 30): Promise<TradeRunHistoryItem[]> {
  const rows = await db.select().from(tradeRuns).orderBy(desc(tradeRuns.tradeDate)).limit(limit);
  return rows.map((r) => ({
    tradeDate: r.tradeDate,
    status: r.status as 'RUNNING' | 'COMPLETED',
    attempts: r.attempts,
    steps: r.steps as TradeRunHistoryItem['steps'],
    startedAt: r.startedAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
  }));
}

/** Active clients' portfolios with cash not yet invested at the date: id and balance. */
async function uninvestedCash(db: Db, tradeDate: IsoDate): Promise<{ id: number; balance: bigint }[]> {
  const rows = await activeCashAccounts(db, 0, Number.MAX_SAFE_INTEGER);
  if (rows.length === 0) return rows;
  const invested = new Set<string>();
  for (let i = 0; i < rows.length; i += 1_000) {
    const keys = rows.slice(i, i + 1_000).map((r) => investKey(tradeDate, r.id));
    const found = await db
      .selectDistinct({ key: tradeOrders.tradeKey })
      .from(tradeOrders)
      .where(inArray(tradeOrders.tradeKey, keys));
    for (const f of found) invested.add(f.key);
  }
  return rows.filter((r) => !invested.has(investKey(tradeDate, r.id)));
}

async function cashFigures(db: Db, tradeDate: IsoDate, cutoff: Date) {
  const cash = await uninvestedCash(db, tradeDate);
  const toInvest = { count: 0, sen: 0n };
  const waiting = { count: 0, sen: 0n };
  for (let i = 0; i < cash.length; i += 1_000) {
    const page = cash.slice(i, i + 1_000);
    const late = await cashCreditedSince(
      db,
      page.map((p) => p.id),
      tradeDate,
      cutoff,
    );
    for (const p of page) {
      const lateSen = late.get(p.id) ?? 0n;
      const investable = p.balance > lateSen ? p.balance - lateSen : 0n;
      if (investable > 0n) {
        toInvest.count += 1;
        toInvest.sen += investable;
      }
      if (p.balance - investable > 0n) {
        waiting.count += 1;
        waiting.sen += p.balance - investable;
      }
    }
  }
  return {
    toInvest: { count: toInvest.count, amount: formatSen(toInvest.sen) },
    waiting: { count: waiting.count, amount: formatSen(waiting.sen) },
  };
}

async function requestFigures(db: Db, tradeDate: IsoDate) {
  const [w] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sen: sql<string>`coalesce(sum(${withdrawals.requestedSen}), 0)::text`,
      all: sql<number>`count(*) filter (where ${withdrawals.withdrawAll})::int`,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'REQUESTED'), lte(withdrawals.tradeDate, tradeDate)));
  const [t] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sen: sql<string>`coalesce(sum(${transfers.requestedSen}), 0)::text`,
      all: sql<number>`count(*) filter (where ${transfers.transferAll})::int`,
    })
    .from(transfers)
    .where(and(eq(transfers.status, 'REQUESTED'), lte(transfers.tradeDate, tradeDate)));
  const [s] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(portfolioSwitches)
    .where(and(eq(portfolioSwitches.status, 'IN_PROGRESS'), lte(portfolioSwitches.tradeDate, tradeDate)));
  return {
    withdrawals: { count: Number(w!.count), amount: formatSen(BigInt(w!.sen)), all: Number(w!.all) },
    transfers: { count: Number(t!.count), amount: formatSen(BigInt(t!.sen)), all: Number(t!.all) },
    switches: { count: Number(s!.count) },
  };
}

/**
 * What the run of `tradeDate` would do if started now, and whether it may start (the same checks as the run).
 * The figures are before the run's sell steps: a withdrawal's or transfer's sale and a switch add to what is invested.
 */
export async function previewTradeRun(
  db: Db,
  tradeDate: IsoDate,
  now: Date,
  calendar: TradeCalendar,
): Promise<TradeRunPreview> {
  const cutoff = cutoffOf(tradeDate, calendar);
  const closes = await closesStatus(db, tradeDate);
  const refusal = dateRefusal(tradeDate, now, calendar) ?? closesRefusal(tradeDate, closes);
  const [run] = await db.select().from(tradeRuns).where(eq(tradeRuns.tradeDate, tradeDate));
  const rebalances =
    closes.complete && isTradeDate(tradeDate, calendar)
      ? { count: (await driftedPortfolios(db, tradeDate, await driftThresholdBps(db))).length }
      : null;
  return {
    tradeDate,
    due: (await nextDateDue(db, now, calendar)) === tradeDate,
    cutoffAt: cutoff.toISOString(),
    cutoffTime: formatCutoffTime(calendar.cutoffMinutes),
    cutoffPassed: now.getTime() >= cutoff.getTime(),
    closes,
    runnable: refusal === null,
    blockedReason: refusal?.message ?? null,
    lastRun: run
      ? {
          tradeDate: run.tradeDate,
          status: run.status as 'RUNNING' | 'COMPLETED',
          attempts: run.attempts,
          steps: run.steps as TradeRunHistoryItem['steps'],
        }
      : null,
    ...(await cashFigures(db, tradeDate, cutoff)),
    ...(await requestFigures(db, tradeDate)),
    rebalances,
    feeMonth: isTradeDate(tradeDate, calendar) ? await collectibleBefore(db, tradeDate) : null,
  };
}
