import { formatSen } from '@harta/contracts/money';
import { RETURN_PERIODS, type PeriodReturn, type ReturnPeriod } from '@harta/contracts/schemas/returns';
import { addMonths, addYears, daysBetween, previousYearEnd } from './calendar-days';
import { moneyWeightedReturn, type CashFlow } from './money-weighted';
import { formatRate, ReturnDecimal } from './return-decimal';
import type { ValuationPoint } from './valuation-series';

const YEAR_DAYS = 365;

/** The date a period's window opens, counted back from the latest valuation date `end`. */
function windowStart(period: Exclude<ReturnPeriod, 'SI'>, end: string): string {
  switch (period) {
    case '1M':
      return addMonths(end, -1);
    case '3M':
      return addMonths(end, -3);
    case '6M':
      return addMonths(end, -6);
    case 'YTD':
      return previousYearEnd(end);
    case '1Y':
      return addYears(end, -1);
    case '3Y':
      return addYears(end, -3);
  }
}

/** The last point on or before `date` (binary search over the sorted series), or -1 when the series starts later. */
function lastOnOrBefore(series: readonly ValuationPoint[], date: string): number {
  let low = 0;
  let high = series.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (series[mid]!.date <= date) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * 3Y is always per year; since inception is per year once it spans more than a calendar year; the shorter periods
 * (1Y included, whose window is exactly a year) are over the period itself.
 */
function isAnnualised(period: ReturnPeriod, from: string, to: string): boolean {
  if (period === '3Y') return true;
  return period === 'SI' && from < addYears(to, -1);
}

const missing = (
  period: ReturnPeriod,
  reason: PeriodReturn['unavailableReason'],
  from: string | null,
  to: string | null,
): PeriodReturn => ({
  period,
  from,
  to,
  twr: null,
  mwr: null,
  annualised: false,
  gain: null,
  unavailableReason: reason,
});

/**
 * One period's returns between the points `start` and `end` of the series (docs/returns.md "Return methods"):
 * - TWR: growth index at the end ÷ index at the start − 1 (annualised: (1 + TWR)^(365 / days) − 1);
 * - MWR: XIRR of the opening value (put in at the start), each day's net flow, and the closing value (taken out
 *   at the end);
 * - gain: closing − opening − the net flows in between.
 */
export function periodReturn(
  period: ReturnPeriod,
  series: readonly ValuationPoint[],
  start: number,
  end: number,
): PeriodReturn {
  const first = series[start]!;
  const last = series[end]!;
  // One valuation is a moment, not a period: nothing has had time to move.
  if (start >= end) return missing(period, 'NO_HISTORY', first.date, last.date);
  let anyMoney = false;
  for (let i = start; i <= end && !anyMoney; i += 1) anyMoney = series[i]!.valueSen !== 0n;
  if (!anyMoney || first.growthIndex.isZero()) return missing(period, 'NO_MONEY', first.date, last.date);

  const annualised = isAnnualised(period, first.date, last.date);
  const days = daysBetween(first.date, last.date);

  let twr = last.growthIndex.div(first.growthIndex).minus(1);
  if (annualised) twr = twr.plus(1).pow(new ReturnDecimal(YEAR_DAYS).div(days)).minus(1);

  const flows: CashFlow[] = [{ date: first.date, amountSen: -first.valueSen }];
  let netFlows = 0n;
  for (let i = start + 1; i <= end; i += 1) {
    const point = series[i]!;
    netFlows += point.netFlowSen;
    if (point.netFlowSen !== 0n) flows.push({ date: point.date, amountSen: -point.netFlowSen });
  }
  flows.push({ date: last.date, amountSen: last.valueSen });
  const mwr = moneyWeightedReturn(flows, first.date, last.date, annualised);

  return {
    period,
    from: first.date,
    to: last.date,
    twr: formatRate(twr),
    mwr: mwr.rate === null ? null : formatRate(mwr.rate),
    annualised,
    gain: formatSen(last.valueSen - first.valueSen - netFlows),
    unavailableReason: null,
    ...(mwr.reason ? { mwrUnavailableReason: mwr.reason } : {}),
  };
}

/**
 * Every period of the performance page, each ending at the series' latest valuation date. A period's window
 * opens at the last valuation on or before its start date; one that opens before the first valuation has
 * NO_HISTORY (except since inception, which starts at the first). The series must be sorted by date.
 */
export function periodReturns(
  series: readonly ValuationPoint[],
  periods: readonly ReturnPeriod[] = RETURN_PERIODS,
): PeriodReturn[] {
  if (series.length === 0) return periods.map((p) => missing(p, 'NO_HISTORY', null, null));
  const end = series.length - 1;
  const endDate = series[end]!.date;
  return periods.map((period) => {
    const start = period === 'SI' ? 0 : lastOnOrBefore(series, windowStart(period, endDate));
    if (start < 0) return missing(period, 'NO_HISTORY', null, endDate);
    return periodReturn(period, series, start, end);
  });
}

/**
 * The time-weighted return since the first valuation, not annualised (the dashboard's total return rate): the
 * growth index at the end ÷ the index at the start − 1, with the reasons of {@link periodReturn} when missing.
 */
export function growthSinceInception(series: readonly ValuationPoint[]): {
  rate: string | null;
  unavailableReason: PeriodReturn['unavailableReason'];
} {
  if (series.length < 2) return { rate: null, unavailableReason: 'NO_HISTORY' };
  const first = series[0]!;
  const last = series[series.length - 1]!;
  if (!series.some((p) => p.valueSen !== 0n) || first.growthIndex.isZero()) {
    return { rate: null, unavailableReason: 'NO_MONEY' };
  }
  return { rate: formatRate(last.growthIndex.div(first.growthIndex).minus(1)), unavailableReason: null };
}
