import { and, asc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import { BLOCKED_STATUSES, ClientStatus } from '@harta/contracts/client-status';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { ledgerAccounts } from '../../db/schema/ledger';
import { portfolios } from '../../db/schema/portfolios';
import { tradeOrders } from '../../db/schema/trading';
import { recordTransactions, type NewClientTransaction } from '../transactions/transaction-log';
import { cashCreditedSince } from './cash-after-cutoff';
import { cutoffOf } from './trade-calendar';
import { loadTradeCalendar } from './trade-calendar-settings';
import { loadTradeContext, type TradeContext } from './trade-context';
import { fillsOf, planBuyTrade, pricedHoldings, recordTrades, type PlannedTrade } from './trade-engine';
import { lockCashAccounts } from './locked-cash-accounts';
import { failedPortfoliosError, workInChunks } from './portfolio-chunks';
import type { TradeStep } from './trade-run';

/** Portfolios read per query of the ones with cash. */
const PAGE = 1_000;
/** Portfolios invested per database transaction, by default. */
const CHUNK = 100;

export interface InvestStepOptions {
  /**
   * Chunks invested at once. Each is its own transaction, so on PostgreSQL several use the pool's connections in
   * parallel; on the embedded engine transactions run one at a time whatever this says.
   */
  concurrency?: number;
  /** Portfolios per database transaction (default 100). */
  chunkSize?: number;
  /** Where a portfolio that could not be invested is reported (the run then fails and is retried). */
  onError?: (portfolioId: number, error: unknown) => void;
}

/** The journal and trade key of a portfolio's investment on a date: one investment per portfolio and date. */
export const investKey = (tradeDate: string, portfolioId: number) => `invest:${tradeDate}:${portfolioId}`;

/**
 * The invest step (docs/money.md "Invest"): every portfolio with settled CLIENT_CASH, of an active client, buys
 * toward its model at the date's closes with the cash that settled before the date's cut-off (docs/money.md "Trade
 * dates"; what came at or after it waits for the next trade date) (the underweight positions first, so the cash repairs drift;
 * a portfolio without units buys the model weights); the remainder of the rounding stays cash. Portfolios are
 * invested a chunk at a time, each chunk one database transaction holding its portfolios' cash accounts locked:
 * every buy (orders, fills, journal `invest:<date>:<portfolioId>`) and the client's INVESTMENT row commit
 * together, so a crash leaves each portfolio either invested or untouched, and running the step again invests
 * only the untouched ones (an invested one finds its key and moves nothing). A chunk that fails is retried one
 * portfolio at a time, so one bad portfolio holds up only itself.
 *
 * Clients who are not active (DRAFT, PENDING, REJECT, CLOSE, SUSPEND) are left alone: their cash does not move.
 */
export function investTradeStep(options: InvestStepOptions = {}): TradeStep {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const chunkSize = Math.max(1, options.chunkSize ?? CHUNK);
  return {
    name: 'invest',
    async run(db, tradeDate) {
      const context = await loadTradeContext(db, tradeDate);
      const cutoff = cutoffOf(tradeDate, await loadTradeCalendar(db));
      let invested = 0;
      let spentSen = 0n;
      let waitingSen = 0n;
      const failures: number[] = [];
      const chunkOptions = { chunkSize, concurrency, onError: options.onError };
      let after = 0;
      for (;;) {
        const page = await portfoliosWithCash(db, after);
        if (page.length === 0) break;
        after = page[page.length - 1]!;
        const failed = await workInChunks(page, chunkOptions, async (chunk) => {
          const done = await investPortfolios(db, chunk, context, cutoff);
          invested += done.invested;
          spentSen += done.spentSen;
          waitingSen += done.waitingSen;
        });
        failures.push(...failed);
      }
      if (failures.length > 0) throw failedPortfoliosError('invest', tradeDate, failures);
      return { invested, spentSen: spentSen.toString(), waitingSen: waitingSen.toString() };
    },
  };
}

/**
 * Active clients' portfolios with cash, after portfolio id `after`, ascending (at most `limit`): id and cash
 * balance. The invest step pages through them; the Trade run page's preview reads them too.
 */
export async function activeCashAccounts(
  db: Db,
  after: number,
  limit: number,
): Promise<{ id: number; balance: bigint }[]> {
  return db
    .select({ id: portfolios.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .innerJoin(portfolios, eq(portfolios.id, ledgerAccounts.portfolioId))
    .innerJoin(clients, eq(clients.clientId, portfolios.clientId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'CLIENT_CASH'),
        gt(ledgerAccounts.balance, 0n),
        gt(portfolios.id, after),
        notInArray(clients.status, [...BLOCKED_STATUSES, ClientStatus.Draft, ClientStatus.Pending]),
      ),
    )
    .orderBy(asc(portfolios.id))
    .limit(limit);
}

/** Ids of active clients' portfolios with cash, after `after`, ascending. */
async function portfoliosWithCash(db: Db, after: number): Promise<number[]> {
  return (await activeCashAccounts(db, after, PAGE)).map((r) => r.id);
}

/**
 * Invests each portfolio's cash settled before `cutoff` (the date's cut-off), in one transaction; answers how many
 * were invested, the sen spent and the sen that settled too late and waits (a portfolio already invested on the
 * date, or whose cash buys nothing, is skipped).
 */
export async function investPortfolios(
  db: Db,
  portfolioIds: readonly number[],
  context: TradeContext,
  cutoff: Date,
): Promise<{ invested: number; spentSen: bigint; waitingSen: bigint }> {
  const keys = portfolioIds.map((id) => investKey(context.tradeDate, id));
  return db.transaction(async (tx) => {
    const accounts = await lockCashAccounts(tx, portfolioIds);
    // Read under the cash accounts' locks: no credit can land between this sum and the buy.
    const late = await cashCreditedSince(tx, portfolioIds, context.tradeDate, cutoff);
    let waitingSen = 0n;
    const traded = new Set(
      (
        await tx
          .selectDistinct({ key: tradeOrders.tradeKey })
          .from(tradeOrders)
          .where(inArray(tradeOrders.tradeKey, keys))
      ).map((r) => r.key),
    );
    const held = await unitsHeld(tx, portfolioIds);
    const trades: (PlannedTrade & { clientId: number })[] = [];
    for (const account of accounts) {
      const idempotencyKey = investKey(context.tradeDate, account.portfolioId);
      if (account.balance <= 0n || traded.has(idempotencyKey)) continue;
      const lateSen = late.get(account.portfolioId) ?? 0n;
      const cashSen = account.balance > lateSen ? account.balance - lateSen : 0n;
      waitingSen += account.balance - cashSen;
      if (cashSen === 0n) continue;
      // Toward the model: the cash buys the underweight positions first (docs/money.md "Rebalancing").
      const trade = planBuyTrade(
        { portfolioId: account.portfolioId, tradeDate: context.tradeDate, cashSen, idempotencyKey },
        account,
        context,
        pricedHoldings(context, held.get(account.portfolioId) ?? []),
      );
      if (trade) trades.push({ ...trade, clientId: account.clientId });
    }
    await recordTrades(tx, trades);
    await recordTransactions(
      tx,
      trades.map((trade) => investmentRow(trade)),
    );
    return { invested: trades.length, spentSen: trades.reduce((sum, t) => sum + spent(t), 0n), waitingSen };
  });
}

/** The units each of the portfolios holds, in one query: portfolio id -> (ticker, micro-units). */
export async function unitsHeld(
  db: Db,
  portfolioIds: readonly number[],
): Promise<Map<number, { ticker: string | null; units: bigint }[]>> {
  const byPortfolio = new Map<number, { ticker: string | null; units: bigint }[]>();
  if (portfolioIds.length === 0) return byPortfolio;
  const rows = await db
    .select({ portfolioId: ledgerAccounts.portfolioId, ticker: ledgerAccounts.asset, units: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'CLIENT_UNITS'),
        inArray(ledgerAccounts.portfolioId, [...portfolioIds]),
        gt(ledgerAccounts.balance, 0n),
      ),
    );
  for (const row of rows) {
    const list = byPortfolio.get(row.portfolioId!) ?? [];
    list.push({ ticker: row.ticker, units: row.units });
    byPortfolio.set(row.portfolioId!, list);
  }
  return byPortfolio;
}

function spent(trade: PlannedTrade): bigint {
  return trade.plan.reduce((sum, f) => sum + f.amountSen, 0n);
}

/** What the client sees of an investment: the amount and, in the details, each fill. */
function investmentRow(trade: PlannedTrade & { clientId: number }): NewClientTransaction {
  return {
    clientId: trade.clientId,
    portfolioId: trade.portfolioId,
    type: 'INVESTMENT',
    status: 'COMPLETED',
    amountSen: spent(trade),
    sourceType: 'trade',
    sourceId: trade.idempotencyKey,
    description: { kind: 'INVESTED', tradeDate: trade.tradeDate },
    details: {
      tradeDate: trade.tradeDate,
      fills: fillsOf(trade).map((f) => ({
        ticker: f.ticker,
        units: f.units.toString(),
        price: f.price,
        currency: f.currency,
        fxRate: f.fxRate,
        amountSen: f.amountSen.toString(),
      })),
    },
  };
}
