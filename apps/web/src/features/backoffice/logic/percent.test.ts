import { describe, expect, it } from 'vitest';
import { formatRate } from './percent';

describe('formatRate', () => {
  it('shows decimal rate strings as percentages without float rounding', () => {
    expect(formatRate('0.0650')).toBe('6.5%');
    expect(formatRate('0.1200')).toBe('12%');
    expect(formatRate('0.0025')).toBe('0.25%');
    expect(formatRate('1')).toBe('100%');
    expect(formatRate('-0.031')).toBe('-3.1%');
  });

  it('shows a dash for anything that is not a decimal', () => {
    expect(formatRate('abc')).toBe('—');
  });
});
