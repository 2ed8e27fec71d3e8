import type { PeriodReturn } from '@harta/contracts/schemas/returns';
import { describe, expect, it } from 'vitest';
import { periodReturns } from './period-returns';
import { ReturnDecimal } from './return-decimal';
import { combineSeries, type ValuationPoint } from './valuation-series';

/**
 * Worked examples of the return methods (docs/returns.md "Return methods"). Each day is a snapshot as the valuation
 * job writes it: the value at the day's close including the day's flow, the flow (counted at the end of the day),
 * net deposits to date, and the growth index, chained by hand in the comments:
 * index_d = index_(d−1) × (value_d − flow_d) / value_(d−1).
 */

/** [date, value in ringgit, flow in ringgit, growth index] → a snapshot; net deposits accumulate the flows. */
function series(rows: [string, number, number, string][]): ValuationPoint[] {
  let cumulative = 0n;
  return rows.map(([date, value, flow, index]) => {
    cumulative += BigInt(Math.round(flow * 100));
    return {
      date,
      valueSen: BigInt(Math.round(value * 100)),
      netFlowSen: BigInt(Math.round(flow * 100)),
      cumulativeFlowSen: cumulative,
      growthIndex: new ReturnDecimal(index),
    };
  });
}

const sinceInception = (points: ValuationPoint[]): PeriodReturn => periodReturns(points, ['SI'])[0]!;

