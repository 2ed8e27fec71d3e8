import { and, asc, eq, gt, notInArray } from 'drizzle-orm';
import { BLOCKED_STATUSES, ClientStatus } from '@harta/contracts/client-status';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { ledgerAccounts } from '../../db/schema/ledger';
import { portfolios } from '../../db/schema/portfolios';
import { accountKey } from '../ledger/account-kinds';
import { recordTransaction } from '../transactions/transaction-log';
import { loadTradeContext, PricesMissingError, type TradeContext } from './trade-context';
import { buyModelWeights } from './trade-engine';
import type { TradeStep } from './trade-run';

/** Portfolios read per batch; each is still invested in its own transaction. */
const BATCH = 500;

export interface InvestStepOptions {
  /**
   * Portfolios invested at once. Each is its own transaction, so on PostgreSQL several use the pool's connections
   * in parallel; on the embedded engine transactions run one at a time whatever this says.
   */
  concurrency?: number;
  /** Where a portfolio that could not be invested is reported (the run then fails and is retried). */
  onError?: (portfolioId: number, error: unknown) => void;
}

/** The journal and trade key of a portfolio's investment on a date: one investment per portfolio and date. */
export const investKey = (tradeDate: string, portfolioId: number) => `invest:${tradeDate}:${portfolioId}`;

/**
 * The invest step (docs/money.md "Invest"): every portfolio with settled CLIENT_CASH, of an active client, buys
 * its model weights at the date's closes with all of it; the remainder of the rounding stays cash. Each portfolio
 * is one database transaction: the buy (orders, fills, journal `invest:<date>:<portfolioId>`) and the client's
 * INVESTMENT row commit together, so a crash leaves each portfolio either invested or untouched, and running the
 * step again invests only the untouched ones (an invested one finds its key and moves nothing).
 *
 * Clients who are not active (DRAFT, PENDING, REJECT, CLOSE, SUSPEND) are left alone: their cash does not move.
 */
export function investTradeStep(options: InvestStepOptions = {}): TradeStep {
  const concurrency = Math.max(1, options.concurrency ?? 4);
  return {
    name: 'invest',
    async run(db, tradeDate) {
      const context = await loadTradeContext(db, tradeDate);
      let invested = 0;
      let spentSen = 0n;
      const failures: number[] = [];
      let after = 0;
      for (;;) {
        const batch = await portfoliosWithCash(db, after);
        if (batch.length === 0) break;
        after = batch[batch.length - 1]!;
        await eachConcurrently(batch, concurrency, async (portfolioId) => {
          try {
            const spent = await investPortfolio(db, portfolioId, context);
            if (spent > 0n) {
              invested += 1;
              spentSen += spent;
            }
          } catch (error) {
            // Missing prices stop the whole step: no portfolio can trade today.
            if (error instanceof PricesMissingError) throw error;
            failures.push(portfolioId);
            options.onError?.(portfolioId, error);
          }
        });
      }
      if (failures.length > 0) {
        throw new Error(`invest ${tradeDate}: ${failures.length} portfolio(s) failed (${failures.slice(0, 10).join(', ')})`);
      }
      return { invested, spentSen: spentSen.toString() };
    },
  };
}

/** Ids of active clients' portfolios with cash, after `after`, ascending. */
async function portfoliosWithCash(db: Db, after: number): Promise<number[]> {
  const rows = await db
    .select({ id: portfolios.id })
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
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/** Invests one portfolio's whole cash balance; answers the sen spent (0 when already invested or too little). */
export async function investPortfolio(db: Db, portfolioId: number, context: TradeContext): Promise<bigint> {
  return db.transaction(async (tx) => {
    // The cash account locked: a deposit or withdrawal journal on it waits until this buy commits.
    const [account] = await tx
      .select({ balance: ledgerAccounts.balance, clientId: portfolios.clientId })
      .from(ledgerAccounts)
      .innerJoin(portfolios, eq(portfolios.id, ledgerAccounts.portfolioId))
      .where(eq(ledgerAccounts.key, accountKey({ kind: 'CLIENT_CASH', portfolioId })))
      .for('update', { of: ledgerAccounts });
    if (!account || account.balance <= 0n) return 0n;
    const key = investKey(context.tradeDate, portfolioId);
    const buy = await buyModelWeights(
      tx,
      { portfolioId, tradeDate: context.tradeDate, cashSen: account.balance, idempotencyKey: key },
      context,
    );
    if (buy.replayed || buy.fills.length === 0) return 0n;
    await recordTransaction(tx, {
      clientId: account.clientId,
      portfolioId,
      type: 'INVESTMENT',
      status: 'COMPLETED',
      amountSen: buy.spentSen,
      sourceType: 'trade',
      sourceId: key,
      description: `Invested at the closing prices of ${context.tradeDate}`,
      details: {
        tradeDate: context.tradeDate,
        fills: buy.fills.map((f) => ({
          ticker: f.ticker,
          units: f.units.toString(),
          price: f.price,
          currency: f.currency,
          fxRate: f.fxRate,
          amountSen: f.amountSen.toString(),
        })),
      },
    });
    return buy.spentSen;
  });
}

/** Runs `work` over the items, at most `limit` at a time; the first error stops new work and is thrown. */
async function eachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  let failed: unknown;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && failed === undefined) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failed ??= error;
      }
    }
  });
  await Promise.all(lanes);
  if (failed !== undefined) throw failed;
}
