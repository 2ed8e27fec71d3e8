import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../lib/i18n/init-i18n';
import { registerFeatureStrings, type FeatureT } from '../../../../lib/i18n/feature-translations';
import { tradeRunEn } from '../i18n/trade-run-en';
import { tradeRunMs } from '../i18n/trade-run-ms';
import { tradeRunWords } from './trade-run-words';

registerFeatureStrings(tradeRunEn, tradeRunMs);
const t = i18n.getFixedT('en') as unknown as FeatureT<typeof tradeRunEn>;

describe('a trade run in words', () => {
  it('says what was invested, in ringgit, at which closes, and what waits', () => {
    const words = tradeRunWords(
      {
        withdrawals: { processing: 1, failed: 0, held: 0, completedAt: '2026-11-30T23:00:01.000Z' },
        transfers: { completed: 0, failed: 0, completedAt: '2026-11-30T23:00:02.000Z' },
        invest: { invested: 1, spentSen: '50000', waitingSen: '12345', completedAt: '2026-11-30T23:00:03.000Z' },
        valuation: { days: 1, portfolios: 3, accruals: 3, completedAt: '2026-11-30T23:00:04.000Z' },
      },
      '30 Nov 2026',
      t,
    );
    expect(words).toEqual([
      '1 withdrawal sold and sent for payout.',
      'Invested RM 500.00 for 1 portfolio at the closing prices of 30 Nov 2026.',
      'RM 123.45 settled after the cut-off waits for the next trade date.',
      'Every portfolio valued at the closes of 30 Nov 2026.',
    ]);
    expect(words.join(' ')).not.toMatch(/spentSen|completedAt|\d{4}-\d{2}-\d{2}T/);
  });

  it('says when there was nothing to invest', () => {
    expect(tradeRunWords({ invest: { invested: 0, spentSen: '0', waitingSen: '0' } }, '1 Dec 2026', t)).toEqual([
      'No cash to invest at 1 Dec 2026.',
    ]);
  });
});
