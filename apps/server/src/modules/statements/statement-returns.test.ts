import { describe, expect, it } from 'vitest';
import { statementReturns, type ReturnSnapshot } from './statement-returns';

const snap = (date: string, value: number, flow: number, index: string): ReturnSnapshot => ({
  date,
  valueSen: BigInt(value * 100),
  netFlowSen: BigInt(flow * 100),
  growthIndex: index,
});

/** Worked examples (docs/returns.md "Statements"), April 2026 unless said otherwise. */
describe('statementReturns', () => {
  it('1,000 → 1,100, then +500, → 1,500: TWR 3.125%, MWR 0', () => {
    // index: 1 → 1 × (1,600 − 500) / 1,000 = 1.1 → 1.1 × 1,500 / 1,600 = 1.03125.
    // Money: 1,000 + 500 paid in, 1,500 out: no gain, so the money-weighted rate is 0.
    const snapshots = [
      snap('2026-03-31', 1000, 0, '1'),
      snap('2026-04-15', 1600, 500, '1.1'),
      snap('2026-04-30', 1500, 0, '1.03125'),
    ];
    expect(statementReturns(snapshots, '2026-04-01', '2026-04-30')).toEqual({
      twr: '0.031250',
      mwr: '0.000000',
      unavailableReason: null,
    });
  });

  it('a 50% loss with no flows is −50% both ways', () => {
    const snapshots = [snap('2026-03-31', 1000, 0, '1'), snap('2026-04-30', 500, 0, '0.5')];
    expect(statementReturns(snapshots, '2026-04-01', '2026-04-30')).toEqual({
      twr: '-0.500000',
      mwr: '-0.500000',
      unavailableReason: null,
    });
  });

  it('a portfolio opened during the period starts from index 1 and its first deposit', () => {
    // 1,000 in on the 15th, 1,010 on the 30th: 1% over the 15 days it held money, both ways.
    const snapshots = [snap('2026-04-15', 1000, 1000, '1'), snap('2026-04-30', 1010, 0, '1.01')];
    expect(statementReturns(snapshots, '2026-04-01', '2026-04-30')).toEqual({
      twr: '0.010000',
      mwr: '0.010000',
      unavailableReason: null,
    });
  });

  it('the year to date reads from the last snapshot before 1 January', () => {
    const snapshots = [
      snap('2025-12-31', 1000, 0, '1.2'),
      snap('2026-03-31', 1100, 0, '1.32'),
      snap('2026-04-30', 1210, 0, '1.452'),
    ];
    expect(statementReturns(snapshots, '2026-01-01', '2026-04-30').twr).toBe('0.210000');
    expect(statementReturns(snapshots, '2026-04-01', '2026-04-30').twr).toBe('0.100000');
  });

  it('a full withdrawal keeps the gain made before it (TWR from the index), and a finite MWR', () => {
    // 1,000 grows to 1,100 and is all withdrawn on the 15th: index 1 × (0 − (−1,100)) / 1,000 = 1.1.
    const snapshots = [
      snap('2026-03-31', 1000, 0, '1'),
      snap('2026-04-15', 0, -1100, '1.1'),
      snap('2026-04-30', 0, 0, '1.1'),
    ];
    const result = statementReturns(snapshots, '2026-04-01', '2026-04-30');
    expect(result.twr).toBe('0.100000');
    expect(Number(result.mwr)).toBeGreaterThanOrEqual(0.1);
  });

  it('money that arrived on the last day has had no time to earn: both 0', () => {
    const snapshots = [snap('2026-04-30', 1000, 1000, '1')];
    expect(statementReturns(snapshots, '2026-04-01', '2026-04-30')).toEqual({
      twr: '0.000000',
      mwr: '0.000000',
      unavailableReason: null,
    });
  });

  it('explains missing figures instead of dividing by zero', () => {
    expect(statementReturns([], '2026-04-01', '2026-04-30')).toEqual({
      twr: null,
      mwr: null,
      unavailableReason: 'NO_HISTORY',
    });
    // Snapshots only after the period: nothing to say about April.
    expect(statementReturns([snap('2026-05-04', 100, 100, '1')], '2026-04-01', '2026-04-30').unavailableReason).toBe(
      'NO_HISTORY',
    );
    // A portfolio that never held money.
    const empty = [snap('2026-03-31', 0, 0, '1'), snap('2026-04-30', 0, 0, '1')];
    expect(statementReturns(empty, '2026-04-01', '2026-04-30')).toEqual({
      twr: null,
      mwr: null,
      unavailableReason: 'NO_MONEY',
    });
  });
});
