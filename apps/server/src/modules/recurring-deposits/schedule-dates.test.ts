import { describe, expect, it } from 'vitest';
import { addDays } from '../returns/calendar-days';
import { firstCollectionOn, nextCollectionAfter } from './schedule-dates';

const monthly = (dayOfMonth: number) => ({ frequency: 'monthly' as const, dayOfMonth, dayOfWeek: null });
const weekly = (dayOfWeek: number) => ({ frequency: 'weekly' as const, dayOfMonth: null, dayOfWeek });

describe('schedule dates', () => {
  it('a monthly schedule starts on its day this month if not past, else next month, across a year end', () => {
    expect(firstCollectionOn(monthly(28), '2026-11-28')).toBe('2026-11-28');
    expect(firstCollectionOn(monthly(5), '2026-11-28')).toBe('2026-12-05');
    expect(firstCollectionOn(monthly(1), '2026-12-02')).toBe('2027-01-01');
  });

  it('a monthly schedule moves a month at a time on its day, February included', () => {
    expect(nextCollectionAfter(monthly(28), '2027-01-28')).toBe('2027-02-28');
    expect(nextCollectionAfter(monthly(15), '2026-12-15')).toBe('2027-01-15');
  });

  it('a weekly schedule starts on the next of its weekdays (Monday = 1) and moves a week at a time', () => {
    // 2026-11-28 is a Saturday.
    expect(firstCollectionOn(weekly(6), '2026-11-28')).toBe('2026-11-28');
    expect(firstCollectionOn(weekly(1), '2026-11-28')).toBe('2026-11-30');
    expect(firstCollectionOn(weekly(7), '2026-11-28')).toBe('2026-11-29');
    expect(nextCollectionAfter(weekly(1), '2026-11-30')).toBe('2026-12-07');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });
});
