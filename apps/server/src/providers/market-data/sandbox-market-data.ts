import Decimal from 'decimal.js';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { cholesky } from './cholesky';
import type { DailyClose, IsoDate, MarketDataProvider } from './market-data-provider';
import {
  SANDBOX_ASSETS,
  SANDBOX_CORRELATION,
  SANDBOX_ORIGIN,
  SANDBOX_PROXIED_ASSETS,
  type ProxiedSandboxAsset,
  type SandboxAsset,
} from './sandbox-assumptions';
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
  /** Symbols that walk with one of `assets` (sandbox-assumptions.ts); none when an `assets` list is given. */
  proxied?: readonly ProxiedSandboxAsset[];
}

/** The second generator's seed: any fixed change of the first, so the proxied symbols' own draws differ. */
const PROXIED_SEED_OFFSET = 0x5a17;

/**
 * The default market-data provider: a correlated geometric random walk per symbol, from the origin date, driven by
 * pure-rand's xoroshiro128plus (the same seed gives the same prices in every process; a golden hash test pins
 * it). Each trading day draws independent normals (Box-Muller), correlates them with the Cholesky factor, and
 * moves each log price by (drift - volatility²/2)·dt + volatility·√dt·z. Closes are rounded to 4 dp only on
 * output, as decimal strings. The proxied symbols draw from a second generator, so adding one leaves every other
 * series as it was.
 */
export function sandboxMarketData(options: SandboxOptions): MarketDataProvider {
  const base = options.assets ?? SANDBOX_ASSETS;
  const proxied = options.proxied ?? (options.assets ? [] : SANDBOX_PROXIED_ASSETS);
  const origin = options.origin ?? SANDBOX_ORIGIN;
  const factor = cholesky(options.correlation ?? SANDBOX_CORRELATION);
  if (factor.length !== base.length) throw new RangeError('one correlation row per asset');
  const proxyIndex = proxied.map((p) => {
    const index = base.findIndex((a) => a.symbol === p.proxy);
    if (index < 0 || Math.abs(p.correlation) > 1) throw new RangeError(`bad proxy for ${p.symbol}`);
    return index;
  });
  const assets: readonly SandboxAsset[] = [...base, ...proxied];
  const dt = 1 / DAYS_PER_YEAR;
  const symbols = assets.map((a) => a.symbol);

  // The walk so far, extended on demand; one provider serves many reads without redrawing.
  const mainNormal = normalStream(options.seed);
  const ownNormal = normalStream(options.seed + PROXIED_SEED_OFFSET);
  const logPrices = assets.map((a) => Math.log(Number(a.start)));
  const days: IsoDate[] = [];
  const rows: string[][] = [];

  function extendThrough(to: IsoDate): void {
    const last = days[days.length - 1];
    if (last !== undefined && last >= to) return;
    for (const day of weekdaysBetween(origin, to)) {
      if (last !== undefined && day <= last) continue;
      if (days.length > 0) {
        const independent = base.map(() => mainNormal());
        const shocks = base.map((_, i) => {
          let z = 0;
          for (let k = 0; k <= i; k += 1) z += factor[i]![k]! * independent[k]!;
          return z;
        });
        proxied.forEach((p, j) => {
          const rho = p.correlation;
          shocks.push(rho * shocks[proxyIndex[j]!]! + Math.sqrt(1 - rho * rho) * ownNormal());
        });
        assets.forEach((asset, i) => {
          logPrices[i]! +=
            (asset.drift - (asset.volatility * asset.volatility) / 2) * dt +
            asset.volatility * Math.sqrt(dt) * shocks[i]!;
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

/** Standard normals from one xoroshiro128plus stream (Box-Muller, the spare kept for the next call). */
function normalStream(seed: number): () => number {
  const rng = xoroshiro128plus(seed);
  let spareNormal: number | null = null;
  return () => {
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
  };
}
