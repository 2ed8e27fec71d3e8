import { EXCHANGE_HOLIDAY_LIST } from '@harta/contracts/schemas/reference-data-admin';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { referenceValues, systemParameters } from '../../db/schema/reference-data';
import {
  DEFAULT_CUTOFF_MINUTES,
  EXCHANGES,
  createTradeCalendar,
  nextTradeDate,
  parseCutoffTime,
  type Exchange,
  type ExchangeHoliday,
  type TradeCalendar,
} from './trade-calendar';

/** The system parameter (category, key) of the cut-off: 'HH:MM' Malaysia time on each trade date. */
export const CUTOFF_PARAMETER = { category: 'TRADE', key: 'CUTOFF_TIME' } as const;

/**
 * The cut-off staff set in the system parameters, or the default (15:00) when it is missing, deactivated or not
 * a time 'HH:MM' (a typo must not move every client's money to another date).
 */
export async function cutoffMinutes(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ value: systemParameters.value, active: systemParameters.active })
    .from(systemParameters)
    .where(
      and(eq(systemParameters.category, CUTOFF_PARAMETER.category), eq(systemParameters.key, CUTOFF_PARAMETER.key)),
    );
  return (row?.active ? parseCutoffTime(row.value) : null) ?? DEFAULT_CUTOFF_MINUTES;
}

/** '<exchange>:<date>' -> its parts; null for a code that names no known exchange or no date. */
export function parseHolidayCode(code: string): { exchange: Exchange; date: string } | null {
  const m = /^([A-Z]{4}):(\d{4}-\d{2}-\d{2})$/.exec(code);
  if (!m || !(EXCHANGES as readonly string[]).includes(m[1]!)) return null;
  return { exchange: m[1] as Exchange, date: m[2]! };
}

/** The active holidays staff keep in reference data (docs/backoffice.md "Reference data"). */
export async function exchangeHolidays(db: Pick<Db, 'select'>): Promise<ExchangeHoliday[]> {
  const rows = await db
    .select({ code: referenceValues.code, name: referenceValues.name })
    .from(referenceValues)
    .where(and(eq(referenceValues.type, EXCHANGE_HOLIDAY_LIST), eq(referenceValues.active, true)));
  return rows.flatMap((row) => {
    const parsed = parseHolidayCode(row.code);
    return parsed ? [{ ...parsed, name: row.name }] : [];
  });
}

/**
 * The calendar as reference data says now: read where it is used (two small queries), so an edit in one instance
 * applies in every instance at once. Read it outside a transaction of the embedded engine (which serves one
 * caller at a time).
 */
export async function loadTradeCalendar(db: Pick<Db, 'select'>): Promise<TradeCalendar> {
  const [minutes, holidays] = [await cutoffMinutes(db), await exchangeHolidays(db)];
  return createTradeCalendar(minutes, holidays);
}

/**
 * The trade date of a request (withdrawal, transfer, switch) received at `now`, by the calendar in reference data:
 * before the cut-off of a trade date, that date; otherwise the next one (docs/money.md "Trade dates").
 */
export async function tradeDateOfRequest(db: Pick<Db, 'select'>, now: Date): Promise<string> {
  return nextTradeDate(now, await loadTradeCalendar(db));
}
