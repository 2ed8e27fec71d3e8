import { describe, expect, it } from 'vitest';
import { formatRinggit } from './format-ringgit';

describe('formatRinggit', () => {
  it('groups thousands and always shows two decimals, from the exact decimal string', () => {
    expect(formatRinggit('0.00')).toBe('RM 0.00');
    expect(formatRinggit('1234.5')).toBe('RM 1,234.50');
    expect(formatRinggit('1000000')).toBe('RM 1,000,000.00');
    expect(formatRinggit('90071992547409.93')).toBe('RM 90,071,992,547,409.93');
    expect(formatRinggit('-12.30')).toBe('-RM 12.30');
    expect(formatRinggit('007.10')).toBe('RM 7.10');
  });

  it('shows anything else unchanged rather than guessing', () => {
    expect(formatRinggit('1e3')).toBe('1e3');
    expect(formatRinggit('')).toBe('');
  });
});
