import '@mantine/core/styles/Alert.css';
import { useEffect, useRef } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Withdrawal } from '@harta/contracts/schemas/withdrawals';
import { formatDate } from '../../../lib/i18n/format-date';
import { useWithdrawalsT } from '../i18n/use-withdrawals-t';
import { formatRinggit } from '../logic/format';

/**
 * After a successful request: what was asked for, from where, to where and when it is sold, with its reference, in
 * place of a toast that disappears. Focus moves to it, so a screen reader reads it and a phone scrolls to it; the
 * form below is a new, empty one.
 */
export function WithdrawalRequested({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const t = useWithdrawalsT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [withdrawal.id]);
  const { account } = withdrawal;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="green"
      role="status"
      title={t('withdrawals.doneTitle')}
      data-testid="withdrawal-requested"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {t('withdrawals.doneBody', {
            amount: withdrawal.requestedAmount
              ? formatRinggit(withdrawal.requestedAmount)
              : t('withdrawals.everything'),
            goal: withdrawal.portfolioName,
            account: t('withdrawals.account', {
              bank: account.bankName,
              number: account.accountNumber,
              holder: account.holderName,
            }),
            date: formatDate(withdrawal.tradeDate),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('withdrawals.reference', { id: withdrawal.id })}
        </Text>
        <Button size="xs" variant="light" onClick={onClose}>
          {t('withdrawals.doneClose')}
        </Button>
      </Stack>
    </Alert>
  );
}
