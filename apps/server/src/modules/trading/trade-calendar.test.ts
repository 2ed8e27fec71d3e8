import { describe, expect, it } from 'vitest';
import { malaysiaDate, nextTradeDate, tradeDateOfScheduledRun } from './trade-calendar';

/** Instants are written in UTC; Malaysia is UTC+8. 2026-01-05 is a Monday. */
describe('trade calendar (Malaysia time, 16:00 cut-off)', () => {
  it('a weekday request before 16:00 Malaysia time trades that day', () => {
    expect(nextTradeDate(new Date('2026-01-05T07:59:59Z'))).toBe('2026-01-05'); // Mon 15:59:59 MYT
  });

  it('at or after the cut-off it trades the next weekday', () => {
    expect(nextTradeDate(new Date('2026-01-05T08:00:00Z'))).toBe('2026-01-06'); // Mon 16:00 MYT
    expect(nextTradeDate(new Date('2026-01-09T09:00:00Z'))).toBe('2026-01-12'); // Fri 17:00 MYT -> Mon
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

  it("the morning run executes the previous weekday's trades", () => {
    expect(tradeDateOfScheduledRun(new Date('2026-01-06T22:30:00Z'))).toBe('2026-01-06'); // Wed 06:30 MYT -> Tue
    expect(tradeDateOfScheduledRun(new Date('2026-01-09T22:30:00Z'))).toBe('2026-01-09'); // Sat 06:30 MYT -> Fri
    expect(tradeDateOfScheduledRun(new Date('2026-01-05T22:30:00Z'))).toBe('2026-01-05'); // Tue 06:30 MYT -> Mon
  });
});
