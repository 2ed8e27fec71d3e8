import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('writes dates as "25 Nov 2026"', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    expect(formatDate('2026-09-03T10:00:00')).toBe('3 Sep 2026');
  });

  it('reads a bare year-month-day as that calendar day whatever the time zone', () => {
    expect(formatDate('1990-01-01')).toBe('1 Jan 1990');
  });

  it('shows a dash for missing or unreadable values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });

  it('adds the local time for audit entries', () => {
    expect(formatDateTime('2026-11-25T14:05:00')).toBe('25 Nov 2026, 14:05');
  });
});
