import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { normalQuantile } from './normal-quantile';

/**
 * A goal's projection (docs/goals.md "The projection model"): the range its value may reach by the target date,
 * from its value today, a planned deposit at the end of every month, and its model portfolio's expected return and
 * volatility after fees. The value follows a geometric Brownian motion month by month (lognormal growth): with
 * r = ln(1 + expected return), one month multiplies the value by exp((r − σ²/2)/12 + σ/√12 · Z), so a lump sum's
 * expected value grows at the expected return and its median at r − σ²/2. With deposits there is no closed form,
 * so the band comes from a seeded Monte Carlo run: the same inputs give the same band every time.
 *
 * These are estimates, not money: they are computed in floating point and rounded to the sen only to be shown.
 */

export interface ProjectionAssumptions {
  /** Expected annual return after fees, as a fraction (0.055 = 5.5 % a year). */
  expectedReturn: number;
  /** Annual volatility (standard deviation of the yearly log return), as a fraction. */
  volatility: number;
}

/** The band shown: the 10th and 90th percentiles around the median. */
export const PROJECTION_LOW_PERCENTILE = 0.1;
export const PROJECTION_HIGH_PERCENTILE = 0.9;
/** Paths of the Monte Carlo run: the 10th percentile's sampling error is then about 1 % of its value. */
export const PROJECTION_PATHS = 2000;
/** A fixed seed: a client reloading the page sees the same band, and a change in it means a change in inputs. */
export const PROJECTION_SEED = 20_261_128;
/** At most this many points on the band's chart (every month up to five years, then evenly spaced). */
const MAX_POINTS = 61;
/** Targets up to 50 years away. */
export const PROJECTION_MAX_MONTHS = 600;

export interface BandPoint {
  /** Months from today. */
  month: number;
  lowSen: bigint;
  medianSen: bigint;
  highSen: bigint;
}

function monthlyLogDrift({ expectedReturn, volatility }: ProjectionAssumptions): number {
  return (Math.log1p(expectedReturn) - (volatility * volatility) / 2) / 12;
}

function checkAssumptions(assumptions: ProjectionAssumptions, months: number): void {
  const { expectedReturn, volatility } = assumptions;
  if (!Number.isFinite(expectedReturn) || expectedReturn <= -1) throw new RangeError('expected return must be > -1');
  if (!Number.isFinite(volatility) || volatility < 0) throw new RangeError('volatility must be ≥ 0');
  if (!Number.isInteger(months) || months < 1 || months > PROJECTION_MAX_MONTHS) {
    throw new RangeError(`months must be an integer from 1 to ${PROJECTION_MAX_MONTHS}`);
  }
}

const toSen = (value: number): bigint => BigInt(Math.round(value));

/**
 * With no volatility every month grows by exactly (1 + r)^(1/12): the value after `months` with a deposit at the
 * end of each month, V·g^n + D·(g^n − 1)/(g − 1).
 */
export function compoundWithDeposits(
  valueSen: bigint,
  monthlyDepositSen: bigint,
  months: number,
  expectedReturn: number,
): bigint {
  checkAssumptions({ expectedReturn, volatility: 0 }, months);
  const g = Math.pow(1 + expectedReturn, 1 / 12);
  const growth = Math.pow(g, months);
  const annuity = g === 1 ? months : (growth - 1) / (g - 1);
  return toSen(Number(valueSen) * growth + Number(monthlyDepositSen) * annuity);
}

/** The p-th percentile of a lump sum's value after `months`: lognormal, so exact in closed form. */
export function lumpSumPercentile(
  valueSen: bigint,
  months: number,
  assumptions: ProjectionAssumptions,
  p: number,
): bigint {
  checkAssumptions(assumptions, months);
  const z = p === 0.5 ? 0 : normalQuantile(p);
  const logGrowth = monthlyLogDrift(assumptions) * months + z * assumptions.volatility * Math.sqrt(months / 12);
  return toSen(Number(valueSen) * Math.exp(logGrowth));
}

/** The months the band is reported at: every month up to MAX_POINTS − 1, else evenly spaced; always the last. */
export function bandMonths(months: number): number[] {
  const step = Math.max(1, Math.ceil(months / (MAX_POINTS - 1)));
  const out: number[] = [];
  for (let m = 0; m < months; m += step) out.push(m);
  out.push(months);
  return out;
}

