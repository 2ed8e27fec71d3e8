import Decimal from 'decimal.js';

/**
 * The arithmetic of a trade, pure and exact (docs/money.md "Rounding in trades"). Amounts are bigint sen,
 * units bigint micro-units (1e-6), prices and FX rates decimal strings. Every ringgit figure derived from a
 * price is rounded half-even to the sen, as the valuation does.
 *
 * Buy: the cash is split by the model weights (each share rounded down to the sen), each share buys whole
 * micro-units at the close (rounded down), and each fill costs its exact value rounded to the sen, which never
 * exceeds the share (a value at most an integer rounds to at most that integer). What is not spent stays cash.
 *
 * Sell an amount: the amount is split over the holdings in proportion to their value (largest remainder, so
 * the shares add up to the amount exactly), and each share sells the fewest whole micro-units whose value covers
 * it (rounded up, never more than held). The proceeds therefore cover the amount (by less than a sen per
 * holding more), so a withdrawal or transfer of exactly that amount can always be paid from them. An amount at
 * or above the holdings' value sells everything.
 */

export const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_EVEN });
type Dec = InstanceType<typeof Dec>;

const MICRO = 1_000_000n;

/** An ETF as the trade sees it on the trade date. */
export interface PricedAsset {
  ticker: string;
  /** Close in the listing currency. */
  price: string;
  currency: string;
  /** Ringgit per unit of the listing currency: USDMYR for USD, '1' for MYR. */
  fxRate: string;
}

export interface FillPlan extends PricedAsset {
  /** The ringgit the order aimed at (buy: its share of the cash; sell: its share of the amount); null for "all". */
  targetSen: bigint | null;
  units: bigint;
  /** units × price, exact, in the listing currency. */
  grossAmount: string;
  /** gross × fx in sen, half-even. */
  amountSen: bigint;
}

/** Ringgit in sen per whole unit: price × fx × 100. */
function senPerUnit(asset: PricedAsset): Dec {
  return new Dec(asset.price).mul(asset.fxRate).mul(100);
}

function toBigInt(value: Dec): bigint {
  return BigInt(value.toFixed(0));
}

/** The value of `units` micro-units in sen, half-even. */
export function valueSen(asset: PricedAsset, units: bigint): bigint {
  return toBigInt(senPerUnit(asset).mul(units.toString()).div(MICRO.toString()).toDecimalPlaces(0));
}

function grossOf(asset: PricedAsset, units: bigint): string {
  return new Dec(asset.price).mul(units.toString()).div(MICRO.toString()).toFixed();
}

/** The most micro-units whose exact value is at most `sen` (checked exactly, not trusted to a division). */
function unitsWithin(asset: PricedAsset, sen: bigint): bigint {
  const perUnit = senPerUnit(asset);
  const limit = new Dec(sen.toString()).mul(MICRO.toString());
  let units = toBigInt(limit.div(perUnit).floor());
  while (units > 0n && perUnit.mul(units.toString()).gt(limit)) units -= 1n;
  while (perUnit.mul((units + 1n).toString()).lte(limit)) units += 1n;
  return units;
}

/** The fewest micro-units whose exact value is at least `sen`. */
function unitsCovering(asset: PricedAsset, sen: bigint): bigint {
  const perUnit = senPerUnit(asset);
  const limit = new Dec(sen.toString()).mul(MICRO.toString());
  let units = toBigInt(limit.div(perUnit).ceil());
  while (perUnit.mul(units.toString()).lt(limit)) units += 1n;
  while (units > 0n && perUnit.mul((units - 1n).toString()).gte(limit)) units -= 1n;
  return units;
}

export interface Weighted extends PricedAsset {
  /** Basis points; a model's weights add up to 10 000. */
  weightBps: number;
}

/** Buy into model weights with `cashSen`; tickers whose share buys nothing are left out. */
export function planBuy(cashSen: bigint, model: readonly Weighted[]): FillPlan[] {
  if (cashSen <= 0n) return [];
  const fills: FillPlan[] = [];
  for (const asset of model) {
    if (asset.weightBps <= 0) continue;
    const share = (cashSen * BigInt(asset.weightBps)) / 10_000n;
    const units = unitsWithin(asset, share);
    if (units === 0n) continue;
    const amountSen = valueSen(asset, units);
    // A sliver worth less than half a sen would be free units: leave it as cash.
    if (amountSen === 0n) continue;
    fills.push({ ...pricedOf(asset), targetSen: share, units, grossAmount: grossOf(asset, units), amountSen });
  }
  return fills;
}

export interface Holding extends PricedAsset {
  units: bigint;
}

/** Sell `amountSen` pro rata by value, or everything with 'ALL'. Holdings with no units are ignored. */
export function planSell(amountSen: bigint | 'ALL', holdings: readonly Holding[]): FillPlan[] {
  const held = holdings.filter((h) => h.units > 0n);
  const values = held.map((h) => valueSen(h, h.units));
  const total = values.reduce((a, b) => a + b, 0n);
  if (amountSen === 'ALL' || amountSen >= total) {
    return held.map((h) => ({
      ...pricedOf(h),
      targetSen: null,
      units: h.units,
      grossAmount: grossOf(h, h.units),
      amountSen: valueSen(h, h.units),
    }));
  }
  if (amountSen <= 0n) return [];
  const shares = splitProRata(amountSen, values);
  const fills: FillPlan[] = [];
  held.forEach((h, i) => {
    const share = shares[i]!;
    if (share === 0n) return;
    const covering = unitsCovering(h, share);
    const units = covering > h.units ? h.units : covering;
    fills.push({
      ...pricedOf(h),
      targetSen: share,
      units,
      grossAmount: grossOf(h, units),
      amountSen: valueSen(h, units),
    });
  });
  return fills;
}

/**
 * Splits `amount` in proportion to `weights` so the parts add up to it exactly: each part rounded down, then the
 * sen left over go one each to the largest remainders (ties to the earlier weight). With amount < sum(weights)
 * no part exceeds its weight.
 */
export function splitProRata(amount: bigint, weights: readonly bigint[]): bigint[] {
  const total = weights.reduce((a, b) => a + b, 0n);
  if (total <= 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (amount * w) / total);
  const remainders = weights.map((w, i) => ({ i, r: (amount * w) % total }));
  let left = amount - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts;
}

function pricedOf(asset: PricedAsset): PricedAsset {
  return { ticker: asset.ticker, price: asset.price, currency: asset.currency, fxRate: asset.fxRate };
}
