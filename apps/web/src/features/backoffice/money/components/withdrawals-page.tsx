import { formatAmount } from '@harta/contracts/format';
import '@mantine/core/styles/Input.css';
import { isApprovalRequest, type ApprovalRequest } from '@harta/contracts/schemas/approvals';
import { usePendingApprovals } from '../../approvals/api/approvals-api';
import { PendingApprovalNote, toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { useRef, useState } from 'react';
import {
  Button,
  Card,
  FileButton,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  WITHDRAWAL_REASON_MAX_LENGTH,
  WITHDRAWAL_STATUS_LABELS,
  WITHDRAWAL_STATUSES,
  markWithdrawalFailedRequestSchema,
  markWithdrawalPaidRequestSchema,
  type StaffWithdrawal,
  type WithdrawalStatus,
} from '@harta/contracts/schemas/withdrawals';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { formatDate, formatDateTime } from '../../logic/format-date';
import {
  downloadPayoutFile,
  useDecidePayout,
  useImportPayoutResult,
  useStaffWithdrawals,
  type WithdrawalFilters,
} from '../api/money-api';
import { errorText, useMoneyT } from '../i18n/use-money-t';
import { malaysiaToday } from '../logic/malaysia-date';
import { ConfirmDialog, MoneyHeader, StateBadge } from './money-shared';
import { StaffPagination } from '../../../../components/staff/staff-pagination';
import { StaffTable, type StaffColumn } from '../../../../components/staff/staff-table';

const PAGE_SIZE = 50;

/**
 * Staff page /backoffice/withdrawals: payouts by status and trade date with each state's date; a processing one
 * is marked paid or failed after a confirmation; the day's bulk-payment file goes to the bank and its result
 * file comes back here.
 */
export function WithdrawalsPage() {
  const t = useMoneyT();
  const [filters, setFilters] = useState<WithdrawalFilters>({});
  const withdrawals = useStaffWithdrawals(filters);
  // Four eyes (docs/backoffice.md): a payout marked paid or failed waits for a second member; its row says so.
  const pending = usePendingApprovals('withdrawal');
  const waiting = new Map((pending.data?.items ?? []).map((r) => [r.subjectId, r]));
  const [target, setTarget] = useState<{ item: StaffWithdrawal; kind: 'paid' | 'failed' } | null>(null);

  return (
    <Stack gap="lg">
      <MoneyHeader title={t('money.withdrawals.title')} subtitle={t('money.withdrawals.subtitle')} />
      <BankFiles />
      <Group gap="sm" align="end" wrap="wrap">
        <NativeSelect
          label={t('money.withdrawals.status')}
          value={filters.status ?? ''}
          onChange={(e) => {
            // Read now: React clears currentTarget once the handler returns, before the updater runs.
            const status = (e.currentTarget.value || undefined) as WithdrawalStatus | undefined;
            setFilters((f) => ({ ...f, page: 1, status }));
          }}
          data={[
            { value: '', label: t('money.allStates') },
            ...WITHDRAWAL_STATUSES.map((s) => ({ value: s, label: WITHDRAWAL_STATUS_LABELS[s] })),
          ]}
        />
        <TextInput
          type="date"
          label={t('money.withdrawals.tradeDate')}
          value={filters.tradeDate ?? ''}
          onChange={(e) => {
            const tradeDate = e.currentTarget.value || undefined;
            setFilters((f) => ({ ...f, page: 1, tradeDate }));
          }}
        />
      </Group>
      {withdrawals.isPending ? (
        <Skeleton height={160} aria-label="Loading…" />
      ) : withdrawals.isError ? (
        <LoadFailed message={t('money.loadFailed')} onRetry={() => void withdrawals.refetch()} />
      ) : (
        <Card withBorder padding={0}>
          <WithdrawalsTable
            items={withdrawals.data.items}
            busy={withdrawals.isFetching}
            waiting={waiting}
            onDecide={(item, kind) => setTarget({ item, kind })}
          />
          {withdrawals.data.total > PAGE_SIZE && (
            <StaffPagination
              total={Math.ceil(withdrawals.data.total / PAGE_SIZE)}
              value={withdrawals.data.page}
              onChange={(page) => setFilters((f) => ({ ...f, page }))}
            />
          )}
        </Card>
      )}
      {target && <DecisionDialog key={target.item.id} {...target} onClose={() => setTarget(null)} />}
    </Stack>
  );
}

function datesOf(t: ReturnType<typeof useMoneyT>, w: StaffWithdrawal): string[] {
  const dates: [string | null, Parameters<typeof t>[0]][] = [
    [w.requestedAt, 'money.withdrawals.requested'],
    [w.processingAt, 'money.withdrawals.processing'],
    [w.paidAt, 'money.withdrawals.paid'],
    [w.failedAt, 'money.withdrawals.failed'],
    [w.cancelledAt, 'money.withdrawals.cancelled'],
  ];
  return dates.filter(([d]) => d).map(([d, key]) => t(key, { date: formatDateTime(d) }));
}

function WithdrawalsTable({
  items,
  busy,
  waiting,
  onDecide,
}: {
  items: StaffWithdrawal[];
  busy: boolean;
  waiting: Map<string, ApprovalRequest>;
  onDecide: (item: StaffWithdrawal, kind: 'paid' | 'failed') => void;
}) {
  const t = useMoneyT();
  const columns: StaffColumn[] = [
    { label: t('money.withdrawals.col.client') },
    { label: t('money.withdrawals.col.portfolio') },
    { label: t('money.withdrawals.col.amount'), align: 'right' },
    { label: t('money.withdrawals.col.account') },
    { label: t('money.withdrawals.col.status') },
    { label: t('money.withdrawals.col.dates') },
    { label: t('money.withdrawals.col.action') },
  ];
  return (
    <StaffTable columns={columns} minWidth={960} busy={busy} empty={items.length === 0} emptyText={t('money.empty')}>
      {items.map((w) => (
        <Table.Tr key={w.id} data-testid="withdrawal-row">
          <Table.Td>
            <Text size="sm">{w.clientName}</Text>
            <Text size="xs" c="dimmed">
              {w.emailAddress}
            </Text>
          </Table.Td>
          <Table.Td>{w.portfolioName}</Table.Td>
          <Table.Td ta="right">
            {formatAmount(w.amount ?? w.requestedAmount ?? '') || t('money.withdrawals.all')}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{w.account.bankName}</Text>
            <Text size="xs" ff="monospace">
              {w.account.accountNumber}
            </Text>
          </Table.Td>
          <Table.Td>
            <StateBadge state={w.status} label={WITHDRAWAL_STATUS_LABELS[w.status]} />
            {w.failureReason && (
              <Text size="xs" c="dimmed">
                {w.failureReason}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="xs">{`${t('money.withdrawals.tradeDate')}: ${formatDate(w.tradeDate)}`}</Text>
            {datesOf(t, w).map((line) => (
              <Text size="xs" c="dimmed" key={line}>
                {line}
              </Text>
            ))}
          </Table.Td>
          <Table.Td>
            {w.status === 'PROCESSING' && waiting.has(w.id) && <PendingApprovalNote request={waiting.get(w.id)!} />}
            {w.status === 'PROCESSING' && !waiting.has(w.id) && (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  aria-label={t('money.withdrawals.markPaidLabel', { name: w.clientName })}
                  onClick={() => onDecide(w, 'paid')}
                >
                  {t('money.withdrawals.markPaid')}
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  aria-label={t('money.withdrawals.markFailedLabel', { name: w.clientName })}
                  onClick={() => onDecide(w, 'failed')}
                >
                  {t('money.withdrawals.markFailed')}
                </Button>
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  );
}

/** Mark paid (optional bank reference) or failed (a reason, required); the shared schemas check both first. */
function DecisionDialog({
  item,
  kind,
  onClose,
}: {
  item: StaffWithdrawal;
  kind: 'paid' | 'failed';
  onClose: () => void;
}) {
  const t = useMoneyT();
  const decide = useDecidePayout();
  // One key per dialog: pressing the button again after a lost answer repeats the same decision.
  const [idempotencyKey] = useState(() => globalThis.crypto.randomUUID());
  const [text, setText] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const values = {
    amount: formatAmount(item.amount ?? item.requestedAmount ?? ''),
    name: item.clientName,
    bank: item.account.bankName,
    account: item.account.accountNumber,
    portfolio: item.portfolioName,
  };

  const confirm = () => {
    const parsed =
      kind === 'paid'
        ? markWithdrawalPaidRequestSchema.safeParse({ reference: text.trim() || undefined })
        : markWithdrawalFailedRequestSchema.safeParse({ reason: text });
    if (!parsed.success) {
      setIssue(errorText(new Error(parsed.error.issues[0]?.message ?? 'validation.required')));
      return;
    }
    decide.mutate(
      {
        id: item.id,
        idempotencyKey,
        decision: kind === 'paid' ? { kind, reference: text.trim() || undefined } : { kind, reason: text.trim() },
      },
      {
        onSuccess: (answer) => {
          onClose();
          if (isApprovalRequest(answer)) toastSentForApproval();
          else toastSuccess(t(kind === 'paid' ? 'money.withdrawals.markedPaid' : 'money.withdrawals.markedFailed'));
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <ConfirmDialog
      opened
      title={t(kind === 'paid' ? 'money.withdrawals.paidTitle' : 'money.withdrawals.failedTitle')}
      confirmLabel={t(kind === 'paid' ? 'money.withdrawals.confirmPaid' : 'money.withdrawals.confirmFailed')}
      cancelLabel={t('money.cancel')}
      busy={decide.isPending}
      danger={kind === 'failed'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text>{t(kind === 'paid' ? 'money.withdrawals.paidBody' : 'money.withdrawals.failedBody', values)}</Text>
      <TextInput
        label={t(kind === 'paid' ? 'money.withdrawals.reference' : 'money.withdrawals.reason')}
        required={kind === 'failed'}
        maxLength={kind === 'failed' ? WITHDRAWAL_REASON_MAX_LENGTH : undefined}
        value={text}
        error={issue}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setIssue(null);
        }}
      />
    </ConfirmDialog>
  );
}

/** The day's bulk-payment file out to the bank, and the bank's result file back in. */
function BankFiles() {
  const t = useMoneyT();
  const [date, setDate] = useState(malaysiaToday);
  const [downloading, setDownloading] = useState(false);
  const importResult = useImportPayoutResult();
  const resetRef = useRef<() => void>(null);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadPayoutFile(date);
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    importResult.mutate(
      { csv: await file.text(), idempotencyKey: globalThis.crypto.randomUUID() },
      {
        onSuccess: (result) =>
          isApprovalRequest(result)
            ? toastSentForApproval()
            : toastSuccess(t('money.withdrawals.imported', { ...result })),
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('money.withdrawals.files')}
        </Title>
        <Group gap="sm" align="end" wrap="wrap">
          <TextInput
            type="date"
            label={t('money.withdrawals.fileDate')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Button variant="default" loading={downloading} disabled={!date} onClick={() => void download()}>
            {t('money.withdrawals.export')}
          </Button>
          <FileButton resetRef={resetRef} accept=".csv,text/csv" onChange={(file) => void upload(file)}>
            {(props) => (
              <Button variant="default" loading={importResult.isPending} {...props}>
                {t('money.withdrawals.import')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Card>
  );
}
