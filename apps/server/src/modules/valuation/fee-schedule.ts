import Decimal from 'decimal.js';
import type { Db } from '../../db/connection';
import { findSystemParameter } from '../reference-data/reference-data.repository';
import { followingTradeDate, isTradeDate, precedingTradeDate } from '../trading/trade-calendar';
import { parseIsoDate } from '../../providers/market-data/trading-days';

/**
 * The annual management fee, tiered by balance like the peers' (docs/returns.md "Management fee"): one rate on the
 * balance up to a limit, another on the part above it. Staff edit the three system parameters below; a parameter
 * that is deactivated or not a plain non-negative decimal falls back to its default, so a typo never charges a
 * wrong fee silently at an absurd rate (the defaults are the published ones).
 */

const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_EVEN });

export const FEE_PARAMETER_CATEGORY = 'FEE';

export const FEE_PARAMETERS = {
  tierLimitMyr: { key: 'MANAGEMENT_TIER_LIMIT_MYR', default: '100000' },
  firstTierRatePercent: { key: 'MANAGEMENT_RATE_FIRST_TIER_PERCENT', default: '0.80' },
  aboveTierRatePercent: { key: 'MANAGEMENT_RATE_ABOVE_TIER_PERCENT', default: '0.60' },
  // The fee of a Shariah goal (docs/shariah.md "Fee"): the firm's wage (ujrah) for managing it, on the same tiers;
  // the published rates are the conventional ones until the firm sets others.
  shariahFirstTierRatePercent: { key: 'SHARIAH_MANAGEMENT_RATE_FIRST_TIER_PERCENT', default: '0.80' },
  shariahAboveTierRatePercent: { key: 'SHARIAH_MANAGEMENT_RATE_ABOVE_TIER_PERCENT', default: '0.60' },
} as const;

export interface FeeSchedule {
  /** The balance the first rate applies up to, in sen. */
  tierLimitSen: bigint;
  /** Annual rates as exact decimal fractions ('0.008' for 0.80 %). */
  firstTierRate: string;
  aboveTierRate: string;
  /** The rates of a Shariah goal (docs/shariah.md "Fee"), on the same limit. */
  shariahFirstTierRate: string;
  shariahAboveTierRate: string;
}

/** Percent with at most 6 decimals (so the fraction has at most 8) and at most 5 %: anything else is a typo. */
const PERCENT = /^\d{1,2}(\.\d{1,6})?$/;
/** Ringgit with at most 2 decimals. */
const RINGGIT = /^\d{1,12}(\.\d{1,2})?$/;

function percentToFraction(value: string | undefined, fallback: string): string {
  const text = value !== undefined && PERCENT.test(value) && new Dec(value).lte(5) ? value : fallback;
  return new Dec(text).div(100).toFixed();
}

function ringgitToSen(value: string | undefined, fallback: string): bigint {
  const text = value !== undefined && RINGGIT.test(value) ? value : fallback;
  return BigInt(new Dec(text).mul(100).toFixed(0));
}

export function feeScheduleOf(values: Partial<Record<keyof typeof FEE_PARAMETERS, string>>): FeeSchedule {
  return {
    tierLimitSen: ringgitToSen(values.tierLimitMyr, FEE_PARAMETERS.tierLimitMyr.default),
    firstTierRate: percentToFraction(values.firstTierRatePercent, FEE_PARAMETERS.firstTierRatePercent.default),
    aboveTierRate: percentToFraction(values.aboveTierRatePercent, FEE_PARAMETERS.aboveTierRatePercent.default),
    shariahFirstTierRate: percentToFraction(
      values.shariahFirstTierRatePercent,
      FEE_PARAMETERS.shariahFirstTierRatePercent.default,
    ),
    shariahAboveTierRate: percentToFraction(
      values.shariahAboveTierRatePercent,
      FEE_PARAMETERS.shariahAboveTierRatePercent.default,
    ),
  };
}

/** The schedule in force: the active system parameters, or the defaults. */
export async function loadFeeSchedule(db: Db): Promise<FeeSchedule> {
  const values: Partial<Record<keyof typeof FEE_PARAMETERS, string>> = {};
  for (const [name, parameter] of Object.entries(FEE_PARAMETERS) as [keyof typeof FEE_PARAMETERS, { key: string }][]) {
    const row = await findSystemParameter(db, FEE_PARAMETER_CATEGORY, parameter.key);
    if (row) values[name] = row.value.trim();
  }
  return feeScheduleOf(values);
}

/** A whole year's fee on a balance, in sen, exact: the tiers applied to the balance. Mirrors the SQL accrual. */
export function annualFeeSen(valueSen: bigint, schedule: FeeSchedule, shariah = false): string {
  const limit = schedule.tierLimitSen;
  const first = valueSen < limit ? valueSen : limit;
  const above = valueSen > limit ? valueSen - limit : 0n;
  return new Dec(first.toString())
    .mul(shariah ? schedule.shariahFirstTierRate : schedule.firstTierRate)
    .plus(new Dec(above.toString()).mul(shariah ? schedule.shariahAboveTierRate : schedule.aboveTierRate))
    .toFixed();
}

const DAY_MS = 86_400_000;

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function nextMonthStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to)! - parseIsoDate(from)!) / DAY_MS);
}

/**
 * The calendar days a trading day's accrual covers, so that every calendar day is charged exactly once and in its
 * own month: the day itself and the non-trading days after it up to the next trading day, cut at the month's end;
 * the first trading day of a month also covers the month's first days before it (a month that starts on a
 * weekend). A Friday usually covers 3 days; a month's trading days cover exactly its calendar days.
 */
export function accrualDays(tradeDate: string): number {
  if (!isTradeDate(tradeDate)) throw new RangeError(`${tradeDate} is not a trading day`);
  const firstOfMonth = monthStart(tradeDate);
  const start = precedingTradeDate(tradeDate) < firstOfMonth ? firstOfMonth : tradeDate;
  const next = followingTradeDate(tradeDate);
  const monthEnd = nextMonthStart(tradeDate);
  const end = next < monthEnd ? next : monthEnd;
  return daysBetween(start, end);
}

/** The last trading day of the month of `date`. */
export function lastTradeDateOfMonth(date: string): string {
  return precedingTradeDate(nextMonthStart(date));
}
