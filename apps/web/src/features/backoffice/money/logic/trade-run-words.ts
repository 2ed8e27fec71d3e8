import { formatMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { FeatureT } from '../../../../lib/i18n/feature-translations';
import { formatRinggit } from '../../../../lib/money/format-ringgit';
import type { tradeRunEn } from '../i18n/trade-run-en';

/** A step's report as the server records it (counts, sen as decimal strings). */
type StepReport = Record<string, string | number>;
type Translate = FeatureT<typeof tradeRunEn>;

const num = (report: StepReport | undefined, key: string): number => Number(report?.[key] ?? 0);
/** Sen as the server reports them ('50000') -> 'RM 500.00'. */
export const senText = (sen: string | number | undefined): string =>
  formatRinggit(formatMinorUnits(BigInt(String(sen ?? 0)), SEN_SCALE));

/**
 * A run's result in words (docs/money.md "Trade run": "Invested RM 500.00 for 1 portfolio at the closing prices of
 * 30 Nov 2026"), one sentence per thing that happened, in the order the steps ran. `date` is the trade date as
 * shown ("30 Nov 2026").
 */
export function tradeRunWords(steps: Record<string, StepReport>, date: string, t: Translate): string[] {
  const words: string[] = [];
  const w = steps.withdrawals;
  if (num(w, 'processing') > 0) words.push(t('tradeRun.words.withdrawals', { count: num(w, 'processing') }));
  if (num(w, 'failed') > 0) words.push(t('tradeRun.words.withdrawalsFailed', { count: num(w, 'failed') }));
  const transfers = steps.transfers;
  if (num(transfers, 'completed') > 0)
    words.push(t('tradeRun.words.transfers', { count: num(transfers, 'completed') }));
  if (num(transfers, 'failed') > 0)
    words.push(t('tradeRun.words.transfersFailed', { count: num(transfers, 'failed') }));
  const fees = steps.fees;
  if (num(fees, 'collected') > 0)
    words.push(t('tradeRun.words.fees', { count: num(fees, 'collected'), amount: senText(fees?.collectedSen) }));
  const switches = steps.switches;
  if (num(switches, 'completed') > 0) words.push(t('tradeRun.words.switches', { count: num(switches, 'completed') }));
  const invest = steps.invest;
  if (invest) {
    words.push(
      num(invest, 'invested') > 0
        ? t('tradeRun.words.invested', { count: num(invest, 'invested'), amount: senText(invest.spentSen), date })
        : t('tradeRun.words.nothingInvested', { date }),
    );
    if (BigInt(String(invest.waitingSen ?? 0)) > 0n)
      words.push(t('tradeRun.words.waiting', { amount: senText(invest.waitingSen) }));
  }
  const rebalance = steps.rebalance;
  if (num(rebalance, 'rebalanced') > 0)
    words.push(t('tradeRun.words.rebalanced', { count: num(rebalance, 'rebalanced') }));
  const held = num(w, 'held') + num(switches, 'held');
  if (held > 0) words.push(t('tradeRun.words.held', { count: held }));
  if (steps.valuation) words.push(t('tradeRun.words.valued', { date }));
  return words;
}
