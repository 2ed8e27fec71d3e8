import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { columnRows } from '../../db/column-rows';
import type { Db } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema/ledger';
import { portfolios } from '../../db/schema/portfolios';
import { tradeFills, tradeOrders } from '../../db/schema/trading';
import type { AccountRef } from '../ledger/account-kinds';
import type { PostingInput } from '../ledger/journal-content';
import { postJournal } from '../ledger/post-journal';
import { postJournals } from '../ledger/post-journals';
import type { IsoDate } from '../../providers/market-data/market-data-provider';
import { loadTradeContext, modelKey, pricedAsset, type ModelRef, type TradeContext } from './trade-context';
import { planBuyTowardModel, planRebalance, planSellOverweightFirst } from './rebalance-math';
import { Dec, planSell, type FillPlan, type Holding, type Weighted } from './trade-math';

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
    .select({ riskLevel: portfolios.riskLevel, shariah: portfolios.shariah })
    .from(portfolios)
    .where(eq(portfolios.id, args.portfolioId));
  if (!portfolio) throw new Error(`portfolio ${args.portfolioId} does not exist`);
  const trade = planBuyTrade(args, portfolio, ctx);
  if (!trade) return { spentSen: 0n, fills: [], replayed: false };
  return record(tx, trade, (fills, replayed) => ({ spentSen: total(fills), fills, replayed }));
}

/**
 * Sells units pro rata by value at the trade date's closes to raise `amountSen` (the proceeds cover it; see
 * trade-math.ts), or all units with 'ALL'; the proceeds are credited to the portfolio's CLIENT_CASH.
 */
export async function sellProRata(tx: Db, args: SellArgs, context?: TradeContext): Promise<SellResult> {
  return sellWith(tx, args, context, (holdings) => planSell(args.amountSen, holdings));
}

/**
 * Like `sellProRata`, but the overweight positions are sold first (rebalance-math.ts `planSellOverweightFirst`):
 * a withdrawal or transfer out of a drifted portfolio brings it back toward its model. From a portfolio on its
 * model it sells exactly pro rata; 'ALL' sells everything.
 */
export async function sellOverweightFirst(tx: Db, args: SellArgs, context?: TradeContext): Promise<SellResult> {
  return sellWith(tx, args, context, async (holdings, ctx) => {
    const [portfolio] = await tx
      .select({ riskLevel: portfolios.riskLevel, shariah: portfolios.shariah })
      .from(portfolios)
      .where(eq(portfolios.id, args.portfolioId));
    if (!portfolio) throw new Error(`portfolio ${args.portfolioId} does not exist`);
    // Weights only: a model asset not held needs no close to count as underweight.
    const model = ctx.models.get(modelKey(portfolio.riskLevel, portfolio.shariah)) ?? [];
    return planSellOverweightFirst(args.amountSen, holdings, model);
  });
}

async function sellWith(
  tx: Db,
  args: SellArgs,
  context: TradeContext | undefined,
  planner: (holdings: Holding[], context: TradeContext) => FillPlan[] | Promise<FillPlan[]>,
): Promise<SellResult> {
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
  const holdings = pricedHoldings(ctx, held);
  const plan = await planner(holdings, ctx);
  if (plan.length === 0) return { proceedsSen: 0n, fills: [], replayed: false };

  const trade = sellTrade(args, plan);
  return record(tx, trade, (fills, replayed) => ({
    proceedsSen: total(fills),
    fills,
    replayed,
  }));
}

/** Units held (ticker, micro-units) priced at the context's closes, in ticker order. */
export function pricedHoldings(
  context: TradeContext,
  held: readonly { ticker: string | null; units: bigint }[],
): Holding[] {
  return held
    .filter((h) => h.ticker !== null && h.units > 0n)
    .map((h) => ({ ...pricedAsset(context, h.ticker!), units: h.units }))
    .sort((a, b) => (a.ticker < b.ticker ? -1 : 1));
}

/**
 * The model of a risk level (its Shariah one with `shariah`) priced at the context's closes (PricesMissingError
 * when a close is missing).
 */
export function modelOf(context: TradeContext, riskLevel: number, shariah = false): Weighted[] {
  return (context.models.get(modelKey(riskLevel, shariah)) ?? []).map((w) => ({
    ...pricedAsset(context, w.ticker),
    weightBps: w.weightBps,
  }));
}

/** A trade ready to record: its plan and its journal's postings. */
export interface PlannedTrade {
  portfolioId: number;
  tradeDate: IsoDate;
  idempotencyKey: string;
  side: 'BUY' | 'SELL';
  plan: readonly FillPlan[];
  postings: PostingInput[];
}

/**
 * Plans a buy of `model` (a risk level's conventional or Shariah model) with `cashSen` (see trade-math.ts); null when the cash buys nothing.
 * With `holdings` (what the portfolio already holds, priced) the underweight positions are bought first
 * (rebalance-math.ts `planBuyTowardModel`); without, or with none, the cash is split by the model weights.
 * Throws PricesMissingError when the context lacks a close the model needs.
 */
export function planBuyTrade(
  args: { portfolioId: number; tradeDate: IsoDate; cashSen: bigint; idempotencyKey: string },
  model: ModelRef,
  context: TradeContext,
  holdings: readonly Holding[] = [],
): PlannedTrade | null {
  const plan = planBuyTowardModel(args.cashSen, holdings, modelOf(context, model.riskLevel, model.shariah));
  return plan.length === 0 ? null : buyTrade(args, plan);
}

