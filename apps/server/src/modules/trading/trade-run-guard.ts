import { formatDate } from '@harta/contracts/format';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import type { IsoDate } from '../../providers/market-data/market-data-provider';
import {
  cutoffOf,
  followingTradeDate,
  formatCutoffTime,
  holidaysOn,
  isTradeDate,
  malaysiaDate,
  type Exchange,
  type TradeCalendar,
} from './trade-calendar';
import type { ClosesStatus } from './trade-date-closes';

/**
 * Which trade dates may run (docs/money.md "Trade run"): only a trade date (no weekend, no holiday on either
 * exchange), never a date after today (Malaysia time), never before its cut-off has passed (money and requests may
 * still arrive for it), and only once every close it needs is stored. The scheduled run and staff alike go through
 * these checks (trade-runner.ts).
 */
export type TradeRunRefusal = 'NOT_TRADE_DATE' | 'FUTURE_DATE' | 'BEFORE_CUTOFF' | 'CLOSES_MISSING';

export class TradeRunRefusedError extends Error {
  override name = 'TradeRunRefusedError';
  constructor(
    readonly refusal: TradeRunRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const EXCHANGE_NAMES: Record<Exchange, string> = { XKLS: 'Bursa Malaysia', XNYS: 'NYSE' };

/** The refusal of the date itself (calendar, today, cut-off), or null when the date may run at `now`. */
export function dateRefusal(tradeDate: IsoDate, now: Date, calendar: TradeCalendar): TradeRunRefusedError | null {
  if (!isTradeDate(tradeDate, calendar)) {
    const holidays = holidaysOn(tradeDate, calendar);
    const reason =
      holidays.length > 0
        ? holidays.map((h) => `${h.name}, ${EXCHANGE_NAMES[h.exchange]}`).join('; ')
        : messagesEn['trading.weekend'];
    const next = followingTradeDate(tradeDate, calendar);
    return new TradeRunRefusedError(
      'NOT_TRADE_DATE',
      formatMessage('trading.notTradeDate', {
        date: formatDate(tradeDate, 'en'),
        reason,
        next: formatDate(next, 'en'),
      }),
    );
  }
  if (tradeDate > malaysiaDate(now)) {
    return new TradeRunRefusedError(
      'FUTURE_DATE',
      formatMessage('trading.futureDate', { date: formatDate(tradeDate, 'en') }),
    );
  }
  if (now.getTime() < cutoffOf(tradeDate, calendar).getTime()) {
    return new TradeRunRefusedError(
      'BEFORE_CUTOFF',
      formatMessage('trading.beforeCutoff', {
        date: formatDate(tradeDate, 'en'),
        cutoff: formatCutoffTime(calendar.cutoffMinutes),
      }),
    );
  }
  return null;
}

/** The refusal when a close the date needs is missing, naming each source that lacks one; null when all are in. */
export function closesRefusal(tradeDate: IsoDate, closes: ClosesStatus): TradeRunRefusedError | null {
  if (closes.complete) return null;
  const missing: string[] = [];
  if (closes.bursa.missing.length > 0) missing.push(`Bursa Malaysia (${closes.bursa.missing.join(', ')})`);
  if (closes.us.missing.length > 0) missing.push(`US exchange (${closes.us.missing.join(', ')})`);
  if (!closes.usdMyr) missing.push('the USD/MYR rate');
  return new TradeRunRefusedError(
    'CLOSES_MISSING',
    formatMessage('trading.closesMissing', { date: tradeDate, missing: missing.join('; ') }),
  );
}
