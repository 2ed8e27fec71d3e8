import { isActiveStatus } from '@harta/contracts/client-status';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { clients } from '../db/schema/clients';
import { portfolios } from '../db/schema/portfolios';
import { portfolioSwitches } from '../db/schema/portfolio-switches';
import { clientTransactions } from '../db/schema/transactions';
import { withdrawals } from '../db/schema/withdrawals';
import { syncMarketData } from '../modules/market-data/market-data-sync';
import { requestSwitch } from '../modules/portfolio-switch/switch.service';
import { newPortfolioMaxRiskLevel } from '../modules/portfolios/risk-limit';
import {
  followingTradeDate,
  isTradeDate,
  precedingTradeDate,
  tradeDateOfScheduledRun,
  type TradeCalendar,
} from '../modules/trading/trade-calendar';
import { loadTradeCalendar } from '../modules/trading/trade-calendar-settings';
import { runTradeDate, type TradeStep } from '../modules/trading/trade-run';
import { catchUpValuations, lastValuedDate } from '../modules/valuation/catch-up';
import { markPaid } from '../modules/withdrawals/withdrawal-transitions';
import { reserveWithdrawal } from '../modules/withdrawals/withdrawal-requests';
import { lockWithdrawal } from '../modules/withdrawals/withdrawals.repository';
import type { MarketDataProvider } from '../providers/market-data/market-data-provider';
import { onboardBefore } from './demo-history-onboarding';
import { depositPayer, settleHistoryDeposits } from './demo-history-deposits';
import { DEMO_PORTFOLIOS, DEMO_SHARIAH_PORTFOLIO } from './demo-portfolios';
import { declareDemoDividends } from './demo-dividends';
import { payDueDividends } from '../modules/dividends/dividend-payment';

/**
 * Five years of history for the approved demo client (issue #12 item 8, docs/returns.md "Demo history"), so the
 * dashboard, performance, transactions and statements have real figures the moment a newcomer logs in. Every
 * figure comes from the ledger as in production: each event is posted the way its flow posts it, dated on its
 * day, and each event day goes through the production trade run (the app's own steps: withdrawals, fees,
 * switches, invest, rebalance, valuation), so units are bought and sold at that day's simulated closes, the
 * monthly fee is collected, the funds' distributions are paid (demo-dividends.ts), and every trading day in between
 * is valued. A second client, the Shariah investor (amin@, one Shariah goal), joins the same dates with deposits of
 * its own, so its goal receives the Shariah funds' distributions and sets their purification aside (docs/shariah.md
 * "Purification") at almost no extra cost: the same trade runs and valued days.
 */

export const DEMO_HISTORY = {
  years: 5,
  /** Ringgit in sen. */
  firstDepositSen: 1_000_000n,
  monthlyDepositSen: 100_000n,
  /** The second goal's monthly saving. */
  secondMonthlyDepositSen: 20_000n,
  /** One withdrawal from the first goal, this many months in. */
  withdrawal: { month: 30, amountSen: 500_000n },
  /** One switch of the first goal's risk level, this many months in. */
  switchMonth: 42,
  /** The Shariah investor's goal (demo-portfolios.ts DEMO_SHARIAH_PORTFOLIO): its first and monthly deposits. */
  shariah: { firstDepositSen: 500_000n, monthlyDepositSen: 50_000n },
} as const;

/**
 * The Shariah investor's payment references are numbered from here, so demo@'s keep the numbers they had before
 * it joined (a reference is the payment's time and an eight-digit serial, unique across the history).
 */
const SHARIAH_SERIAL_BASE = 50_000_000;

export interface DemoHistoryOptions {
  /** The production trade run's steps (app.ts `tradeSteps`). */
  steps: readonly TradeStep[];
  marketData: MarketDataProvider;
  now?: Date;
  /** Years of history (five by default; the benchmark measures shorter ones). */
  years?: number;
  /** Asked before each date: true stops the history there (the server shutting down mid-way; see seedDemoHistory). */
  shouldStop?: () => boolean;
}

export interface DemoHistoryReport {
  seeded: boolean;
  /** demo@'s deposits. */
  deposits: number;
  /** The Shariah investor's deposits (0 when it is not part of the history). */
  shariahDeposits?: number;
  tradeDates: number;
  valuedThrough: string | null;
  /** Where the time went (the start-up log shows it): valuing the days between events, and the trade runs. */
  ms?: { valuation: number; tradeRuns: number; total: number };
}

interface HistoryEvent {
  date: string;
  deposits: { portfolioId: number; amountSen: bigint }[];
  /** The Shariah investor's deposit of the date, when it joins the history. */
  shariahDeposit?: { portfolioId: number; amountSen: bigint };
  withdrawal?: bigint;
  switchTo?: number;
}

