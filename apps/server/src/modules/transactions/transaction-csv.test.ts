import { describe, expect, it } from 'vitest';
import { neutraliseFormula, signedAmount } from './transaction-csv';

describe('transactions CSV cells', () => {
  it('turns every formula a spreadsheet would run into text, and leaves numbers and plain text alone', () => {
    for (const formula of [
      '=HYPERLINK("http://evil.example","click")',
      '+cmd|/c calc!A1',
      '-2+3',
      '@SUM(A1:A2)',
      '\t=1',
      // Full-width lead characters, which East Asian spreadsheets read as their ASCII forms.
      '＝1+1',
      '＋cmd|/c calc!A1',
      '－2+3',
      '＠SUM(A1)',
      // A formula after a separator: opened with ';' (or ',') as separator, it is a cell of its own.
      'Gift;=HYPERLINK("http://evil.example")',
      'Gift; =1+1',
      'Gift,@SUM(A1)',
      'Gift;＝1+1',
    ]) {
      expect(neutraliseFormula(formula), formula).toBe(`'${formula}`);
    }
    for (const plain of ['-12.50', '1000.00', '0', 'Online banking', 'To Maybank ****3344', 'A; B', 'Fee, October']) {
      expect(neutraliseFormula(plain), plain).toBe(plain);
    }
  });

  it('signs money leaving a portfolio negative, money coming in positive, and leaves an unknown amount empty', () => {
    expect(signedAmount('WITHDRAWAL', '500.00')).toBe('-500.00');
    expect(signedAmount('FEE', '1.25')).toBe('-1.25');
    expect(signedAmount('TRANSFER_OUT', '100.00')).toBe('-100.00');
    expect(signedAmount('DEPOSIT', '100.00')).toBe('100.00');
    expect(signedAmount('TRANSFER_IN', '100.00')).toBe('100.00');
    expect(signedAmount('REFERRAL_REWARD', '10.00')).toBe('10.00');
    expect(signedAmount('WITHDRAWAL', null)).toBe('');
    expect(signedAmount('FEE', '0.00')).toBe('0.00');
  });
});
