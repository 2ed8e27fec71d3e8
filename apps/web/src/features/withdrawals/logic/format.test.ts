import { describe, expect, it } from 'vitest';
import { formatRinggit } from './format';

describe('withdrawal formatting', () => {
  it.each([
    ['0.00', 'RM 0.00'],
    ['1.5', 'RM 1.50'],
    ['1234.56', 'RM 1,234.56'],
    ['1000000.00', 'RM 1,000,000.00'],
  ])('%s -> %s', (amount, text) => expect(formatRinggit(amount)).toBe(text));
});
