import '@mantine/core/styles/Input.css';
import { Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { formatAmount } from '@harta/contracts/format';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { purificationBatchRequestSchema } from '@harta/contracts/schemas/dividends';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { firstIssueByField } from '../../logic/first-issue-by-field';
import { formatDate } from '../../logic/format-date';
import { ConfirmDialog } from '../../money/components/money-shared';
import { errorText } from '../../money/i18n/use-money-t';
import { useIdempotencyKey } from '../../logic/use-idempotency-key';
import { usePayPurification, usePurificationBatches, usePurificationOwed } from '../api/dividends-api';
import { useDividendsT } from '../i18n/use-dividends-t';
import { StaffTable } from '../../../../components/staff/staff-table';

/**
 * The purification owed (docs/shariah.md "Purification") and "Pay to charity" (for those who may: `canPay`): the
 * charity is named, the payment confirmed, then sent for approval; the batch pays everything owed at that moment.
 */
export function PurificationCard({ canPay }: { canPay: boolean }) {
  const t = useDividendsT();
  const owed = usePurificationOwed();
  const pay = usePayPurification();
  const [charity, setCharity] = useState('');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ charity: string; reference?: string } | null>(null);
  const idempotency = useIdempotencyKey();

  const ask = () => {
    const parsed = purificationBatchRequestSchema.safeParse({ charity, reference: reference.trim() || undefined });
    if (!parsed.success) {
      setErrors(firstIssueByField(parsed.error.issues));
      return;
    }
    setErrors({});
    setConfirming(parsed.data);
  };
  const confirm = (body: { charity: string; reference?: string }) =>
    pay.mutate(
      { body, idempotencyKey: idempotency.keyFor(body) },
      {
        onSuccess: (answer) => {
          setConfirming(null);
          setCharity('');
          setReference('');
          idempotency.renew();
          if (isApprovalRequest(answer)) toastSentForApproval();
          else toastSuccess(t('dividends.purification.done'));
        },
        onError: (error) => {
          setConfirming(null);
          showError(error);
        },
      },
    );

  const total = owed.data ? formatAmount(owed.data.total) : '';
  return (
    <Card withBorder data-testid="purification-owed">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dividends.purification.heading')}
        </Title>
        {owed.isPending ? (
          <Skeleton height={60} aria-label={t('app.loading')} />
        ) : owed.isError ? (
          <LoadFailed message={t('dividends.purification.loadFailed')} onRetry={() => void owed.refetch()} />
        ) : owed.data.payments === 0 ? (
          <Text c="dimmed">{t('dividends.purification.nothing')}</Text>
        ) : (
          <>
            <Text>{t('dividends.purification.owed', { total, count: owed.data.payments })}</Text>
            {canPay && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  ask();
                }}
              >
                <Group align="start" gap="sm">
                  <TextInput
                    label={t('dividends.purification.charity')}
                    required
                    maxLength={120}
                    value={charity}
                    error={errors.charity ? errorText(new Error(errors.charity)) : undefined}
                    onChange={(e) => setCharity(e.currentTarget.value)}
                  />
                  <TextInput
                    label={t('dividends.purification.reference')}
                    maxLength={60}
                    value={reference}
                    error={errors.reference ? errorText(new Error(errors.reference)) : undefined}
                    onChange={(e) => setReference(e.currentTarget.value)}
                  />
                  <Button type="submit" mt={25}>
                    {t('dividends.purification.pay')}
                  </Button>
                </Group>
              </form>
            )}
          </>
        )}
        <PaidBatches />
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('dividends.purification.confirmTitle', { total, charity: confirming?.charity ?? '' })}
        confirmLabel={t('dividends.purification.confirm')}
        cancelLabel={t('dividends.cancel')}
        busy={pay.isPending}
        onConfirm={() => confirming && confirm(confirming)}
        onClose={() => setConfirming(null)}
      >
        <Text>{t('dividends.purification.confirmBody')}</Text>
      </ConfirmDialog>
    </Card>
  );
}

/** The batches already paid to charity (who made and approved each): shown once there is one. */
function PaidBatches() {
  const t = useDividendsT();
  const batches = usePurificationBatches();
  if (!batches.data?.length) return null;
  return (
    <StaffTable
      minWidth={640}
      compact
      label={t('dividends.purification.batches')}
      columns={[
        { label: t('dividends.purification.col.paidAt') },
        { label: t('dividends.purification.charity') },
        { label: t('dividends.purification.col.total') },
        { label: t('dividends.purification.col.by') },
      ]}
    >
      {batches.data.map((b) => (
        <Table.Tr key={b.id} data-testid="purification-batch-row">
          <Table.Td>{formatDate(b.paidAt)}</Table.Td>
          <Table.Td>
            {b.charity}
            {b.reference ? ` · ${b.reference}` : ''}
          </Table.Td>
          <Table.Td>{formatAmount(b.total)}</Table.Td>
          <Table.Td>{t('dividends.purification.madeBy', { maker: b.madeBy, checker: b.approvedBy })}</Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  );
}
