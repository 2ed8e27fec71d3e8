import { describe, expect, it } from 'vitest';
import { formatDate, formatRinggit } from './format';

describe('withdrawal formatting', () => {
  it.each([
    ['0.00', 'RM 0.00'],
    ['1.5', 'RM 1.50'],
    ['1234.56', 'RM 1,234.56'],
    ['1000000.00', 'RM 1,000,000.00'],
  ])('%s -> %s', (amount, text) => expect(formatRinggit(amount)).toBe(text));

  it('shows calendar dates and timestamps as Malaysian dates', () => {
    expect(formatDate('2026-11-25')).toBe('25 Nov 2026');
    // 20:00 UTC on the 24th is already the 25th in Malaysia.
    expect(formatDate('2026-11-24T20:00:00.000Z')).toBe('25 Nov 2026');
  });
});
