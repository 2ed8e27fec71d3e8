import { formatAmount } from '@harta/contracts/format';
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Button, Card, Group, NativeSelect, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { ORDER_STATES, type BackofficePayment, type OrderState } from '@harta/contracts/schemas/payments';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { formatDateTime } from '../../logic/format-date';
import { useEnquirePayment, usePayments, type PaymentFilters } from '../api/money-api';
import { useMoneyT } from '../i18n/use-money-t';
import { MoneyHeader, StateBadge } from './money-shared';
import { StaffTable, type StaffColumn } from '../../../../components/staff/staff-table';

/**
 * Staff page /backoffice/payments: every deposit order with its state, filtered by state, period and an order id
 * or e-mail; an open order (created or pending) can be enquired about at once.
 */
export function PaymentsPage() {
  const t = useMoneyT();
  const [filters, setFilters] = useState<PaymentFilters>({});
  const payments = usePayments(filters);
  const set = (patch: PaymentFilters) => {
    setFilters((prev) => ({ ...prev, ...patch, cursor: undefined }));
  };

  return (
    <Stack gap="lg">
      <MoneyHeader title={t('money.payments.title')} subtitle={t('money.payments.subtitle')} />
      <Group gap="sm" align="end" wrap="wrap">
        <NativeSelect
          label={t('money.payments.state')}
          value={filters.state ?? ''}
          onChange={(e) => set({ state: (e.currentTarget.value || undefined) as OrderState | undefined })}
          data={[
            { value: '', label: t('money.allStates') },
            ...ORDER_STATES.map((s) => ({ value: s, label: t(`money.state.${s}`) })),
          ]}
        />
        <TextInput
          label={t('money.payments.search')}
          value={filters.q ?? ''}
          onChange={(e) => set({ q: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('money.from')}
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label={t('money.to')}
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        />
      </Group>
      {payments.isPending ? (
        <Skeleton height={160} aria-label="Loading…" />
      ) : payments.isError ? (
        <LoadFailed message={t('money.loadFailed')} onRetry={() => void payments.refetch()} />
      ) : (
        <Card withBorder padding={0}>
          <PaymentsTable items={payments.data.items} busy={payments.isFetching} />
          {(payments.data.nextCursor || filters.cursor) && (
            <Group justify="center" p="sm">
              {filters.cursor && (
                <Button variant="default" onClick={() => set({})}>
                  {t('money.newest')}
                </Button>
              )}
              {payments.data.nextCursor && (
                <Button
                  variant="default"
                  onClick={() => setFilters((prev) => ({ ...prev, cursor: payments.data.nextCursor! }))}
                >
                  {t('money.older')}
                </Button>
              )}
            </Group>
          )}
        </Card>
      )}
    </Stack>
  );
}

function PaymentsTable({ items, busy }: { items: BackofficePayment[]; busy: boolean }) {
  const t = useMoneyT();
  const enquire = useEnquirePayment();
  const run = (orderId: string) =>
    enquire.mutate(orderId, {
      onSuccess: (order) => toastSuccess(t('money.payments.enquired', { state: t(`money.state.${order.state}`) })),
      onError: (error) => showError(error),
    });
  const columns: StaffColumn[] = [
    { label: t('money.payments.col.created') },
    { label: t('money.payments.col.client') },
    { label: t('money.payments.col.amount'), align: 'right' },
    { label: t('money.payments.col.bank') },
    { label: t('money.payments.col.state') },
    { label: t('money.payments.col.reference') },
    { label: t('money.payments.col.action') },
  ];
  return (
    <StaffTable columns={columns} minWidth={860} busy={busy} empty={items.length === 0} emptyText={t('money.empty')}>
      {items.map((p) => (
        <Table.Tr key={p.orderId} data-testid="payment-row">
          <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
          <Table.Td>
            <Text size="sm">{p.clientEmail}</Text>
            <Text size="xs" c="dimmed">
              {p.portfolioName}
            </Text>
          </Table.Td>
          <Table.Td ta="right">{formatAmount(p.amount)}</Table.Td>
          <Table.Td>{p.bankName}</Table.Td>
          <Table.Td>
            <StateBadge state={p.state} label={t(`money.state.${p.state}`)} />
            <Text size="xs" c="dimmed">
              {p.statusMessage}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="xs" ff="monospace">
              {p.reference}
            </Text>
          </Table.Td>
          <Table.Td>
            {(p.state === 'CREATED' || p.state === 'PENDING') && (
              <Button
                size="xs"
                variant="light"
                aria-label={t('money.payments.enquireLabel', { orderId: p.orderId })}
                loading={enquire.isPending && enquire.variables === p.orderId}
                onClick={() => run(p.orderId)}
              >
                {t('money.payments.enquire')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  );
}
