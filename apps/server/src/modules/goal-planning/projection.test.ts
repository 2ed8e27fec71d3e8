import { describe, expect, it } from 'vitest';
import { normalQuantile } from './normal-quantile';
import { compoundWithDeposits, GoalSimulation, lumpSumPercentile, PROJECTION_MAX_MONTHS } from './projection';

/**
 * Expected figures below were computed independently of this code, with Python 3's standard library
 * (statistics.NormalDist().inv_cdf and math.exp/log; the formulas are in docs/goals.md "The projection model").
 */
describe('normal quantile', () => {
  it.each([
    [0.001, -3.090232306167813],
    [0.01, -2.3263478740408408],
    [0.02425, -1.9729610513118845],
    [0.1, -1.2815515655446008],
    [0.2, -0.8416212335729142],
    [0.5, 0],
    [0.75, 0.6744897501960817],
    [0.9, 1.2815515655446008],
    [0.975, 1.9599639845400536],
    [0.999, 3.090232306167813],
  ])('z(%s) = %s', (p, z) => {
    expect(Math.abs(normalQuantile(p) - z)).toBeLessThan(1e-8);
  });

  it('refuses probabilities outside (0, 1)', () => {
    expect(() => normalQuantile(0)).toThrow(RangeError);
    expect(() => normalQuantile(1)).toThrow(RangeError);
    expect(() => normalQuantile(Number.NaN)).toThrow(RangeError);
  });
});

describe('zero volatility is compound growth with deposits', () => {
  it('RM 1,000 at 5 % a year with RM 100 at the end of each month: RM 2,277.26 after a year', () => {
    // 1000 × 1.05 + 100 × (1.05 − 1) / (1.05^(1/12) − 1) = 2,277.26
    expect(compoundWithDeposits(100_000n, 10_000n, 12, 0.05)).toBe(227_726n);
  });

  it('RM 50,000 at 7 % with RM 500 a month for five years: RM 105,725.52', () => {
    expect(compoundWithDeposits(5_000_000n, 50_000n, 60, 0.07)).toBe(10_572_552n);
  });

  it('the simulation with no volatility gives that figure on every path, so the band is a line', () => {
    const simulation = new GoalSimulation(5_000_000n, 60, { expectedReturn: 0.07, volatility: 0 }, { paths: 50 });
    const last = simulation.band(50_000n).at(-1)!;
    expect(last.month).toBe(60);
    for (const value of [last.lowSen, last.medianSen, last.highSen]) {
      expect(Number(value - 10_572_552n)).toBeGreaterThanOrEqual(-1);
      expect(Number(value - 10_572_552n)).toBeLessThanOrEqual(1);
    }
  });

  it('no growth and no volatility: the deposits simply add up', () => {
    expect(compoundWithDeposits(0n, 10_000n, 24, 0)).toBe(240_000n);
  });
});

describe('a lump sum is lognormal: closed-form percentiles', () => {
  const assumptions = { expectedReturn: 0.06, volatility: 0.12 };

  // Within a sen: the quantile's approximation (relative error < 1.2e-9) moves the 90th percentile by 0.03 sen.
  it.each([
    [0.1, 10_246_739.402502915],
    [0.5, 16_664_391.113254566],
    [0.9, 27_101_492.51065027],
  ])('RM 100,000 for ten years at 6 %/12 %: the %s percentile is %s sen', (p, expected) => {
    expect(Math.abs(Number(lumpSumPercentile(10_000_000n, 120, assumptions, p)) - expected)).toBeLessThanOrEqual(1);
  });

  it('the seeded Monte Carlo run agrees with the closed form within its sampling error', () => {
    const simulation = new GoalSimulation(10_000_000n, 120, assumptions);
    const last = simulation.band(0n).at(-1)!;
    const near = (actual: bigint, expected: bigint, tolerance: number) =>
      expect(Math.abs(Number(actual) / Number(expected) - 1)).toBeLessThan(tolerance);
    near(last.lowSen, lumpSumPercentile(10_000_000n, 120, assumptions, 0.1), 0.03);
    near(last.medianSen, lumpSumPercentile(10_000_000n, 120, assumptions, 0.5), 0.03);
    near(last.highSen, lumpSumPercentile(10_000_000n, 120, assumptions, 0.9), 0.03);
  });
});

describe('the simulation', () => {
  const assumptions = { expectedReturn: 0.055, volatility: 0.1 };

  it('gives the same band for the same inputs (a reload never moves it)', () => {
    const a = new GoalSimulation(2_000_000n, 84, assumptions).band(30_000n);
    const b = new GoalSimulation(2_000_000n, 84, assumptions).band(30_000n);
    expect(a).toEqual(b);
  });

  it('starts at today’s value, keeps low ≤ median ≤ high, and reports at most 61 points ending at the target', () => {
    const band = new GoalSimulation(2_000_000n, 240, assumptions).band(30_000n);
    expect(band[0]).toEqual({ month: 0, lowSen: 2_000_000n, medianSen: 2_000_000n, highSen: 2_000_000n });
    expect(band.length).toBeLessThanOrEqual(61);
    expect(band.at(-1)!.month).toBe(240);
    for (const point of band) {
      expect(point.lowSen).toBeLessThanOrEqual(point.medianSen);
      expect(point.medianSen).toBeLessThanOrEqual(point.highSen);
    }
  });

  it('the deposit it suggests brings the median to the target, and a ringgit less does not', () => {
    const simulation = new GoalSimulation(1_000_000n, 120, assumptions);
    const target = 20_000_000n; // RM 200,000 in ten years from RM 10,000
    const deposit = simulation.depositForMedian(target);
    expect(deposit % 100n).toBe(0n);
    expect(simulation.medianAtHorizon(Number(deposit))).toBeGreaterThanOrEqual(Number(target));
    expect(simulation.medianAtHorizon(Number(deposit - 100n))).toBeLessThan(Number(target));
    expect(simulation.band(deposit).at(-1)!.medianSen).toBeGreaterThanOrEqual(target);
  });

  it('suggests no deposit when today’s value alone reaches the target', () => {
    const simulation = new GoalSimulation(10_000_000n, 120, assumptions);
    expect(simulation.depositForMedian(10_000_000n)).toBe(0n);
  });

  it('refuses horizons and assumptions it cannot model', () => {
    expect(() => new GoalSimulation(1n, 0, assumptions)).toThrow(RangeError);
    expect(() => new GoalSimulation(1n, PROJECTION_MAX_MONTHS + 1, assumptions)).toThrow(RangeError);
    expect(() => new GoalSimulation(1n, 12, { expectedReturn: -1, volatility: 0.1 })).toThrow(RangeError);
    expect(() => new GoalSimulation(1n, 12, { expectedReturn: 0.05, volatility: -0.1 })).toThrow(RangeError);
  });
});
