import { ReturnDecimal } from './return-decimal';

/** One day of a portfolio (or of several summed): the fields of a `portfolio_valuations` row the returns need. */
export interface ValuationPoint {
  /** A trading day, 'YYYY-MM-DD'. */
  date: string;
  valueSen: bigint;
  /** In minus out, counted at the end of the day (after the day's return). */
  netFlowSen: bigint;
  cumulativeFlowSen: bigint;
  /** The time-weighted growth index (1 before money first arrived). */
  growthIndex: ReturnDecimal;
}

/**
 * Several portfolios as one: values and flows summed per day, and a growth index chained from the sums, since
 * the ratio of summed indexes means nothing. Each day's sub-period return is r_d = (V_d − F_d) / V_(d−1) − 1 (flows
 * at the end of the day, as the valuation job counts them), skipped while V_(d−1) is 0. A portfolio missing a day
 * after its first snapshot (a holiday in its market data, say) counts at its last value with no flow; before its
 * first snapshot it counts as zero. Every series must be sorted by date.
 */
export function combineSeries(series: readonly (readonly ValuationPoint[])[]): ValuationPoint[] {
  if (series.length === 1) return [...series[0]!];
  const dates = [...new Set(series.flatMap((s) => s.map((p) => p.date)))].sort();
  const cursors = series.map(() => -1);
  const combined: ValuationPoint[] = [];
  let index = new ReturnDecimal(1);
  let previousValue = 0n;
  for (const date of dates) {
    let valueSen = 0n;
    let netFlowSen = 0n;
    let cumulativeFlowSen = 0n;
    series.forEach((points, i) => {
      let cursor = cursors[i]!;
      const next = points[cursor + 1];
      const today = next?.date === date;
      if (today) cursors[i] = cursor += 1;
      const point = points[cursor];
      if (!point) return;
      valueSen += point.valueSen;
      cumulativeFlowSen += point.cumulativeFlowSen;
      if (today) netFlowSen += point.netFlowSen;
    });
    if (previousValue !== 0n) {
      index = index.mul(new ReturnDecimal((valueSen - netFlowSen).toString())).div(previousValue.toString());
    }
    combined.push({ date, valueSen, netFlowSen, cumulativeFlowSen, growthIndex: index });
    previousValue = valueSen;
  }
  return combined;
}
