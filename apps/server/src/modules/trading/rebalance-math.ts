import {
  buyFill,
  planBuy,
  planSell,
  sellAllFill,
  sellFill,
  splitProRata,
  valueSen,
  type FillPlan,
  type Holding,
  type PricedAsset,
  type Weighted,
} from './trade-math';

/**
 * Trades that steer a portfolio toward its model (docs/money.md "Rebalancing"), pure and exact, with the rounding
 * rules of trade-math.ts (buys round units down, sells round up and never above what is held).
 *
 * A position's target is its model weight of the portfolio's value (units at the closes plus cash), rounded down
 * to the sen; an asset the model does not hold has target 0. Underweight = below target, overweight = above.
 */

/** A sale smaller than this is not worth its order (except a whole holding the model no longer has). */
export const MIN_REBALANCE_SELL_SEN = 100n;

interface Position {
  asset: PricedAsset;
  units: bigint;
  valueSen: bigint;
  weightBps: number;
}

/** Holdings and model merged by ticker (ticker order, so plans are deterministic). */
function positions(holdings: readonly Holding[], model: readonly Weighted[]): Position[] {
  const byTicker = new Map<string, Position>();
  for (const h of holdings) {
    if (h.units <= 0n) continue;
    byTicker.set(h.ticker, { asset: h, units: h.units, valueSen: valueSen(h, h.units), weightBps: 0 });
  }
  for (const m of model) {
    if (m.weightBps <= 0) continue;
    const held = byTicker.get(m.ticker);
    if (held) held.weightBps = m.weightBps;
    else byTicker.set(m.ticker, { asset: m, units: 0n, valueSen: 0n, weightBps: m.weightBps });
  }
  return [...byTicker.values()].sort((a, b) => (a.asset.ticker < b.asset.ticker ? -1 : 1));
}

const targetOf = (totalSen: bigint, weightBps: number) => (totalSen * BigInt(weightBps)) / 10_000n;

/**
 * Invests `cashSen` toward the model: the underweight positions are bought first, in proportion to how far each
 * is below its target (so a deposit repairs drift without selling anything); cash beyond every gap is split by the
 * model weights. With no units held this is exactly `planBuy` (the model weights).
 */
export function planBuyTowardModel(
  cashSen: bigint,
  holdings: readonly Holding[],
  model: readonly Weighted[],
): FillPlan[] {
  if (cashSen <= 0n) return [];
  if (!holdings.some((h) => h.units > 0n)) return planBuy(cashSen, model);
  const all = positions(holdings, model);
  const total = all.reduce((sum, p) => sum + p.valueSen, cashSen);
  const buyable = all.filter((p) => p.weightBps > 0);
  const gaps = buyable.map((p) => {
    const gap = targetOf(total, p.weightBps) - p.valueSen;
    return gap > 0n ? gap : 0n;
  });
  const gapTotal = gaps.reduce((a, b) => a + b, 0n);
  const shares =
    gapTotal >= cashSen
      ? splitProRata(cashSen, gaps)
      : gaps.map((gap, i) => gap + ((cashSen - gapTotal) * BigInt(buyable[i]!.weightBps)) / 10_000n);
  const fills: FillPlan[] = [];
  buyable.forEach((p, i) => {
    const fill = buyFill(p.asset, shares[i]!);
    if (fill) fills.push(fill);
  });
  return fills;
}

/**
 * Raises `amountSen` by selling the overweight first: the amount is split over the positions in proportion to how
 * far each would stand above its target once the amount is gone (targets on the value left), so a withdrawal from
 * a drifted portfolio brings it back toward the model. From a portfolio on its model this is the plain pro rata
 * sale. 'ALL', or an amount at or above the holdings' value, sells everything (as `planSell`).
 */
export function planSellOverweightFirst(
  amountSen: bigint | 'ALL',
  holdings: readonly Holding[],
  model: readonly { ticker: string; weightBps: number }[],
): FillPlan[] {
  const held = holdings.filter((h) => h.units > 0n);
  const total = held.reduce((sum, h) => sum + valueSen(h, h.units), 0n);
  if (amountSen === 'ALL' || amountSen >= total || model.length === 0) return planSell(amountSen, held);
  if (amountSen <= 0n) return [];
  const weightOf = new Map(model.map((m) => [m.ticker, m.weightBps]));
  const left = total - amountSen;
  const excess = held.map((h) => {
    const over = valueSen(h, h.units) - targetOf(left, weightOf.get(h.ticker) ?? 0);
    return over > 0n ? over : 0n;
  });
  // The excesses add up to at least the amount (the targets add up to at most what is left), so each share is at
  // most its excess, hence at most the holding's value.
  const shares = splitProRata(amountSen, excess);
  const fills: FillPlan[] = [];
  held.forEach((h, i) => {
    const fill = sellFill(h, shares[i]!);
    if (fill) fills.push(fill);
  });
  return fills;
}

export interface RebalancePlan {
  sells: FillPlan[];
  buys: FillPlan[];
}

/**
 * A full rebalance into the model: every overweight position sells down to its target (a holding the model does
 * not have is sold whole; an excess under MIN_REBALANCE_SELL_SEN is left alone), then the cash and the proceeds buy
 * the underweight positions (`planBuyTowardModel` on what is held after the sales).
 */
export function planRebalance(
  cashSen: bigint,
  holdings: readonly Holding[],
  model: readonly Weighted[],
): RebalancePlan {
  const all = positions(holdings, model);
  const total = all.reduce((sum, p) => sum + p.valueSen, cashSen > 0n ? cashSen : 0n);
  const sells: FillPlan[] = [];
  const after: Holding[] = [];
  for (const p of all) {
    if (p.units === 0n) continue;
    const holding: Holding = { ...p.asset, units: p.units };
    const target = targetOf(total, p.weightBps);
    const excess = p.valueSen - target;
    const fill =
      p.weightBps === 0 ? sellAllFill(holding) : excess >= MIN_REBALANCE_SELL_SEN ? sellFill(holding, excess) : null;
    if (fill) sells.push(fill);
    const units = p.units - (fill?.units ?? 0n);
    if (units > 0n) after.push({ ...p.asset, units });
  }
  const available = (cashSen > 0n ? cashSen : 0n) + sells.reduce((sum, f) => sum + f.amountSen, 0n);
  const buys = planBuyTowardModel(available, after, model);
  return { sells, buys };
}

/**
 * The largest distance of any position's weight from its model weight, in basis points of the portfolio's value
 * (units plus cash); 0 for an empty portfolio. The same measure as the drift query of rebalance-step.ts.
 */
export function maxDriftBps(cashSen: bigint, holdings: readonly Holding[], model: readonly Weighted[]): number {
  const all = positions(holdings, model);
  const total = all.reduce((sum, p) => sum + p.valueSen, cashSen > 0n ? cashSen : 0n);
  if (total === 0n) return 0;
  let max = 0;
  for (const p of all) {
    const weight = Number((p.valueSen * 10_000n) / total);
    max = Math.max(max, Math.abs(weight - p.weightBps));
  }
  return max;
}