describe('return methods, worked examples', () => {
  it('the issue: 1000 grows to 1100, 500 more goes in, 1600 falls to 1500: TWR 3.125%, MWR 0', () => {
    // Day 1: +10% (index 1 × 1100/1000 = 1.1), then 500 deposited: value 1600.
    // Day 2: 1500/1600 = −6.25% (index 1.1 × 0.9375 = 1.03125). TWR = 1.1 × 0.9375 − 1 = 3.125%.
    // MWR: −1000 − 500 + 1500 = 0 whatever the timing, so the rate is 0. Gain 1500 − 1000 − 500 = 0.
    const points = series([
      ['2026-01-05', 1000, 1000, '1'],
      ['2026-01-06', 1600, 500, '1.1'],
      ['2026-01-07', 1500, 0, '1.03125'],
    ]);
    expect(sinceInception(points)).toEqual({
      period: 'SI',
      from: '2026-01-05',
      to: '2026-01-07',
      twr: '0.031250',
      mwr: '0.000000',
      annualised: false,
      gain: '0.00',
      unavailableReason: null,
    });
  });

  it('a deposit mid-period before a fall: the money-weighted return is lower than the time-weighted', () => {
    // 10,000 +2% → 10,200, 5,000 deposited (15,200), then −1% → 15,048.
    // TWR = 1.02 × 0.99 − 1 = 0.98%. Gain = 15,048 − 10,000 − 5,000 = 48.00.
    // MWR over the 2 days: 10,000 (1 + r) + 5,000 (1 + r)^(1/2) = 15,048; with y = √(1 + r):
    // 10,000 y² + 5,000 y − 15,048 = 0 → y = (−5,000 + √(5,000² + 4 × 10,000 × 15,048)) / 20,000 = 1.0019185277,
    // r = y² − 1 = 0.3841% (the 5,000 was there only for the fall).
    const result = sinceInception(
      series([
        ['2026-01-05', 10000, 10000, '1'],
        ['2026-01-06', 15200, 5000, '1.02'],
        ['2026-01-07', 15048, 0, '1.0098'],
      ]),
    );
    expect(result).toMatchObject({ twr: '0.009800', mwr: '0.003841', gain: '48.00', unavailableReason: null });
  });

  it('a withdrawal mid-period before a rise', () => {
    // 10,000 +5% → 10,500, 3,000 withdrawn (7,500), then +2% → 7,650.
    // TWR = 1.05 × 1.02 − 1 = 7.1%. Gain = 7,650 − 10,000 + 3,000 = 650.00.
    // MWR: 10,000 y² − 3,000 y − 7,650 = 0 → y = (3,000 + √(3,000² + 4 × 10,000 × 7,650)) / 20,000
    // = 1.0374119675, r = y² − 1 = 7.6224%: all the money had the larger first rise, less of it the smaller second.
    const result = sinceInception(
      series([
        ['2026-01-05', 10000, 10000, '1'],
        ['2026-01-06', 7500, -3000, '1.05'],
        ['2026-01-07', 7650, 0, '1.071'],
      ]),
    );
    expect(result).toMatchObject({ twr: '0.071000', mwr: '0.076224', gain: '650.00' });
  });

  it('a 50% loss is −50% either way, and the gain is −5,000.00', () => {
    const result = sinceInception(
      series([
        ['2026-01-05', 10000, 10000, '1'],
        ['2026-01-06', 5000, 0, '0.5'],
      ]),
    );
    expect(result).toMatchObject({ twr: '-0.500000', mwr: '-0.500000', gain: '-5000.00' });
  });

  it('a single day: 1,000.00 → 1,010.00 is +1% (not +3,678% a year)', () => {
    const result = sinceInception(
      series([
        ['2026-01-05', 1000, 1000, '1'],
        ['2026-01-06', 1010, 0, '1.01'],
      ]),
    );
    expect(result).toMatchObject({ twr: '0.010000', mwr: '0.010000', gain: '10.00', annualised: false });
  });

  it('a single valuation is not a period: NO_HISTORY', () => {
    expect(sinceInception(series([['2026-01-05', 1000, 1000, '1']]))).toEqual({
      period: 'SI',
      from: '2026-01-05',
      to: '2026-01-05',
      twr: null,
      mwr: null,
      annualised: false,
      gain: null,
      unavailableReason: 'NO_HISTORY',
    });
  });

  it('a zero balance throughout: NO_MONEY, never NaN', () => {
    const result = sinceInception(
      series([
        ['2026-01-05', 0, 0, '1'],
        ['2026-01-06', 0, 0, '1'],
      ]),
    );
    expect(result).toMatchObject({ twr: null, mwr: null, gain: null, unavailableReason: 'NO_MONEY' });
  });

  it('days at zero before the first deposit do not count', () => {
    // The index stays 1 while the value before the day is 0; then +10%.
    const result = sinceInception(
      series([
        ['2026-01-05', 0, 0, '1'],
        ['2026-01-06', 1000, 1000, '1'],
        ['2026-01-07', 1100, 0, '1.1'],
      ]),
    );
    expect(result).toMatchObject({ twr: '0.100000', gain: '100.00' });
    // The money was there for 1 day of the 2: (1 + r)^(1/2) = 1.1 → r = 21% over the period.
    expect(result.mwr).toBe('0.210000');
  });

  it('a full withdrawal and a re-deposit: the empty day is skipped by TWR, MWR stays exact', () => {
    // 1,000 +10% → 1,100, all withdrawn (0; index 1.1); 2,000 deposited (index stays 1.1: nothing was invested
    // the day before); −5% → 1,900 (index 1.1 × 0.95 = 1.045). TWR 4.5%. Gain 1,900 − 1,000 − (−1,100 + 2,000) = 0.
    // MWR over the 3 days, valued at the end with y = (1 + r)^(1/3): −1,000 y³ + 1,100 y² − 2,000 y + 1,900 = 0,
    // = (y − 1)(−1,000 y² + 100 y − 1,900), whose quadratic has no real root: r = 0 exactly.
    const result = sinceInception(
      series([
        ['2026-01-05', 1000, 1000, '1'],
        ['2026-01-06', 0, -1100, '1.1'],
        ['2026-01-07', 2000, 2000, '1.1'],
        ['2026-01-08', 1900, 0, '1.045'],
      ]),
    );
    expect(result).toMatchObject({ twr: '0.045000', mwr: '0.000000', gain: '0.00' });
  });

  it('everything withdrawn at the end still has its returns', () => {
    const result = sinceInception(
      series([
        ['2026-01-05', 1000, 1000, '1'],
        ['2026-01-06', 0, -1100, '1.1'],
      ]),
    );
    expect(result).toMatchObject({ twr: '0.100000', mwr: '0.100000', gain: '100.00' });
  });

  it('more than a year since inception is annualised: 10,000 → 12,100 over 731 days is 9.9857% a year', () => {
    // No flows, so TWR = MWR = 1.21^(365/731) − 1 = 0.099857.
    const points = series([
      ['2024-01-05', 10000, 10000, '1'],
      ['2026-01-05', 12100, 0, '1.21'],
    ]);
    expect(sinceInception(points)).toMatchObject({ twr: '0.099857', mwr: '0.099857', annualised: true });
    // The three-year window opens before the first valuation.
    expect(periodReturns(points, ['3Y'])[0]).toMatchObject({ unavailableReason: 'NO_HISTORY', from: null });
  });

  it('no valuation at all: every period NO_HISTORY', () => {
    const all = periodReturns([]);
    expect(all.map((r) => r.period)).toEqual(['1M', '3M', '6M', 'YTD', '1Y', '3Y', 'SI']);
    expect(all.every((r) => r.unavailableReason === 'NO_HISTORY' && r.twr === null)).toBe(true);
  });
});

