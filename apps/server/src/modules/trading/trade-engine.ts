import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema/ledger';
import { portfolios } from '../../db/schema/portfolios';
import { tradeFills, tradeOrders } from '../../db/schema/trading';
import type { AccountRef } from '../ledger/account-kinds';
import type { PostingInput } from '../ledger/journal-content';
import { postJournal } from '../ledger/post-journal';
import type { IsoDate } from '../../providers/market-data/market-data-provider';
import { loadTradeContext, pricedAsset, type TradeContext } from './trade-context';
import { Dec, planBuy, planSell, type FillPlan } from './trade-math';

/**
 * The two trades every flow uses (docs/money.md "Invest", "Sell"): buy a portfolio's model weights with some of
 * its cash, and sell its units pro rata to raise an amount (or everything). Each trade, in the caller's
 * transaction: its orders and fills, and one ledger journal under the caller's idempotency key (the same key
 * names the orders). Calling again with a key that already traded returns what that trade did and moves nothing,
 * whatever the other arguments: so a step that crashed after its trade can simply run again.
 */

export interface TradeFill {
  ticker: string;
  side: 'BUY' | 'SELL';
  units: bigint;
  price: string;
  currency: string;
  fxRate: string;
  grossAmount: string;
  amountSen: bigint;
}

export interface BuyResult {
  spentSen: bigint;
  fills: TradeFill[];
  /** True when the key had traded before: nothing moved this time. */
  replayed: boolean;
}

export interface SellResult {
  proceedsSen: bigint;
  fills: TradeFill[];
  replayed: boolean;
}

export interface BuyArgs {
  portfolioId: number;
  tradeDate: IsoDate;
  /** The ringgit to invest; at most the portfolio's settled CLIENT_CASH (the ledger refuses more). */
  cashSen: bigint;
  idempotencyKey: string;
}

export interface SellArgs {
  portfolioId: number;
  tradeDate: IsoDate;
  /** The ringgit to raise, or 'ALL' to sell every unit. */
  amountSen: bigint | 'ALL';
  idempotencyKey: string;
}

const cash = (portfolioId: number): AccountRef => ({ kind: 'CLIENT_CASH', portfolioId });
const OMNIBUS: AccountRef = { kind: 'OMNIBUS_CASH' };

/** Buys the portfolio's model weights with `cashSen` at the trade date's closes; the remainder stays cash. */
export async function buyModelWeights(tx: Db, args: BuyArgs, context?: TradeContext): Promise<BuyResult> {
  const earlier = await recordedFills(tx, args.idempotencyKey);
  if (earlier.length > 0) return { spentSen: total(earlier), fills: earlier, replayed: true };

  const ctx = context ?? (await loadTradeContext(tx, args.tradeDate));
  const [portfolio] = await tx
    .select({ riskLevel: portfolios.riskLevel })
    .from(portfolios)
    .where(eq(portfolios.id, args.portfolioId));
  if (!portfolio) throw new Error(`portfolio ${args.portfolioId} does not exist`);
  const model = (ctx.models.get(portfolio.riskLevel) ?? []).map((w) => ({
    ...pricedAsset(ctx, w.ticker),
    weightBps: w.weightBps,
  }));
  const plan = planBuy(args.cashSen, model);
  if (plan.length === 0) return { spentSen: 0n, fills: [], replayed: false };

  const spentSen = plan.reduce((sum, f) => sum + f.amountSen, 0n);
  const postings: PostingInput[] = [
    { account: cash(args.portfolioId), amount: spentSen },
    { account: OMNIBUS, amount: -spentSen },
  ];
  for (const f of plan) {
    postings.push({ account: { kind: 'CUSTODY_UNITS', ticker: f.ticker }, amount: f.units });
    postings.push({
      account: { kind: 'CLIENT_UNITS', portfolioId: args.portfolioId, ticker: f.ticker },
      amount: -f.units,
    });
  }
  return record(tx, args, 'BUY', plan, postings, (fills, replayed) => ({ spentSen: total(fills), fills, replayed }));
}

/**
 * Sells units pro rata by value at the trade date's closes to raise `amountSen` (the proceeds cover it; see
 * trade-math.ts), or all units with 'ALL'; the proceeds are credited to the portfolio's CLIENT_CASH.
 */