/**
 * One Monte Carlo run of a goal's growth, kept in two parts per path and reported month: what today's value grows
 * to, and what a deposit of 1 sen at the end of every month grows to. A path's value with a monthly deposit D is
 * then growth + D · perSenDeposited, exactly, so one run answers for any deposit (the band for the planned one, and
 * the deposit the median needs) and the answers are consistent with each other.
 */
export class GoalSimulation {
  readonly months: number[];
  private readonly growth: Float64Array;
  private readonly perSen: Float64Array;
  private readonly paths: number;

  constructor(
    valueSen: bigint,
    horizonMonths: number,
    assumptions: ProjectionAssumptions,
    options: { paths?: number; seed?: number } = {},
  ) {
    checkAssumptions(assumptions, horizonMonths);
    this.paths = options.paths ?? PROJECTION_PATHS;
    this.months = bandMonths(horizonMonths);
    const points = this.months.length;
    this.growth = new Float64Array(points * this.paths);
    this.perSen = new Float64Array(points * this.paths);
    const drift = monthlyLogDrift(assumptions);
    const sigma = assumptions.volatility / Math.sqrt(12);
    const rng = xoroshiro128plus(options.seed ?? PROJECTION_SEED);
    let spare: number | null = null;
    // Box–Muller gives normals in pairs; the second of a pair is kept for the next draw.
    const normal = (): number => {
      if (spare !== null) {
        const z = spare;
        spare = null;
        return z;
      }
      const u = 1 - uniformFloat64(rng);
      const v = uniformFloat64(rng);
      const radius = Math.sqrt(-2 * Math.log(u));
      spare = radius * Math.sin(2 * Math.PI * v);
      return radius * Math.cos(2 * Math.PI * v);
    };
    const start = Number(valueSen);
    for (let path = 0; path < this.paths; path += 1) {
      let grown = start;
      let deposited = 0;
      let point = 0;
      for (let month = 0; month <= horizonMonths; month += 1) {
        if (month > 0) {
          const factor = sigma === 0 ? Math.exp(drift) : Math.exp(drift + sigma * normal());
          grown *= factor;
          deposited = deposited * factor + 1;
        }
        if (this.months[point] === month) {
          this.growth[point * this.paths + path] = grown;
          this.perSen[point * this.paths + path] = deposited;
          point += 1;
        }
      }
    }
  }

  /** The value at reported point `point` on every path, with a monthly deposit of `depositSen`, sorted. */
  private sortedValues(point: number, depositSen: number): Float64Array {
    const values = new Float64Array(this.paths);
    const base = point * this.paths;
    for (let path = 0; path < this.paths; path += 1) {
      values[path] = this.growth[base + path]! + depositSen * this.perSen[base + path]!;
    }
    return values.sort();
  }

  /** The p-th percentile of sorted values, interpolated between the two nearest ranks. */
  private static percentile(sorted: Float64Array, p: number): number {
    const rank = p * (sorted.length - 1);
    const below = Math.floor(rank);
    const above = Math.min(sorted.length - 1, below + 1);
    return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
  }

  /** The band (10th, 50th, 90th percentiles) at each reported month, with a deposit of `monthlyDepositSen`. */
  band(monthlyDepositSen: bigint): BandPoint[] {
    const deposit = Number(monthlyDepositSen);
    return this.months.map((month, point) => {
      const sorted = this.sortedValues(point, deposit);
      return {
        month,
        lowSen: toSen(GoalSimulation.percentile(sorted, PROJECTION_LOW_PERCENTILE)),
        medianSen: toSen(GoalSimulation.percentile(sorted, 0.5)),
        highSen: toSen(GoalSimulation.percentile(sorted, PROJECTION_HIGH_PERCENTILE)),
      };
    });
  }

  /** The median at the horizon with a deposit of `depositSen` a month. */
  medianAtHorizon(depositSen: number): number {
    return GoalSimulation.percentile(this.sortedValues(this.months.length - 1, depositSen), 0.5);
  }

  /**
   * The smallest monthly deposit, in whole ringgit, that brings the median at the horizon to `targetSen` (0 when
   * the goal's value alone gets there). The median grows with the deposit on every path, so a bisection finds it.
   */
  depositForMedian(targetSen: bigint): bigint {
    const target = Number(targetSen);
    if (this.medianAtHorizon(0) >= target) return 0n;
    let low = 0; // ringgit: not enough
    let high = 1;
    while (this.medianAtHorizon(high * 100) < target) {
      low = high;
      high *= 2;
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (this.medianAtHorizon(middle * 100) >= target) high = middle;
      else low = middle;
    }
    return BigInt(high) * 100n;
  }
}
