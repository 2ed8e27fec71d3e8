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

/** Exact decimals for what is not on the hot path (normalising stored numerics). */
export const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_EVEN });

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

/** Prices and FX rates are stored with at most 6 decimals (numeric(20, 6)): as integers at that scale the whole
 * computation is exact integer arithmetic, and quick enough for a job that trades thousands of portfolios. */
const PRICE_SCALE = 6;
const ONE_E18 = 10n ** 18n;

/** '245.6789' -> 245678900n (at scale 6). A price with more decimals is a bug upstream: refuse it. */
function scaled(decimal: string): bigint {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(decimal.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));
  if (!m) throw new RangeError(`not a price with at most ${PRICE_SCALE} decimals: ${decimal}`);
  return BigInt(m[1]! + (m[2] ?? '').padEnd(PRICE_SCALE, '0'));
}

/** Sen per micro-unit, times 1e18: price × fx × 100 with both at scale 6 (so exact). */
function senPerMicroTimes1e18(asset: PricedAsset): bigint {
  return scaled(asset.price) * scaled(asset.fxRate) * 100n;
}

/** n / d rounded half to even, for n >= 0 and d > 0. */
function divHalfEven(n: bigint, d: bigint): bigint {
  const q = n / d;
  const twice = (n % d) * 2n;
  if (twice > d || (twice === d && q % 2n === 1n)) return q + 1n;
  return q;
}

/** The value of `units` micro-units in sen, half-even. */
export function valueSen(asset: PricedAsset, units: bigint): bigint {
  return divHalfEven(units * senPerMicroTimes1e18(asset), ONE_E18);
}

/** units × price in the listing currency, exact ('139.2746313733'). */
function grossOf(asset: PricedAsset, units: bigint): string {
  const digits = (units * scaled(asset.price)).toString().padStart(13, '0');
  const whole = digits.slice(0, -12);
  const fraction = digits.slice(-12).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** The most micro-units whose exact value is at most `sen`. */
function unitsWithin(asset: PricedAsset, sen: bigint): bigint {
  return (sen * ONE_E18) / senPerMicroTimes1e18(asset);
}

/** The fewest micro-units whose exact value is at least `sen`. */
function unitsCovering(asset: PricedAsset, sen: bigint): bigint {
  const perUnit = senPerMicroTimes1e18(asset);
  return (sen * ONE_E18 + perUnit - 1n) / perUnit;
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
    const fill = buyFill(asset, (cashSen * BigInt(asset.weightBps)) / 10_000n);
    if (fill) fills.push(fill);
  }
  return fills;
}

/** The buy of `share` sen of one asset: whole micro-units rounded down; null when that buys nothing. */
export function buyFill(asset: PricedAsset, share: bigint): FillPlan | null {
  if (share <= 0n) return null;
  const units = unitsWithin(asset, share);
  if (units === 0n) return null;
  const amountSen = valueSen(asset, units);
  // A sliver worth less than half a sen would be free units: leave it as cash.
  if (amountSen === 0n) return null;
  return { ...pricedOf(asset), targetSen: share, units, grossAmount: grossOf(asset, units), amountSen };
}

/** The sale raising `share` sen of one holding: the fewest micro-units covering it, never more than held. */
export function sellFill(holding: Holding, share: bigint): FillPlan | null {
  if (share <= 0n || holding.units <= 0n) return null;
  const covering = unitsCovering(holding, share);
  const units = covering > holding.units ? holding.units : covering;
  return {
    ...pricedOf(holding),
    targetSen: share,
    units,
    grossAmount: grossOf(holding, units),
    amountSen: valueSen(holding, units),
  };
}

/** The sale of every unit of a holding (targetSen null: "all"). */
export function sellAllFill(holding: Holding): FillPlan {
  return {
    ...pricedOf(holding),
    targetSen: null,
    units: holding.units,
    grossAmount: grossOf(holding, holding.units),
    amountSen: valueSen(holding, holding.units),
  };
}

export interface Holding extends PricedAsset {
  units: bigint;
}

/** Sell `amountSen` pro rata by value, or everything with 'ALL'. Holdings with no units are ignored. */
export function planSell(amountSen: bigint | 'ALL', holdings: readonly Holding[]): FillPlan[] {
  const held = holdings.filter((h) => h.units > 0n);
  const values = held.map((h) => valueSen(h, h.units));
  const total = values.reduce((a, b) => a + b, 0n);
  if (amountSen === 'ALL' || amountSen >= total) return held.map(sellAllFill);
  if (amountSen <= 0n) return [];
  const shares = splitProRata(amountSen, values);
  const fills: FillPlan[] = [];
  held.forEach((h, i) => {
    const fill = sellFill(h, shares[i]!);
    if (fill) fills.push(fill);
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