export async function sellProRata(tx: Db, args: SellArgs, context?: TradeContext): Promise<SellResult> {
  const earlier = await recordedFills(tx, args.idempotencyKey);
  if (earlier.length > 0) return { proceedsSen: total(earlier), fills: earlier, replayed: true };

  const ctx = context ?? (await loadTradeContext(tx, args.tradeDate));
  // Locked in account-id order, the order every journal locks accounts in: the plan sees the units it sells.
  const held = await tx
    .select({ ticker: ledgerAccounts.asset, units: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, 'CLIENT_UNITS'),
        eq(ledgerAccounts.portfolioId, args.portfolioId),
        gt(ledgerAccounts.balance, 0n),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const holdings = held
    .map((h) => ({ ...pricedAsset(ctx, h.ticker), units: h.units }))
    .sort((a, b) => (a.ticker < b.ticker ? -1 : 1));
  const plan = planSell(args.amountSen, holdings);
  if (plan.length === 0) return { proceedsSen: 0n, fills: [], replayed: false };

  const proceedsSen = plan.reduce((sum, f) => sum + f.amountSen, 0n);
  const postings: PostingInput[] = [];
  for (const f of plan) {
    postings.push({
      account: { kind: 'CLIENT_UNITS', portfolioId: args.portfolioId, ticker: f.ticker },
      amount: f.units,
    });
    postings.push({ account: { kind: 'CUSTODY_UNITS', ticker: f.ticker }, amount: -f.units });
  }
  if (proceedsSen > 0n) {
    postings.push({ account: OMNIBUS, amount: proceedsSen });
    postings.push({ account: cash(args.portfolioId), amount: -proceedsSen });
  }
  return record(tx, args, 'SELL', plan, postings, (fills, replayed) => ({
    proceedsSen: total(fills),
    fills,
    replayed,
  }));
}

/** Orders, fills and the journal of one trade; a concurrent twin that got there first wins and is returned. */
async function record<T>(
  tx: Db,
  args: { portfolioId: number; tradeDate: IsoDate; idempotencyKey: string },
  side: 'BUY' | 'SELL',
  plan: readonly FillPlan[],
  postings: PostingInput[],
  result: (fills: TradeFill[], replayed: boolean) => T,
): Promise<T> {
  const orders = await tx
    .insert(tradeOrders)
    .values(
      plan.map((f) => ({
        tradeKey: args.idempotencyKey,
        portfolioId: args.portfolioId,
        tradeDate: args.tradeDate,
        side,
        ticker: f.ticker,
        targetSen: f.targetSen,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: tradeOrders.id, ticker: tradeOrders.ticker });
  if (orders.length < plan.length) {
    // Another call with this key committed first (it held the key's rows until then): report its trade.
    return result(await recordedFills(tx, args.idempotencyKey), true);
  }
  const orderOf = new Map(orders.map((o) => [o.ticker, o.id]));
  await tx.insert(tradeFills).values(
    plan.map((f) => ({
      orderId: orderOf.get(f.ticker)!,
      units: f.units,
      price: f.price,
      currency: f.currency,
      fxRate: f.fxRate,
      grossAmount: f.grossAmount,
      amountSen: f.amountSen,
    })),
  );
  await postJournal(tx, {
    idempotencyKey: args.idempotencyKey,
    kind: side,
    memo: `${side === 'BUY' ? 'buy' : 'sell'} at the closes of ${args.tradeDate}`,
    postings,
  });
  return result(
    plan.map((f) => ({
      ticker: f.ticker,
      side,
      units: f.units,
      price: f.price,
      currency: f.currency,
      fxRate: f.fxRate,
      grossAmount: f.grossAmount,
      amountSen: f.amountSen,
    })),
    false,
  );
}

/** The fills a trade key already has, by ticker. */
export async function recordedFills(db: Db, tradeKey: string): Promise<TradeFill[]> {
  const rows = await db
    .select({
      ticker: tradeOrders.ticker,
      side: tradeOrders.side,
      units: tradeFills.units,
      price: tradeFills.price,
      currency: tradeFills.currency,
      fxRate: tradeFills.fxRate,
      grossAmount: tradeFills.grossAmount,
      amountSen: tradeFills.amountSen,
    })
    .from(tradeOrders)
    .innerJoin(tradeFills, eq(tradeFills.orderId, tradeOrders.id))
    .where(eq(tradeOrders.tradeKey, tradeKey))
    .orderBy(asc(tradeOrders.ticker));
  // numeric columns answer with their full scale ('231.451200'): the plain form, as the trade computed it.
  return rows.map((r) => ({
    ...r,
    side: r.side as 'BUY' | 'SELL',
    price: plain(r.price),
    fxRate: plain(r.fxRate),
    grossAmount: plain(r.grossAmount),
  }));
}

/** '231.451200' -> '231.4512' (never an exponent). */
export function plain(decimal: string): string {
  return new Dec(decimal).toFixed();
}

function total(fills: readonly TradeFill[]): bigint {
  return fills.reduce((sum, f) => sum + f.amountSen, 0n);
}
