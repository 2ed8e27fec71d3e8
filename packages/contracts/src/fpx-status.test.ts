import { describe, expect, it } from 'vitest';
import { fpxOutcome, fpxStatusMessageKey, FPX_STATUS_MESSAGES } from './fpx-status';
import { messagesEn } from './messages';
import { depositAmountIssue } from './schemas/payments';

describe('FPX status codes', () => {
  it('00 approves, 09 and 99 wait, every other code fails', () => {
    expect(fpxOutcome('00')).toBe('APPROVED');
    expect(fpxOutcome('09')).toBe('PENDING');
    expect(fpxOutcome('99')).toBe('PENDING');
    for (const code of ['1A', '1K', '1M', '48', '51', '76', '96', 'ZZ']) expect(fpxOutcome(code)).toBe('FAILED');
  });

  it('maps each code to a clear message; unknown codes to the generic failure; no code to waiting', () => {
    expect(messagesEn[fpxStatusMessageKey('51')]).toMatch(/did not have enough funds/);
    expect(messagesEn[fpxStatusMessageKey('1C')]).toMatch(/cancelled/);
    expect(messagesEn[fpxStatusMessageKey('1M')]).toMatch(/not completed in time/);
    expect(fpxStatusMessageKey('ZZ')).toBe('payments.status.failed');
    expect(fpxStatusMessageKey(null)).toBe('payments.status.waiting');
    for (const key of Object.values(FPX_STATUS_MESSAGES)) expect(messagesEn[key]).toBeTruthy();
    for (const letter of 'ABCDEFGHIJKLM') expect(FPX_STATUS_MESSAGES[`1${letter}`]).toBeDefined();
  });
});

describe('deposit amounts', () => {
  const bounds = { min: '1', max: '30000' };
  it('accepts ringgit with at most two decimals within the bounds', () => {
    for (const amount of ['1', '1.00', '500.5', '30000', '30000.00'])
      expect(depositAmountIssue(amount, bounds)).toBeNull();
  });
  it('refuses other forms and amounts out of bounds, naming the bounds', () => {
    // Each form for its own reason (the amount field's messages, amount.test.ts).
    for (const [amount, key] of [
      ['', 'amount.required'],
      ['0', 'amount.notPositive'],
      ['0.00', 'amount.notPositive'],
      ['-1', 'amount.notPositive'],
      ['1.001', 'amount.decimals'],
      ['1e3', 'amount.notANumber'],
      [' 1 2', 'amount.notANumber'],
      ['+5', 'amount.notANumber'],
      ['.5', 'amount.notANumber'],
    ]) {
      expect(depositAmountIssue(amount!, bounds)?.key).toBe(key);
    }
    expect(depositAmountIssue('0.99', bounds)).toEqual({
      key: 'payments.amountRange',
      values: { min: '1.00', max: '30,000.00' },
    });
    expect(depositAmountIssue('30000.01', bounds)?.key).toBe('payments.amountRange');
  });
});
