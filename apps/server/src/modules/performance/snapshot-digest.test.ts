import { describe, expect, it } from 'vitest';
import { weekdaysBetween } from '../../providers/market-data/trading-days';
import { ReturnDecimal } from '../returns/return-decimal';
import type { ValuationPoint } from '../returns/valuation-series';
import { chartPoints, digestOf } from './snapshot-digest';

const day = (date: string): ValuationPoint => ({
  date,
  valueSen: 100_000n,
  netFlowSen: 0n,
  cumulativeFlowSen: 100_000n,
  growthIndex: new ReturnDecimal(1),
});

describe("the chart's points", () => {
  const dates = weekdaysBetween('2021-11-01', '2026-11-25');
  const series = dates.map(day);
  const kept = chartPoints(series, ['2023-11-24']).map((p) => p.date);

  it('keep every valuation of the latest year, the first and the last', () => {
    expect(kept).toEqual(expect.arrayContaining(dates.filter((d) => d >= '2025-11-25')));
    expect(kept[0]).toBe('2021-11-01');
    expect(kept.at(-1)).toBe('2026-11-25');
  });

  it('before that, the last valuation of each week and of each month, and the first day of a period', () => {
    const older = kept.filter((d) => d < '2025-11-25');
    // Fridays, plus month ends that fall inside a week, plus the first day, plus a period's start (a Wednesday).
    expect(older).toContain('2024-05-31'); // a Friday and a month's end
    expect(older).toContain('2024-04-30'); // a Tuesday, the month's last weekday
    expect(older).toContain('2023-11-24'); // a Friday anyway
    expect(older).not.toContain('2024-05-29'); // an ordinary Wednesday
    expect(chartPoints(series, ['2024-05-29']).map((p) => p.date)).toContain('2024-05-29');
    // Five years: a year of days, four of weeks (and month ends): about 480 points, not 1,300.
    expect(kept.length).toBeGreaterThan(450);
    expect(kept.length).toBeLessThan(520);
  });

  it('a short series keeps every point', () => {
    const short = weekdaysBetween('2026-01-05', '2026-03-31').map(day);
    expect(chartPoints(short, [])).toEqual(short);
    expect(chartPoints([], [])).toEqual([]);
  });

  it("every period's chart starts on the day its return starts from", () => {
    const digest = digestOf([1], new Map([[1, series]]));
    for (const r of digest.returns) {
      if (r.from !== null) expect(digest.series.dates).toContain(r.from);
    }
    expect(digest.series.dates.length).toBe(digest.series.values.length);
    expect(digest.series.netDeposits.length).toBe(digest.series.values.length);
  });
});
