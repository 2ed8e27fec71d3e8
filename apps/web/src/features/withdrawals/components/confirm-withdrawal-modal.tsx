import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/PinInput.css';
import { useState } from 'react';
import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core';
import type { Withdrawal, WithdrawalOptions } from '@harta/contracts/schemas/withdrawals';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useSendWithdrawalOtp } from '../api/send-withdrawal-otp';
import { useWithdrawalsT } from '../i18n/use-withdrawals-t';
import { formatRinggit } from '../logic/format';
import { formatDate } from '../../../lib/i18n/format-date';
import { apiErrorText } from './error-text';
import type { ConfirmedDraft } from './withdrawal-form';

/**
 * The confirmation: what goes where and when, then the SMS code, then the request. One Idempotency-Key is made when
 * the dialog opens and sent with every try of this request, so a retry after a lost answer never asks twice.
 */
export function ConfirmWithdrawalModal({
  draft,
  options,
  onClose,
  onDone,
}: {
  draft: ConfirmedDraft;
  options: WithdrawalOptions;
  onClose: () => void;
  onDone: (withdrawal: Withdrawal) => void;
}) {
  const t = useWithdrawalsT();
  const [idempotencyKey] = useState(() => globalThis.crypto.randomUUID());
  const [code, setCode] = useState('');
  const sendOtp = useSendWithdrawalOtp();
  const create = useCreateWithdrawal();
  const portfolio = options.portfolios.find((p) => p.id === draft.portfolioId);
  const codeSent = sendOtp.isSuccess;

  const confirm = () =>
    create.mutate(
      { body: { ...draft, otp: code }, idempotencyKey },
      {
        // The page shows what was requested and clears the form (withdrawal-requested.tsx).
        onSuccess: (withdrawal) => onDone(withdrawal),
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('withdrawals.confirmTitle')} centered>
      <Stack>
        <dl className="harta-summary">
          <Text component="dt" size="sm" c="dimmed">
            {t('withdrawals.confirmAmount')}
          </Text>
          <Text component="dd" fw={650} className="harta-amount" m={0}>
            {draft.withdrawAll ? t('withdrawals.everything') : formatRinggit(draft.amount ?? '0')}
          </Text>
          <Text component="dt" size="sm" c="dimmed" mt="xs">
            {t('withdrawals.portfolio')}
          </Text>
          <Text component="dd" m={0}>
            {portfolio?.goalName}
          </Text>
          {options.account && (
            <>
              <Text component="dt" size="sm" c="dimmed" mt="xs">
                {t('withdrawals.to')}
              </Text>
              <Text component="dd" m={0}>
                {t('withdrawals.account', {
                  bank: options.account.bankName,
                  number: options.account.accountNumber,
                  holder: options.account.holderName,
                })}
              </Text>
            </>
          )}
        </dl>
        <Text size="sm" c="dimmed">
          {t('withdrawals.tradeDate', { date: formatDate(options.nextTradeDate) })}
        </Text>

        {sendOtp.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(t, sendOtp.error)}
          </Alert>
        )}
        {codeSent && (
          <Stack gap={6}>
            <Text size="sm" role="status">
              {t('withdrawal.otpSent', { mobile: sendOtp.data.mobileNumber })}
            </Text>
            <Text component="label" htmlFor="withdrawal-otp" size="sm" fw={500}>
              {t('withdrawals.code')}
            </Text>
            <PinInput
              id="withdrawal-otp"
              length={6}
              type="number"
              oneTimeCode
              value={code}
              onChange={setCode}
              aria-label={t('withdrawals.code')}
              error={create.isError}
            />
          </Stack>
        )}
        {create.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(t, create.error)}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            {t('withdrawals.back')}
          </Button>
          <Group gap="xs">
            <Button
              variant={codeSent ? 'subtle' : 'filled'}
              loading={sendOtp.isPending}
              onClick={() => sendOtp.mutate(draft)}
            >
              {codeSent ? t('withdrawals.resendCode') : t('withdrawals.sendCode')}
            </Button>
            {codeSent && (
              <Button loading={create.isPending} disabled={code.length !== 6} onClick={confirm}>
                {t('withdrawals.confirm')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