/** The first trade date on or after the given day of the month `monthsAgo` months before `today`. */
function tradeDateInMonth(today: string, monthsAgo: number, day: number, calendar: TradeCalendar): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 - monthsAgo, day));
  const iso = first.toISOString().slice(0, 10);
  return isTradeDate(iso, calendar) ? iso : followingTradeDate(iso, calendar);
}

/** 09:00 Malaysia time on the date: when the history says a request was made or a flow settled. */
const morningOf = (date: string) => new Date(`${date}T01:00:00Z`);
/** 18:00 Malaysia time: after the date's close, when its trade run posted. */
const eveningOf = (date: string) => new Date(`${date}T10:00:00Z`);

async function databaseClock(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select clock_timestamp() as t`)) as unknown as { rows: { t: unknown }[] };
  return new Date(result.rows[0]!.t as string | Date);
}

/**
 * The rows a flow wrote just now carry the history's time instead: the transactions page and the statements show
 * a transaction on the day it was created, so a deposit of March 2022 must read March 2022.
 */
async function backdate(db: Db, clientIds: readonly number[], since: Date, at: Date): Promise<void> {
  // Each time on its own: a withdrawal requested in the morning is completed by the evening's run, so its row was
  // created before `since` and completed after it.
  const moved = (column: typeof clientTransactions.createdAt | typeof clientTransactions.completedAt) =>
    sql`case when ${column} >= ${since.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${column} end`;
  await db
    .update(clientTransactions)
    .set({
      createdAt: moved(clientTransactions.createdAt),
      updatedAt: at,
      completedAt: moved(clientTransactions.completedAt),
    })
    .where(
      and(
        inArray(clientTransactions.clientId, clientIds),
        or(gte(clientTransactions.createdAt, since), gte(clientTransactions.completedAt, since)),
      ),
    );
  await db
    .update(portfolioSwitches)
    .set({
      createdAt: sql`case when ${portfolioSwitches.createdAt} >= ${since.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${portfolioSwitches.createdAt} end`,
      completedAt: sql`case when ${portfolioSwitches.completedAt} >= ${since.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${portfolioSwitches.completedAt} end`,
    })
    .where(inArray(portfolioSwitches.clientId, clientIds));
  await db
    .update(withdrawals)
    .set({
      requestedAt: sql`case when ${withdrawals.requestedAt} >= ${since.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${withdrawals.requestedAt} end`,
      processingAt: sql`case when ${withdrawals.processingAt} >= ${since.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${withdrawals.processingAt} end`,
      paidAt: sql`case when ${withdrawals.paidAt} >= ${since.toISOString()}::timestamptz then ${at.toISOString()}::timestamptz else ${withdrawals.paidAt} end`,
      updatedAt: at,
    })
    .where(and(inArray(withdrawals.clientId, clientIds), gte(withdrawals.updatedAt, since)));
}

/**
 * Lets the event loop take its turn. The history is played while the server answers (main.ts), and PGlite runs each
 * statement on the event loop's own thread, resolving it in a microtask: without a turn between them, one statement
 * would follow the other and no request would be read until the whole history was done.
 */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Thrown from the catch-up's day callback to stop after the day just committed (a shutdown while it seeds). */
const STOPPED = Symbol('stopped');

/**
 * The trading days not valued yet through `through`, in one catch-up (one read of the fee schedule and of the last
 * valued day for the whole run of days, where calling it for each day in turn read them again for every day), with a
 * turn of the event loop after each day and a stop there when asked.
 */
async function valueDaysThrough(
  db: Db,
  through: string,
  stop: () => boolean = () => false,
): Promise<{ through: string | null }> {
  try {
    await catchUpValuations(db, through, {
      onDay: async () => {
        await breathe();
        if (stop()) throw STOPPED;
      },
    });
  } catch (err) {
    if (err !== STOPPED) throw err;
  }
  return { through: await lastValuedDate(db) };
}

/** The events, oldest first: a deposit into each goal on the first trade date of every month, plus one withdrawal and one switch. */
function historyEvents(
  today: string,
  first: number,
  second: number | null,
  shariahGoal: number | null,
  lastDate: string,
  years: number,
  calendar: TradeCalendar,
): HistoryEvent[] {
  const months = years * 12;
  const events = new Map<string, HistoryEvent>();
  const at = (date: string) => {
    const event = events.get(date) ?? { date, deposits: [] };
    events.set(date, event);
    return event;
  };
  for (let ago = months; ago >= 0; ago -= 1) {
    const date = tradeDateInMonth(today, ago, 1, calendar);
    if (date > lastDate) continue;
    const event = at(date);
    event.deposits.push({
      portfolioId: first,
      amountSen: ago === months ? DEMO_HISTORY.firstDepositSen : DEMO_HISTORY.monthlyDepositSen,
    });
    if (second !== null) event.deposits.push({ portfolioId: second, amountSen: DEMO_HISTORY.secondMonthlyDepositSen });
    if (shariahGoal !== null) {
      const { firstDepositSen, monthlyDepositSen } = DEMO_HISTORY.shariah;
      event.shariahDeposit = {
        portfolioId: shariahGoal,
        amountSen: ago === months ? firstDepositSen : monthlyDepositSen,
      };
    }
  }
  const withdrawalDate = tradeDateInMonth(today, months - DEMO_HISTORY.withdrawal.month, 15, calendar);
  if (withdrawalDate <= lastDate) at(withdrawalDate).withdrawal = DEMO_HISTORY.withdrawal.amountSen;
  const switchDate = tradeDateInMonth(today, months - DEMO_HISTORY.switchMonth, 10, calendar);
  if (switchDate <= lastDate) at(switchDate).switchTo = 0;
  return [...events.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The Shariah investor (DEMO_SHARIAH_PORTFOLIO) and its goal, when it joins the history: an active client whose
 * goal is open and who has no transaction yet (a data folder seeded before it existed leaves it without history).
 */
async function shariahInvestor(db: Db): Promise<{ clientId: number; goalId: number } | null> {
  const [client] = await db.select().from(clients).where(eq(clients.emailAddress, DEMO_SHARIAH_PORTFOLIO.email));
  if (!client || !isActiveStatus(client.status)) return null;
  const [goal] = await db
    .select({ id: portfolios.id })
    .from(portfolios)
    .where(and(eq(portfolios.clientId, client.clientId), eq(portfolios.goalName, DEMO_SHARIAH_PORTFOLIO.goalName)));
  if (!goal) return null;
  const [anyTransaction] = await db
    .select({ id: clientTransactions.id })
    .from(clientTransactions)
    .where(eq(clientTransactions.clientId, client.clientId))
    .limit(1);
  return anyTransaction ? null : { clientId: client.clientId, goalId: goal.id };
}

/**
 * Seeds the history once, on a first start: only while the demo client has no transaction at all (a restart, or
 * a tester who has already moved money, leaves everything as it is) and no day has been valued yet. Answers what
 * it did.
 */
export async function seedDemoHistory(db: Db, options: DemoHistoryOptions): Promise<DemoHistoryReport> {
  const none: DemoHistoryReport = { seeded: false, deposits: 0, tradeDates: 0, valuedThrough: null };
  const now = options.now ?? new Date();
  const [client] = await db.select().from(clients).where(eq(clients.emailAddress, DEMO_PORTFOLIOS.email));
  if (!client || !isActiveStatus(client.status) || options.years === 0) return none;
  const [anyTransaction] = await db
    .select({ id: clientTransactions.id })
    .from(clientTransactions)
    .where(eq(clientTransactions.clientId, client.clientId))
    .limit(1);
  if (anyTransaction) return none;
  // Back-dated journals are valued only by valuing every day after them again, for every portfolio: on an
  // installation that has valued days already (an upgrade), the history is not worth that; it is for first starts.
  if ((await lastValuedDate(db)) !== null) return none;
  const goals = await db
    .select({ id: portfolios.id, goalName: portfolios.goalName, riskLevel: portfolios.riskLevel })
    .from(portfolios)
    .where(eq(portfolios.clientId, client.clientId))
    .orderBy(asc(portfolios.id));
  const firstGoal = goals.find((g) => g.goalName === DEMO_PORTFOLIOS.first) ?? goals[0];
  if (!firstGoal) return none;
  const secondGoal = goals.find((g) => g.goalName === DEMO_PORTFOLIOS.second.goalName) ?? null;
  const shariah = await shariahInvestor(db);

  // History up to the last trade date whose run is due by now; the scheduled run (main.ts) carries on from there.
  // Trade dates by the calendar staff keep (cut-off, exchange holidays), as the scheduled run reckons them.
  const calendar = await loadTradeCalendar(db);
  const lastDate = tradeDateOfScheduledRun(now, calendar);
  const today = lastDate;
  await syncMarketData(db, options.marketData, lastDate);
  const events = historyEvents(
    today,
    firstGoal.id,
    secondGoal?.id ?? null,
    shariah?.goalId ?? null,
    lastDate,
    options.years ?? DEMO_HISTORY.years,
    calendar,
  );
  if (events.length === 0) return none;

  // The goals were opened when the history starts (statements list a goal from the month it was opened).
  const opened = morningOf(events[0]!.date);
  const clientIds = shariah ? [client.clientId, shariah.clientId] : [client.clientId];
  await db.update(portfolios).set({ createdAt: opened }).where(inArray(portfolios.clientId, clientIds));
  for (const id of clientIds) await onboardBefore(db, id, opened);
  await declareDemoDividends(db, events[0]!.date, lastDate);

  const cap = await newPortfolioMaxRiskLevel(db, client.clientId);
  const payer = await depositPayer(db, client.clientId);
  const shariahPayer = shariah ? await depositPayer(db, shariah.clientId) : null;
  let deposits = 0;
  let shariahDeposits = 0;
  const ms = { valuation: 0, tradeRuns: 0, total: 0 };
  const started = performance.now();
  let played = 0;
  for (const event of events) {
    // Stopped mid-way (a shutdown while it seeds behind a serving server): the dates played so far stand, each
    // complete; the days after them are valued by the next start's catch-up like any missed days.
    if (options.shouldStop?.()) break;
    // The days before are valued first, as the daily runs would have: the fee step collects a month only once
    // its last trading day is valued.
    let t = performance.now();
    await valueDaysThrough(db, precedingTradeDate(event.date), options.shouldStop);
    if (options.shouldStop?.()) break;
    ms.valuation += performance.now() - t;
    const since = await databaseClock(db);
    if (event.deposits.length > 0) {
      // Paid online from the client's bank that morning, before the date's cut-off: the date's run invests them
      // (docs/money.md "Trade dates").
      await db.transaction((tx) =>
        settleHistoryDeposits(tx, payer, event.deposits, {
          date: event.date,
          paidAt: morningOf(event.date),
          serial: deposits,
        }),
      );
      deposits += event.deposits.length;
    }
    if (event.shariahDeposit && shariahPayer) {
      const deposit = event.shariahDeposit;
      await db.transaction((tx) =>
        settleHistoryDeposits(tx, shariahPayer, [deposit], {
          date: event.date,
          paidAt: morningOf(event.date),
          serial: SHARIAH_SERIAL_BASE + shariahDeposits,
        }),
      );
      shariahDeposits += 1;
    }
    let withdrawalId: number | null = null;
    if (event.withdrawal !== undefined) {
      const [goal] = await db.select({ guid: portfolios.guid }).from(portfolios).where(eq(portfolios.id, firstGoal.id));
      withdrawalId = await db.transaction(async (tx) => {
        const { row } = await reserveWithdrawal(tx, {
          client,
          ask: { portfolioId: goal!.guid, amount: event.withdrawal! },
          tradeDate: event.date,
          actor: 'seed',
        });
        return row.id;
      });
    }
    if (event.switchTo !== undefined) {
      const [goal] = await db
        .select({ guid: portfolios.guid, riskLevel: portfolios.riskLevel })
        .from(portfolios)
        .where(eq(portfolios.id, firstGoal.id));
      // One level more cautious, or one more adventurous when already the most cautious (never above the cap).
      const to = goal!.riskLevel > 1 ? goal!.riskLevel - 1 : Math.min(goal!.riskLevel + 1, cap);
      if (to !== goal!.riskLevel) {
        await requestSwitch(db, client, { riskLevel: to, portfolio: goal!.guid }, event.date);
      }
    }
    // Distributions paid since the last event reach the goals that morning, before the cut-off: invested at once.
    await payDueDividends(db, event.date, { postedAt: morningOf(event.date) });
    await backdate(db, clientIds, since, morningOf(event.date));

    const afterRequests = await databaseClock(db);
    t = performance.now();
    await breathe();
    await runTradeDate(db, event.date, options.steps);
    ms.tradeRuns += performance.now() - t;
    if (withdrawalId !== null) {
      // The bank paid it the same evening (staff mark payouts paid from the bank's file in production).
      await db.transaction(async (tx) => {
        const w = await lockWithdrawal(tx, withdrawalId);
        if (w?.status === 'PROCESSING')
          await markPaid(tx, w, `DEMO-${event.date}`, eveningOf(event.date), { actor: 'seed' });
      });
    }
    await backdate(db, clientIds, afterRequests, eveningOf(event.date));
    played += 1;
  }
  const valued =
    played === events.length
      ? await valueDaysThrough(db, lastDate, options.shouldStop)
      : { through: events[played - 1]?.date ?? null };
  ms.total = performance.now() - started;
  return {
    ms: { valuation: Math.round(ms.valuation), tradeRuns: Math.round(ms.tradeRuns), total: Math.round(ms.total) },
    seeded: true,
    deposits,
    shariahDeposits,
    tradeDates: played,
    valuedThrough: valued.through ?? events[played - 1]?.date ?? null,
  };
}
