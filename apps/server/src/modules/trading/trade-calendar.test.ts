import { describe, expect, it } from 'vitest';
import {
  createTradeCalendar,
  cutoffOf,
  followingTradeDate,
  formatCutoffTime,
  isTradeDate,
  malaysiaDate,
  nextTradeDate,
  parseCutoffTime,
  precedingTradeDate,
  tradeDateOfScheduledRun,
} from './trade-calendar';

/** Instants are written in UTC; Malaysia is UTC+8. 2026-01-05 is a Monday. Default cut-off 15:00 Malaysia time. */
describe('trade calendar (Malaysia time, cut-off, exchange holidays)', () => {
  it('a weekday request before the cut-off trades that day', () => {
    expect(nextTradeDate(new Date('2026-01-05T06:59:59Z'))).toBe('2026-01-05'); // Mon 14:59:59 MYT
  });

  it('at or after the cut-off it trades the next trade date', () => {
    expect(nextTradeDate(new Date('2026-01-05T07:00:00Z'))).toBe('2026-01-06'); // Mon 15:00 MYT
    expect(nextTradeDate(new Date('2026-01-09T09:00:00Z'))).toBe('2026-01-12'); // Fri 17:00 MYT -> Mon
  });

  it('the cut-off is the calendar’s: 16:30 keeps 16:00 on the same date', () => {
    const late = createTradeCalendar(16 * 60 + 30, []);
    expect(nextTradeDate(new Date('2026-01-05T08:00:00Z'), late)).toBe('2026-01-05'); // Mon 16:00 MYT
    expect(nextTradeDate(new Date('2026-01-05T08:30:00Z'), late)).toBe('2026-01-06'); // Mon 16:30 MYT
    expect(cutoffOf('2026-01-05', late).toISOString()).toBe('2026-01-05T08:30:00.000Z');
  });

  it('uses the Malaysian date, not the UTC one', () => {
    // Sun 2026-01-04 20:00 UTC is Mon 04:00 in Kuala Lumpur.
    expect(malaysiaDate(new Date('2026-01-04T20:00:00Z'))).toBe('2026-01-05');
    expect(nextTradeDate(new Date('2026-01-04T20:00:00Z'))).toBe('2026-01-05');
  });

  it('a weekend request trades on Monday', () => {
    expect(nextTradeDate(new Date('2026-01-10T02:00:00Z'))).toBe('2026-01-12'); // Sat 10:00 MYT
    expect(nextTradeDate(new Date('2026-01-11T15:00:00Z'))).toBe('2026-01-12'); // Sun 23:00 MYT
  });

  it("the morning run executes the previous trade date's trades", () => {
    expect(tradeDateOfScheduledRun(new Date('2026-01-06T22:30:00Z'))).toBe('2026-01-06'); // Wed 06:30 MYT -> Tue
    expect(tradeDateOfScheduledRun(new Date('2026-01-09T22:30:00Z'))).toBe('2026-01-09'); // Sat 06:30 MYT -> Fri
  });

  describe('a holiday on either exchange is no trade date', () => {
    const calendar = createTradeCalendar(15 * 60, [
      { exchange: 'XKLS', date: '2026-08-31', name: 'National Day' },
      { exchange: 'XNYS', date: '2026-11-26', name: 'Thanksgiving Day' },
      { exchange: 'XNYS', date: '2026-11-27', name: 'Test closure' },
    ]);

    it('a Bursa Malaysia holiday (Monday 31 Aug) moves Friday evening’s requests to Tuesday', () => {
      expect(isTradeDate('2026-08-31', calendar)).toBe(false);
      expect(nextTradeDate(new Date('2026-08-28T08:00:00Z'), calendar)).toBe('2026-09-01');
      expect(followingTradeDate('2026-08-28', calendar)).toBe('2026-09-01');
      expect(precedingTradeDate('2026-09-01', calendar)).toBe('2026-08-28');
    });

    it('NYSE holidays (Thanksgiving and a closure the day after) move Wednesday’s late requests to Monday', () => {
      expect(nextTradeDate(new Date('2026-11-25T07:00:00Z'), calendar)).toBe('2026-11-30');
      expect(nextTradeDate(new Date('2026-11-25T06:59:59Z'), calendar)).toBe('2026-11-25');
      // The morning after a holiday, the scheduled run's date is the last trade date before it.
      expect(tradeDateOfScheduledRun(new Date('2026-11-26T22:30:00Z'), calendar)).toBe('2026-11-25');
    });

    it('without the holidays those dates are ordinary weekdays', () => {
      expect(isTradeDate('2026-08-31')).toBe(true);
      expect(isTradeDate('2026-08-29')).toBe(false);
    });
  });

  it('reads and writes cut-off times as HH:MM', () => {
    expect(parseCutoffTime('15:00')).toBe(900);
    expect(parseCutoffTime(' 09:05 ')).toBe(545);
    expect(parseCutoffTime('24:00')).toBeNull();
    expect(parseCutoffTime('4pm')).toBeNull();
    expect(parseCutoffTime('9:00')).toBeNull();
    expect(formatCutoffTime(990)).toBe('16:30');
  });
});
