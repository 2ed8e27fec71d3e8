import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Timeline.css';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import type { Withdrawal, WithdrawalStatus } from '@harta/contracts/schemas/withdrawals';
import type { TransactionStatus } from '@harta/contracts/transactions';
import { LoadFailed } from '../../../components/page/load-failed';
import { toastSuccess } from '../../../components/feedback/toasts';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { useWithdrawals } from '../api/list-withdrawals';
import { useWithdrawalsT, type WithdrawalsT } from '../i18n/use-withdrawals-t';
import { formatRinggit } from '../logic/format';
import { formatDate } from '../../../lib/i18n/format-date';
import { transactionStatusText } from '../../../lib/i18n/transaction-texts';
import { apiErrorText } from './error-text';

const STATUS_COLOR: Record<WithdrawalStatus, string> = {
  REQUESTED: 'blue',
  PROCESSING: 'yellow',
  PAID: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
};

/** The badge speaks the one status vocabulary of the transactions page and the dashboard (REQUESTED is Pending). */
const AS_TRANSACTION_STATUS: Record<WithdrawalStatus, TransactionStatus> = {
  REQUESTED: 'PENDING',
  PROCESSING: 'PROCESSING',
  PAID: 'COMPLETED',
  FAILED: 'FAILED',
  CANCELLED: 'CANCELLED',
};

/** The client's withdrawals, each with its steps and their dates (requested → processing → paid). */
export function WithdrawalList() {
  const t = useWithdrawalsT();
  const list = useWithdrawals();
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('withdrawals.listTitle')}
      </Title>
      {list.isPending ? (
        <Stack aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton height={120} />
        </Stack>
      ) : list.isError ? (
        <LoadFailed message={t('withdrawals.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <Text c="dimmed">{t('withdrawals.empty')}</Text>
      ) : (
        list.data.map((w) => <WithdrawalCard key={w.id} withdrawal={w} />)
      )}
    </Stack>
  );
}

function amountOf(t: WithdrawalsT, w: Withdrawal): string {
  if (w.amount) return formatRinggit(w.amount);
  return w.requestedAmount ? formatRinggit(w.requestedAmount) : t('withdrawals.allAmount');
}

function steps(t: WithdrawalsT, w: Withdrawal) {
  const done = (status: WithdrawalStatus, at: string | null): { status: WithdrawalStatus; text: string | null } => ({
    status,
    text: at ? formatDate(at) : null,
  });
  const items = [done('REQUESTED', w.requestedAt)];
  if (w.status === 'CANCELLED') return [...items, done('CANCELLED', w.cancelledAt)];
  items.push(
    w.processingAt
      ? done('PROCESSING', w.processingAt)
      : {
          status: 'PROCESSING',
          text: w.status === 'FAILED' ? null : t('withdrawals.stepPending', { date: formatDate(w.tradeDate) }),
        },
  );
  if (w.status === 'FAILED') items.push(done('FAILED', w.failedAt));
  else items.push(w.paidAt ? done('PAID', w.paidAt) : { status: 'PAID', text: t('withdrawals.stepWaiting') });
  return items;
}

function WithdrawalCard({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const t = useWithdrawalsT();
  const cancel = useCancelWithdrawal();
  const [asking, setAsking] = useState(false);
  const items = steps(t, w);
  const active = Math.max(
    0,
    items.findIndex((i) => i.status === w.status),
  );
  return (
    <Card data-testid="withdrawal-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={650} size="lg" className="harta-amount">
              {amountOf(t, w)}
            </Text>
            <Text size="sm" c="dimmed">
              {w.portfolioName} → {w.account.bankName} {w.account.accountNumber}
            </Text>
          </div>
          <Badge color={STATUS_COLOR[w.status]} variant="light">
            {transactionStatusText(AS_TRANSACTION_STATUS[w.status])}
          </Badge>
        </Group>
        <Timeline active={active} bulletSize={14} lineWidth={2} aria-label={t('withdrawals.listTitle')}>
          {items.map((item) => (
            <Timeline.Item key={item.status} title={t(`withdrawals.step.${item.status}`)}>
              {item.text && (
                <Text size="sm" c="dimmed">
                  {item.text}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
        {w.failureReason && (
          <Text size="sm" c="red">
            {t('withdrawals.failureReason', { reason: w.failureReason })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('withdrawals.reference', { id: w.id })}
        </Text>
        {w.payoutReference && (
          <Text size="xs" c="dimmed">
            {t('withdrawals.payoutReference', { reference: w.payoutReference })}
          </Text>
        )}
        {cancel.isError && (
          <Alert color="red" role="alert">
            {apiErrorText(t, cancel.error)}
          </Alert>
        )}
        {w.cancellable &&
          (asking ? (
            <Stack gap="xs">
              <Text size="sm">{t('withdrawals.cancelConfirm')}</Text>
              <Group gap="xs">
                <Button
                  color="red"
                  loading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(w.id, {
                      onSuccess: () => {
                        setAsking(false);
                        toastSuccess(t('withdrawals.cancelled'));
                      },
                    })
                  }
                >
                  {t('withdrawals.cancelYes')}
                </Button>
                <Button variant="default" onClick={() => setAsking(false)}>
                  {t('withdrawals.cancelNo')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Button variant="default" style={{ alignSelf: 'flex-start' }} onClick={() => setAsking(true)}>
              {t('withdrawals.cancel')}
            </Button>
          ))}
      </Stack>
    </Card>
  );
}
