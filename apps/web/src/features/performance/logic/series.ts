import type { Performance } from '@harta/contracts/schemas/returns';

export type Series = Performance['series'];

/** The series from `from` (YYYY-MM-DD, inclusive) on; all of it when `from` is null. */
export function seriesFrom(series: Series, from: string | null): Series {
  if (!from) return series;
  const start = series.dates.findIndex((date) => date >= from);
  if (start < 0) return { dates: [], values: [], netDeposits: [] };
  return {
    dates: series.dates.slice(start),
    values: series.values.slice(start),
    netDeposits: series.netDeposits.slice(start),
  };
}

export interface SeriesRow {
  date: string;
  value: string;
  netDeposits: string;
}

/**
 * The rows of the chart's text alternative: every day for a short series, else each month's last valuation (and
 * the very last one), so a screen reader gets the shape of five years in sixty rows, not 1,800.
 */
export function seriesRows(series: Series, dailyUpTo = 31): { rows: SeriesRow[]; daily: boolean } {
  const all = series.dates.map((date, i) => ({ date, value: series.values[i]!, netDeposits: series.netDeposits[i]! }));
  if (all.length <= dailyUpTo) return { rows: all, daily: true };
  const rows = all.filter((row, i) => i === all.length - 1 || all[i + 1]!.date.slice(0, 7) !== row.date.slice(0, 7));
  return { rows, daily: false };
}

/**
 * The series as uPlot wants it: seconds since the epoch and numbers. Floats are fine here, for drawing only: every
 * figure shown as text comes from the exact strings.
 */
export function chartData(series: Series): [number[], number[], number[]] {
  return [
    series.dates.map((date) => Date.parse(`${date}T00:00:00Z`) / 1000),
    series.values.map(Number),
    series.netDeposits.map(Number),
  ];
}
