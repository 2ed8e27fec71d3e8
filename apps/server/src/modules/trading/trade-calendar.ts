import { formatIsoDate, isWeekday, parseIsoDate } from '../../providers/market-data/trading-days';
import type { IsoDate } from '../../providers/market-data/market-data-provider';

/**
 * When money and requests trade (docs/money.md "Trade dates"). Everything is reckoned in Malaysia time (UTC+8 all
 * year, no daylight saving).
 *
 * A trade date is a weekday on which both exchanges the portfolios trade on are open: Bursa Malaysia (XKLS, the
 * ringgit ETFs) and the New York Stock Exchange (XNYS, whose calendar NYSE Arca follows: the US-dollar ETFs). A date
 * that is a holiday on either is no trade date: every portfolio holds funds of both, and one set of closes per
 * trade keeps a buy on its model weights and both legs of a transfer or switch at the same date's prices.
 *
 * Each trade date T has a cut-off (system parameter TRADE.CUTOFF_TIME, 15:00 by default): money settled and
 * requests received before cut-off(T) trade at T's closes; at or after it, at the next trade date's.
 *
 * The functions take the calendar (holidays and cut-off, loaded from reference data by `loadTradeCalendar`); the
 * weekday-only calendar `WEEKDAYS` serves the callers that count valuation days, which are every weekday.
 */

const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The exchanges whose holidays the calendar knows: Bursa Malaysia and the New York Stock Exchange (ISO 10383). */
export const EXCHANGES = ['XKLS', 'XNYS'] as const;
export type Exchange = (typeof EXCHANGES)[number];

export interface ExchangeHoliday {
  exchange: Exchange;
  date: IsoDate;
  name: string;
}

export interface TradeCalendar {
  /** Minutes after midnight (Malaysia time) of a trade date from which money and requests go to the next one. */
  cutoffMinutes: number;
  /** The exchanges' holidays by date. */
  holidays: ReadonlyMap<IsoDate, readonly ExchangeHoliday[]>;
}

/** 15:00 Malaysia time (docs/money.md "Trade dates" says why). */
export const DEFAULT_CUTOFF_MINUTES = 15 * 60;

/** Weekdays, no holidays, the default cut-off: valuation days, and the calendar before reference data is read. */
export const WEEKDAYS: TradeCalendar = { cutoffMinutes: DEFAULT_CUTOFF_MINUTES, holidays: new Map() };

export function createTradeCalendar(cutoffMinutes: number, holidays: readonly ExchangeHoliday[]): TradeCalendar {
  const byDate = new Map<IsoDate, ExchangeHoliday[]>();
  for (const holiday of holidays) byDate.set(holiday.date, [...(byDate.get(holiday.date) ?? []), holiday]);
  return { cutoffMinutes, holidays: byDate };
}

/** 'HH:MM' (00:00 to 23:59) as minutes after midnight, or null. */
export function parseCutoffTime(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Minutes after midnight as 'HH:MM'. */
export function formatCutoffTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The Malaysia-time calendar date of an instant. */
export function malaysiaDate(now: Date = new Date()): IsoDate {
  return formatIsoDate(Math.floor((now.getTime() + MALAYSIA_OFFSET_MS) / DAY_MS) * DAY_MS);
}

function dayMs(date: IsoDate): number {
  const ms = parseIsoDate(date);
  if (ms === null) throw new RangeError(`bad date ${date}`);
  return ms;
}

/** The holidays on the date (either exchange); empty on an ordinary day. */
export function holidaysOn(date: IsoDate, calendar: TradeCalendar = WEEKDAYS): readonly ExchangeHoliday[] {
  return calendar.holidays.get(date) ?? [];
}

/** A weekday on which neither exchange has a holiday. */
export function isTradeDate(date: IsoDate, calendar: TradeCalendar = WEEKDAYS): boolean {
  const ms = parseIsoDate(date);
  return ms !== null && isWeekday(ms) && holidaysOn(date, calendar).length === 0;
}

/** The first trade date strictly after `date`. */
export function followingTradeDate(date: IsoDate, calendar: TradeCalendar = WEEKDAYS): IsoDate {
  let ms = dayMs(date);
  do ms += DAY_MS;
  while (!isTradeDate(formatIsoDate(ms), calendar));
  return formatIsoDate(ms);
}

/** The last trade date strictly before `date`. */
export function precedingTradeDate(date: IsoDate, calendar: TradeCalendar = WEEKDAYS): IsoDate {
  let ms = dayMs(date);
  do ms -= DAY_MS;
  while (!isTradeDate(formatIsoDate(ms), calendar));
  return formatIsoDate(ms);
}

/** The instant of the date's cut-off (the date's Malaysia-time midnight plus the cut-off's minutes). */
export function cutoffOf(date: IsoDate, calendar: TradeCalendar = WEEKDAYS): Date {
  return new Date(dayMs(date) - MALAYSIA_OFFSET_MS + calendar.cutoffMinutes * 60_000);
}

/**
 * The trade date of money settled, or a request received, at `now`: today when today is a trade date and its
 * cut-off has not come, otherwise the next trade date.
 */
export function nextTradeDate(now: Date, calendar: TradeCalendar = WEEKDAYS): IsoDate {
  const today = malaysiaDate(now);
  if (isTradeDate(today, calendar) && now.getTime() < cutoffOf(today, calendar).getTime()) return today;
  return followingTradeDate(today, calendar);
}

/**
 * The date the scheduled run at `now` executes: the last trade date before today (Malaysia time), whose closes
 * are all known by the morning (the run is scheduled Tuesday to Saturday at 06:30 Malaysia time).
 */
export function tradeDateOfScheduledRun(now: Date, calendar: TradeCalendar = WEEKDAYS): IsoDate {
  return precedingTradeDate(malaysiaDate(now), calendar);
}
