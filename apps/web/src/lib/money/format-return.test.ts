import { describe, expect, it } from 'vitest';
import { formatRate, formatSignedRinggit, formatWeight, signOf } from './format-return';

describe('returns for people', () => {
  it('writes a rate in percent with two decimals and its sign, rounding the exact digits half away from zero', () => {
    expect(formatRate('0.031250')).toBe('+3.13%');
    expect(formatRate('-0.500000')).toBe('-50.00%');
    expect(formatRate('0.000000')).toBe('0.00%');
    expect(formatRate('0.000049')).toBe('0.00%');
    expect(formatRate('0.000050')).toBe('+0.01%');
    expect(formatRate('-0.000050')).toBe('-0.01%');
    expect(formatRate('1.234567')).toBe('+123.46%');
    expect(formatRate('0.1')).toBe('+10.00%');
    expect(formatRate('n/a')).toBe('n/a');
  });

  it('writes a gain with its sign, a loss with a minus, nothing on zero', () => {
    expect(formatSignedRinggit('1234.5')).toBe('+RM 1,234.50');
    expect(formatSignedRinggit('-4.00')).toBe('-RM 4.00');
    expect(formatSignedRinggit('0.00')).toBe('RM 0.00');
    expect(signOf('-0.00')).toBe(0);
    expect(signOf('0.01')).toBe(1);
  });

  it('writes a weight in basis points as a percentage', () => {
    expect(formatWeight(2550)).toBe('25.5%');
    expect(formatWeight(10000)).toBe('100.0%');
    expect(formatWeight(0)).toBe('0.0%');
  });
});
