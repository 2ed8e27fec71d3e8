import { describe, expect, it } from 'vitest';
import { chartData, seriesFrom, seriesRows } from './series';

const days = (dates: string[]) => ({
  dates,
  values: dates.map((_, i) => `${100 + i}.00`),
  netDeposits: dates.map(() => '100.00'),
});

describe('the chart series', () => {
  it("keeps the period's part of the series, from its first valuation on", () => {
    const series = days(['2026-01-30', '2026-02-02', '2026-02-03']);
    expect(seriesFrom(series, '2026-02-01')).toEqual({
      dates: ['2026-02-02', '2026-02-03'],
      values: ['101.00', '102.00'],
      netDeposits: ['100.00', '100.00'],
    });
    expect(seriesFrom(series, null)).toBe(series);
    expect(seriesFrom(series, '2027-01-01').dates).toEqual([]);
  });

  it('describes a short series day by day and a long one at each month end, the last day included', () => {
    expect(seriesRows(days(['2026-01-30', '2026-02-02']))).toMatchObject({ daily: true });
    const long = seriesRows(days(['2026-01-29', '2026-01-30', '2026-02-02', '2026-02-27', '2026-03-02']), 3);
    expect(long.daily).toBe(false);
    expect(long.rows.map((r) => r.date)).toEqual(['2026-01-30', '2026-02-27', '2026-03-02']);
  });

  it('gives uPlot seconds and numbers', () => {
    expect(chartData(days(['2026-01-01']))).toEqual([[1767225600], [100], [100]]);
  });
});
