import { describe, expect, it } from 'vitest';
import { amountTextIssue, amountTextToSen } from './amount';
import { messagesEn } from './messages';
import { messagesMs } from './messages-ms';
import { depositAmountIssue } from './schemas/payments';
import { createTransferRequestSchema } from './schemas/transfers';
import { withdrawalDraftSchema } from './schemas/withdrawals';

/** The one amount field of deposit, transfer and withdrawal: one reading, each refusal for its real reason. */
describe('amount field', () => {
  it('reads amounts as the app writes them, thousands separators included', () => {
    expect(amountTextToSen('1,000')).toBe(100_000n);
    expect(amountTextToSen(' 12,345.67 ')).toBe(1_234_567n);
    expect(amountTextToSen('RM 500.5')).toBe(50_050n);
    expect(amountTextToSen('500')).toBe(50_000n);
  });

  it('names the real reason of each refusal', () => {
    expect(amountTextIssue('')).toBe('amount.required');
    expect(amountTextIssue('0')).toBe('amount.notPositive');
    expect(amountTextIssue('0.00')).toBe('amount.notPositive');
    expect(amountTextIssue('-5')).toBe('amount.notPositive');
    expect(amountTextIssue('1.234')).toBe('amount.decimals');
    expect(amountTextIssue('abc')).toBe('amount.notANumber');
    expect(amountTextIssue('1e3')).toBe('amount.notANumber');
    expect(amountTextIssue('1,00')).toBe('amount.notANumber');
  });

  it('gives deposit, transfer and withdrawal the same message for the same input, in English and Malay', () => {
    const PORTFOLIO = '11111111-1111-4111-8111-111111111111';
    const OTHER = '22222222-2222-4222-8222-222222222222';
    for (const [text, key] of [
      ['0', 'amount.notPositive'],
      ['-5', 'amount.notPositive'],
      ['10.999', 'amount.decimals'],
      ['abc', 'amount.notANumber'],
    ] as const) {
      expect(depositAmountIssue(text, { min: '1.00', max: '30000.00' })?.key).toBe(key);
      const transfer = createTransferRequestSchema.safeParse({
        fromPortfolioId: PORTFOLIO,
        toPortfolioId: OTHER,
        amount: text,
      });
      expect(transfer.error?.issues[0]?.message).toBe(key);
      const withdrawal = withdrawalDraftSchema.safeParse({ portfolioId: PORTFOLIO, amount: text });
      expect(withdrawal.error?.issues[0]?.message).toBe(key);
      expect(messagesMs[key]).not.toBe(messagesEn[key]);
    }
    expect(depositAmountIssue('1,000', { min: '1.00', max: '30000.00' })).toBeNull();
    expect(
      createTransferRequestSchema.parse({ fromPortfolioId: PORTFOLIO, toPortfolioId: OTHER, amount: '1,000' }).amount,
    ).toBe('1000');
  });
});
