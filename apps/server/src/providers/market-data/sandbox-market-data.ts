import Decimal from 'decimal.js';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { cholesky } from './cholesky';
import type { DailyClose, IsoDate, MarketDataProvider } from './market-data-provider';
import { SANDBOX_ASSETS, SANDBOX_CORRELATION, SANDBOX_ORIGIN, type SandboxAsset } from './sandbox-assumptions';
import { weekdaysBetween } from './trading-days';

/** Trading days a year, for turning annual drift and volatility into daily ones. */
const DAYS_PER_YEAR = 252;
/** Closes are published to 4 decimal places (the exchanges quote 2-4; FX 4). */
const CLOSE_DP = 4;
const Dec = Decimal.clone({ precision: 30, rounding: Decimal.ROUND_HALF_EVEN });

export interface SandboxOptions {
  seed: number;
  origin?: IsoDate;
  assets?: readonly SandboxAsset[];
  correlation?: readonly (readonly number[])[];
}

/**
 * The default market-data provider: a correlated geometric random walk per symbol, from the origin date, driven by
 * pure-rand's xoroshiro128plus (the same seed gives the same prices in every process; a golden hash test pins
 * it). Each trading day draws independent normals (Box-Muller), correlates them with the Cholesky factor, and
 * moves each log price by (drift - volatility²/2)·dt + volatility·√dt·z. Closes are rounded to 4 dp only on
 * output, as decimal strings.
 */
export function sandboxMarketData(options: SandboxOptions): MarketDataProvider {
  const assets = options.assets ?? SANDBOX_ASSETS;
  const origin = options.origin ?? SANDBOX_ORIGIN;
  const factor = cholesky(options.correlation ?? SANDBOX_CORRELATION);
  if (factor.length !== assets.length) throw new RangeError('one correlation row per asset');
  const dt = 1 / DAYS_PER_YEAR;
  const symbols = assets.map((a) => a.symbol);

  // The walk so far, extended on demand; one provider serves many reads without redrawing.
  const rng = xoroshiro128plus(options.seed);
  const logPrices = assets.map((a) => Math.log(Number(a.start)));
  const days: IsoDate[] = [];
  const rows: string[][] = [];
  let spareNormal: number | null = null;

  function standardNormal(): number {
    if (spareNormal !== null) {
      const z = spareNormal;
      spareNormal = null;
      return z;
    }
    // 1 - u keeps the logarithm's argument in (0, 1].
    const u = 1 - uniformFloat64(rng);
    const v = uniformFloat64(rng);
    const r = Math.sqrt(-2 * Math.log(u));
    spareNormal = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  }

  function extendThrough(to: IsoDate): void {
    const last = days[days.length - 1];
    if (last !== undefined && last >= to) return;
    for (const day of weekdaysBetween(origin, to)) {
      if (last !== undefined && day <= last) continue;
      if (days.length > 0) {
        const independent = assets.map(() => standardNormal());
        assets.forEach((asset, i) => {
          let z = 0;
          for (let k = 0; k <= i; k += 1) z += factor[i]![k]! * independent[k]!;
          logPrices[i]! +=
            (asset.drift - (asset.volatility * asset.volatility) / 2) * dt + asset.volatility * Math.sqrt(dt) * z;
        });
      }
      days.push(day);
      rows.push(
        logPrices.map((lp, i) =>
          days.length === 1 ? new Dec(assets[i]!.start).toFixed(CLOSE_DP) : new Dec(Math.exp(lp)).toFixed(CLOSE_DP),
        ),
      );
    }
  }

  return {
    name: 'sandbox',
    symbols,
    tradingDays: (from, to) => weekdaysBetween(from < origin ? origin : from, to),
    async closes(from, to) {
      if (to < origin) return [];
      extendThrough(to);
      const out: DailyClose[] = [];
      days.forEach((date, d) => {
        if (date < from || date > to) return;
        const sorted = symbols.map((symbol, i) => ({ date, symbol, close: rows[d]![i]! }));
        sorted.sort((a, b) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
        out.push(...sorted);
      });
      return out;
    },
  };
}