/**
 * Plans a full rebalance into `model` (rebalance-math.ts `planRebalance`): a sell trade keyed
 * `<keyPrefix>:sell` and a buy trade keyed `<keyPrefix>:buy`, either left out when it trades nothing. Record them
 * in that order: the buy spends the sale's proceeds.
 */
export function planRebalanceTrades(
  args: { portfolioId: number; tradeDate: IsoDate; cashSen: bigint; keyPrefix: string },
  holdings: readonly Holding[],
  model: ModelRef,
  context: TradeContext,
): PlannedTrade[] {
  const { sells, buys } = planRebalance(args.cashSen, holdings, modelOf(context, model.riskLevel, model.shariah));
  const base = { portfolioId: args.portfolioId, tradeDate: args.tradeDate };
  const trades: PlannedTrade[] = [];
  if (sells.length > 0)
    trades.push(sellTrade({ ...base, amountSen: 0n, idempotencyKey: `${args.keyPrefix}:sell` }, sells));
  if (buys.length > 0) trades.push(buyTrade({ ...base, cashSen: 0n, idempotencyKey: `${args.keyPrefix}:buy` }, buys));
  return trades;
}

function buyTrade(
  args: { portfolioId: number; tradeDate: IsoDate; cashSen: bigint; idempotencyKey: string },
  plan: readonly FillPlan[],
): PlannedTrade {
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
  return {
    portfolioId: args.portfolioId,
    tradeDate: args.tradeDate,
    idempotencyKey: args.idempotencyKey,
    side: 'BUY',
    plan,
    postings,
  };
}

function sellTrade(args: SellArgs, plan: readonly FillPlan[]): PlannedTrade {
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
  return {
    portfolioId: args.portfolioId,
    tradeDate: args.tradeDate,
    idempotencyKey: args.idempotencyKey,
    side: 'SELL',
    plan,
    postings,
  };
}

/** One trade's orders, fills and journal; a concurrent twin that got there first wins and is returned. */
async function record<T>(
  tx: Db,
  trade: PlannedTrade,
  result: (fills: TradeFill[], replayed: boolean) => T,
): Promise<T> {
  const recorded = await recordTrades(tx, [trade]);
  if (recorded === 0) return result(await recordedFills(tx, trade.idempotencyKey), true);
  return result(fillsOf(trade), false);
}

/**
 * Records several trades in the caller's transaction: all orders in one statement, all fills in one, all
 * journals through the ledger's batch poster. Answers how many were recorded; 0 when a trade's key already had
 * orders (a concurrent twin committed first: then nothing of this call is written, and a batch caller must not
 * have let that happen: the invest step holds the portfolios' cash accounts locked and skips traded keys).
 */
export async function recordTrades(tx: Db, trades: readonly PlannedTrade[]): Promise<number> {
  if (trades.length === 0) return 0;
  // One array per column (db/column-rows.ts): a chunk's orders and fills are hundreds of rows each.
  const planned = trades.flatMap((t) => t.plan.map((f) => ({ trade: t, fill: f })));
  const orders = await queryRows<{ id: string; trade_key: string; ticker: string }>(
    tx,
    sql`insert into ${tradeOrders} (trade_key, portfolio_id, trade_date, side, ticker, target_sen) ${columnRows([
      { type: 'text', values: planned.map((p) => p.trade.idempotencyKey) },
      { type: 'integer', values: planned.map((p) => p.trade.portfolioId) },
      { type: 'date', values: planned.map((p) => p.trade.tradeDate) },
      { type: 'text', values: planned.map((p) => p.trade.side) },
      { type: 'text', values: planned.map((p) => p.fill.ticker) },
      { type: 'bigint', values: planned.map((p) => p.fill.targetSen) },
    ])} on conflict do nothing returning id::text as id, trade_key, ticker`,
  );
  if (orders.length < planned.length) {
    if (trades.length > 1) throw new Error('a trade key of this batch was traded concurrently');
    return 0;
  }
  const orderOf = new Map(orders.map((o) => [`${o.trade_key}\u0000${o.ticker}`, o.id]));
  await tx.execute(
    sql`insert into ${tradeFills} (order_id, units, price, currency, fx_rate, gross_amount, amount_sen) ${columnRows([
      { type: 'bigint', values: planned.map((p) => orderOf.get(`${p.trade.idempotencyKey}\u0000${p.fill.ticker}`)!) },
      { type: 'bigint', values: planned.map((p) => p.fill.units) },
      { type: 'numeric', values: planned.map((p) => p.fill.price) },
      { type: 'text', values: planned.map((p) => p.fill.currency) },
      { type: 'numeric', values: planned.map((p) => p.fill.fxRate) },
      { type: 'numeric', values: planned.map((p) => p.fill.grossAmount) },
      { type: 'bigint', values: planned.map((p) => p.fill.amountSen) },
    ])}`,
  );
  const journals = trades.map((t) => ({
    idempotencyKey: t.idempotencyKey,
    kind: t.side,
    memo: `${t.side === 'BUY' ? 'buy' : 'sell'} at the closes of ${t.tradeDate}`,
    effectiveDate: t.tradeDate,
    postings: t.postings,
  }));
  if (journals.length === 1) await postJournal(tx, journals[0]!);
  else await postJournals(tx, journals);
  return trades.length;
}

/** The fills a planned trade makes, as a caller sees them. */
export function fillsOf(trade: PlannedTrade): TradeFill[] {
  return trade.plan.map((f) => ({
    ticker: f.ticker,
    side: trade.side,
    units: f.units,
    price: f.price,
    currency: f.currency,
    fxRate: f.fxRate,
    grossAmount: f.grossAmount,
    amountSen: f.amountSen,
  }));
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

async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