describe('period windows', () => {
  // Every weekday from 2 Jan 2025 to Wed 25 Nov 2026, 1,000.00 growing 0.01 a day (no flows).
  const points: ValuationPoint[] = [];
  for (let t = Date.UTC(2025, 0, 2), n = 0; t <= Date.UTC(2026, 10, 25); t += 86_400_000) {
    const day = new Date(t).getUTCDay();
    if (day === 0 || day === 6) continue;
    const valueSen = 100_000n + BigInt(n);
    points.push({
      date: new Date(t).toISOString().slice(0, 10),
      valueSen,
      netFlowSen: n === 0 ? valueSen : 0n,
      cumulativeFlowSen: 100_000n,
      growthIndex: new ReturnDecimal(valueSen.toString()).div(100_000),
    });
    n += 1;
  }
  const byPeriod = Object.fromEntries(periodReturns(points).map((r) => [r.period, r]));

  it('open at the last valuation on or before the start date and end at the latest', () => {
    expect(byPeriod['1M']).toMatchObject({ from: '2026-10-23', to: '2026-11-25' }); // 25 Oct is a Sunday
    expect(byPeriod['3M']).toMatchObject({ from: '2026-08-25' });
    expect(byPeriod['6M']).toMatchObject({ from: '2026-05-25' });
    expect(byPeriod['YTD']).toMatchObject({ from: '2025-12-31' });
    expect(byPeriod['1Y']).toMatchObject({ from: '2025-11-25', annualised: false });
    expect(byPeriod['SI']).toMatchObject({ from: '2025-01-02', annualised: true });
    expect(byPeriod['3Y']).toMatchObject({ unavailableReason: 'NO_HISTORY', twr: null });
  });

  it('a one-month gain is the index ratio, to the basis point', () => {
    // 23 Oct 2026 is weekday number 472 (value 1,004.72), 25 Nov 2026 number 495 (1,004.95):
    // TWR = 100,495 / 100,472 − 1 = 0.000229; gain 0.23.
    expect(byPeriod['1M']).toMatchObject({ twr: '0.000229', mwr: '0.000229', gain: '0.23' });
  });
});

describe('several portfolios together', () => {
  it('chain the summed daily series, not the indexes', () => {
    // A: 1,000 → 1,100 (+10%) → 1,100. B opens on day 2 with 1,000 → 1,000 on day 3 (flat).
    // Sums: 1,000; 2,100 with flow 1,000 → r = (2,100 − 1,000)/1,000 − 1 = 10%; 2,100 → r = 0. TWR = 10%.
    const a = series([
      ['2026-01-05', 1000, 1000, '1'],
      ['2026-01-06', 1100, 0, '1.1'],
      ['2026-01-07', 1100, 0, '1.1'],
    ]);
    const b = series([
      ['2026-01-06', 1000, 1000, '1'],
      ['2026-01-07', 1000, 0, '1'],
    ]);
    const combined = combineSeries([a, b]);
    expect(combined.map((p) => [p.date, p.valueSen, p.netFlowSen, p.cumulativeFlowSen])).toEqual([
      ['2026-01-05', 100_000n, 100_000n, 100_000n],
      ['2026-01-06', 210_000n, 100_000n, 200_000n],
      ['2026-01-07', 210_000n, 0n, 200_000n],
    ]);
    expect(sinceInception(combined)).toMatchObject({ twr: '0.100000', gain: '100.00' });
  });

  it('a portfolio missing a day counts at its last value, with no flow', () => {
    const a = series([
      ['2026-01-05', 1000, 1000, '1'],
      ['2026-01-07', 1000, 0, '1'],
    ]);
    const b = series([
      ['2026-01-05', 1000, 1000, '1'],
      ['2026-01-06', 1100, 0, '1.1'],
      ['2026-01-07', 1100, 0, '1.1'],
    ]);
    const combined = combineSeries([a, b]);
    expect(combined.map((p) => p.valueSen)).toEqual([200_000n, 210_000n, 210_000n]);
    expect(combined.map((p) => p.growthIndex.toString())).toEqual(['1', '1.05', '1.05']);
  });
});
