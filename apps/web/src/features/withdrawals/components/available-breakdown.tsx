import { Text } from '@mantine/core';
import type { WithdrawablePortfolio } from '@harta/contracts/schemas/withdrawals';
import { formatDate } from '../../../lib/i18n/format-date';
import type { WithdrawalsT } from '../i18n/use-withdrawals-t';
import { formatRinggit } from '../logic/format';

/**
 * How the available amount is reached: the portfolio's value, each request waiting for its trade date that is
 * deducted (withdrawals, transfers out), and what is left. Every deduction is named, so the figures add up on screen
 * (docs/money.md "Withdrawal", step 1).
 */
export function AvailableBreakdown({ portfolio, t }: { portfolio: WithdrawablePortfolio; t: WithdrawalsT }) {
  const lines: { label: string; amount: string; testId: string }[] = [
    {
      label: portfolio.priceDate
        ? t('withdrawals.valueAt', { date: formatDate(portfolio.priceDate) })
        : t('withdrawals.valueCash'),
      amount: formatRinggit(portfolio.value),
      testId: 'withdrawal-value',
    },
  ];
  if (portfolio.pending !== '0.00') {
    lines.push({
      label: t('withdrawals.lessWithdrawals'),
      amount: `− ${formatRinggit(portfolio.pending)}`,
      testId: 'withdrawal-less-withdrawals',
    });
  }
  if (portfolio.pendingTransfers && portfolio.pendingTransfers !== '0.00') {
    lines.push({
      label: t('withdrawals.lessTransfers'),
      amount: `− ${formatRinggit(portfolio.pendingTransfers)}`,
      testId: 'withdrawal-less-transfers',
    });
  }
  const everything = portfolio.withdrawAllPending || portfolio.transferAllPending === true;
  return (
    <div>
      <dl className="harta-breakdown" data-testid="withdrawal-breakdown">
        {lines.map((line) => (
          <div key={line.testId} className="harta-breakdown-row">
            <Text component="dt" size="sm" c="dimmed">
              {line.label}
            </Text>
            <Text component="dd" size="sm" className="harta-amount" data-testid={line.testId}>
              {line.amount}
            </Text>
          </div>
        ))}
        <div className="harta-breakdown-row harta-breakdown-total">
          <Text component="dt" fw={600}>
            {t('withdrawals.availableLabel')}
          </Text>
          <Text component="dd" fw={600} className="harta-amount" data-testid="withdrawal-available">
            {formatRinggit(portfolio.available)}
          </Text>
        </div>
      </dl>
      {everything && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('withdrawals.everythingWaiting')}
        </Text>
      )}
    </div>
  );
}
