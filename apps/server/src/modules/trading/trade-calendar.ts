import { formatIsoDate, isWeekday, parseIsoDate } from '../../providers/market-data/trading-days';
import type { IsoDate } from '../../providers/market-data/market-data-provider';

/**
 * When a request trades (docs/money.md "Trade dates"). Trade dates are weekdays (Malaysian and US holidays are
 * ignored, as the market data does). Everything is reckoned in Malaysia time (UTC+8 all year, no daylight saving).
 *
 * Cut-off: a request received on a weekday before 16:00 Malaysia time trades that day, at that day's closes; one
 * received at or after 16:00, or on a weekend, trades on the next weekday. 16:00 leaves an hour before Bursa
 * Malaysia's 17:00 close to place the day's orders (the US-listed ETFs close later still, at 04:00 or 05:00
 * Malaysia time the next morning), which is why a date's trade run is scheduled the next morning
 * (`tradeDateOfScheduledRun`).
 */

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;
/** Hour of the Malaysia-time day from which requests go to the next trade date. */
export const TRADE_CUT_OFF_HOUR_MYT = 16;

/** The Malaysia-time calendar date of an instant. */
export function malaysiaDate(now: Date): IsoDate {
  return formatIsoDate(Math.floor((now.getTime() + MALAYSIA_OFFSET_MS) / DAY_MS) * DAY_MS);
}

function malaysiaHour(now: Date): number {
  return new Date(now.getTime() + MALAYSIA_OFFSET_MS).getUTCHours();
}

export function isTradeDate(date: IsoDate): boolean {
  const ms = parseIsoDate(date);
  return ms !== null && isWeekday(ms);
}

/** The first weekday strictly after `date`. */
export function followingTradeDate(date: IsoDate): IsoDate {
  let ms = parseIsoDate(date);
  if (ms === null) throw new RangeError(`bad date ${date}`);
  do ms += DAY_MS;
  while (!isWeekday(ms));
  return formatIsoDate(ms);
}

/** The last weekday strictly before `date`. */
export function precedingTradeDate(date: IsoDate): IsoDate {
  let ms = parseIsoDate(date);
  if (ms === null) throw new RangeError(`bad date ${date}`);
  do ms -= DAY_MS;
  while (!isWeekday(ms));
  return formatIsoDate(ms);
}

/** The trade date of a request received at `now` (see the cut-off above). */
export function nextTradeDate(now: Date): IsoDate {
  const today = malaysiaDate(now);
  if (isTradeDate(today) && malaysiaHour(now) < TRADE_CUT_OFF_HOUR_MYT) return today;
  return followingTradeDate(today);
}

/**
 * The date the scheduled run at `now` executes: the last trade date before today (Malaysia time), whose closes
 * are all known by the morning (the run is scheduled Tuesday to Saturday at 06:30 Malaysia time).
 */
export function tradeDateOfScheduledRun(now: Date): IsoDate {
  return precedingTradeDate(malaysiaDate(now));
}
