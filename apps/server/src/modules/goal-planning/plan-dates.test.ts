import { describe, expect, it } from 'vitest';
import { addMonths, wholeMonthsBetween } from './plan-dates';

describe('plan dates', () => {
  it.each([
    ['2026-11-28', '2027-11-28', 12],
    ['2026-11-28', '2027-11-27', 11],
    ['2026-11-28', '2026-12-28', 1],
    ['2026-11-28', '2026-12-27', 0],
    ['2026-11-28', '2026-11-28', 0],
    ['2026-11-28', '2026-10-28', -1],
    ['2026-01-31', '2026-02-28', 0],
  ])('from %s to %s is %i whole months', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });

  it.each([
    ['2026-11-28', 1, '2026-12-28'],
    ['2026-11-28', 14, '2028-01-28'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-11-28', 0, '2026-11-28'],
    ['2026-11-28', 600, '2076-11-28'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});
