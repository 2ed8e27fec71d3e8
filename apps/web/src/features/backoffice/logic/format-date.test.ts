import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes dates as "25 Nov 2026"', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2026-09-03T10:00:00Z')).toBe('3 Sep 2026');
  });

  it('reads a bare year-month-day as that calendar day whatever the time zone', () => {
    expect(formatDate('1990-01-01')).toBe('1 Jan 1990');
  });

  it('dates an instant by the Malaysian calendar (UTC+8)', () => {
    // 20:30 UTC on 24 Nov is 04:30 on 25 Nov in Kuala Lumpur.
    expect(formatDate('2026-11-24T20:30:00.000Z')).toBe('25 Nov 2026');
  });

  it('shows a dash for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
    expect(formatDateTime(undefined)).toBe('—');
  });

  it('adds the time in Asia/Kuala_Lumpur for audit entries, whatever the browser zone', () => {
    expect(formatDateTime('2026-11-25T06:05:00.000Z')).toBe('25 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-25T16:00:00.000Z')).toBe('26 Nov 2026, 00:00');
  });
});
