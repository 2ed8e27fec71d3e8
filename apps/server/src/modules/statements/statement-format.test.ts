import { describe, expect, it } from 'vitest';
import { formatPrice, formatReturn, formatRinggit, formatSen, formatSignedSen, formatUnits } from './statement-format';
import { statementTexts } from './statement-texts';

describe('statement formats', () => {
  it('ringgit with two decimals and thousands separators, from integer sen', () => {
    expect(formatSen(123_456_789n)).toBe('1,234,567.89');
    expect(formatSen(5n)).toBe('0.05');
    expect(formatRinggit(100_000n)).toBe('RM 1,000.00');
    expect(formatRinggit(-1_250n)).toBe('-RM 12.50');
    expect(formatSignedSen(184_001n)).toBe('+1,840.01');
    expect(formatSignedSen(-50n)).toBe('-0.50');
    expect(formatSignedSen(0n)).toBe('0.00');
  });

  it('units to the millionth, prices with four decimals', () => {
    expect(formatUnits(1_000_000_000n)).toBe('1,000.000000');
    expect(formatUnits(666_666_667n)).toBe('666.666667');
    expect(formatPrice('1.500000')).toBe('1.5000');
    expect(formatPrice('4.432100')).toBe('4.4321');
    expect(formatPrice('1250.123456')).toBe('1,250.1235');
  });

  it('dates as "25 Nov 2026" (Malay month names in Malay) and returns as signed percentages', () => {
    const en = statementTexts('en');
    const ms = statementTexts('ms');
    expect(en.date('2026-11-25')).toBe('25 Nov 2026');
    expect(en.date('2026-01-05')).toBe('5 Jan 2026');
    expect(ms.date('2026-08-09')).toBe('9 Ogo 2026');
    expect(ms.date('2026-12-31')).toBe('31 Dis 2026');
    expect(en.month(2026, 8)).toBe('August 2026');
    expect(ms.month(2026, 8)).toBe('Ogos 2026');
    expect(statementTexts('xx').language).toBe('en');
    expect(formatReturn('0.031250')).toBe('+3.13%');
    expect(formatReturn('-0.500000')).toBe('-50.00%');
    expect(formatReturn('-0.000001')).toBe('0.00%');
    expect(formatReturn(null)).toBe('n/a');
    expect(formatReturn(null, ms.t('notAvailable'))).toBe('t/b');
  });
});
