import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import {
  describeTransaction,
  transactionDescriptionSchema,
  type TransactionDescription,
} from './transaction-description';

describe('transaction descriptions', () => {
  it('writes each kind in English and in Malay', () => {
    const cases: [TransactionDescription, string, string][] = [
      [{ kind: 'ONLINE_BANKING', bank: 'Maybank2u' }, 'Online banking, Maybank2u', 'Perbankan dalam talian, Maybank2u'],
      [
        { kind: 'INVESTED', tradeDate: '2026-10-30' },
        'Invested at the closing prices of 30 Oct 2026',
        'Dilaburkan pada harga penutup 30 Okt 2026',
      ],
      [
        { kind: 'MANAGEMENT_FEE', month: '2026-10', waived: false },
        'Management fee for October 2026',
        'Yuran pengurusan bagi Oktober 2026',
      ],
      [{ kind: 'PAYOUT', bank: 'Maybank', account: '****3344' }, 'To Maybank ****3344', 'Kepada Maybank ****3344'],
      [{ kind: 'TRANSFER_TO', goal: 'Rumah' }, 'Transfer to Rumah', 'Pindahan ke Rumah'],
      [
        { kind: 'SWITCHED', from: 2, to: 4, tradeDate: '2026-09-30' },
        'Switched from risk level 2 to 4 at the closing prices of 30 Sep 2026',
        'Ditukar daripada tahap risiko 2 kepada 4 pada harga penutup 30 Sep 2026',
      ],
      [
        { kind: 'DIVIDEND', ticker: 'VTI', units: '2.5', perUnit: '0.95', currency: 'USD', payDate: '2026-08-20' },
        'VTI dividend of USD 0.95 a unit on 2.5 units, paid 20 Aug 2026',
        'Dividen VTI sebanyak USD 0.95 seunit bagi 2.5 unit, dibayar 20 Ogo 2026',
      ],
      [
        { kind: 'WITHHOLDING_TAX', ticker: 'VTI', rate: '0.3' },
        '30% tax withheld at source on the VTI dividend',
        'Cukai 30% dipotong di sumber atas dividen VTI',
      ],
      [
        { kind: 'PURIFICATION', ticker: 'SPUS', ratio: '0.0125' },
        '1.25% of the SPUS dividend set aside for charity',
        '1.25% daripada dividen SPUS diasingkan untuk amal',
      ],
    ];
    for (const [fields, en, ms] of cases) {
      expect(describeTransaction(fields, 'en')).toBe(en);
      expect(describeTransaction(fields, 'ms')).toBe(ms);
    }
  });

  it('has a non-empty text for every kind in every language, never an ISO date', () => {
    const samples: TransactionDescription[] = transactionDescriptionSchema.options.map((option) => {
      const kind = option.shape.kind.value;
      return {
        kind,
        bank: 'B',
        account: '****1',
        goal: 'G',
        tradeDate: '2026-01-02',
        date: '2026-01-02',
        month: '2026-01',
        waived: true,
        from: 1,
        to: 2,
        ticker: 'VTI',
        units: '2.5',
        perUnit: '0.95',
        currency: 'USD',
        payDate: '2026-01-05',
        rate: '0.3',
        ratio: '0.05',
      } as unknown as TransactionDescription;
    });
    for (const language of LANGUAGES)
      for (const sample of samples) {
        const text = describeTransaction(sample, language);
        expect(text).toBeTruthy();
        expect(text).not.toMatch(/\d{4}-\d{2}/);
      }
  });

  it('shows an old row text when it has no facts, and nothing when it has neither', () => {
    expect(describeTransaction(null, 'ms', 'Old text')).toBe('Old text');
    expect(describeTransaction({ kind: 'UNKNOWN' }, 'en', 'Old text')).toBe('Old text');
    expect(describeTransaction(null, 'en')).toBeNull();
  });
});
