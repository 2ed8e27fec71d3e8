import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Input.css';
import { Button, Card, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '@harta/contracts/transactions';
import { useTransactionsT } from '../i18n/use-transactions-t';
import { dateRangeError, hasFilters, NO_FILTERS, type TransactionFilters } from '../logic/filters';

/** Portfolio, type, status and date range; every change applies at once (and lands in the address). */
export function TransactionFiltersCard({
  filters,
  portfolios,
  onChange,
}: {
  filters: TransactionFilters;
  portfolios: readonly Portfolio[];
  onChange: (next: TransactionFilters) => void;
}) {
  const t = useTransactionsT();
  const set = (patch: Partial<TransactionFilters>) => onChange({ ...filters, ...patch });
  const rangeError = dateRangeError(filters);
  return (
    <Card component="section" aria-label={t('txn.filters')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label={t('txn.portfolio')}
          value={filters.portfolio}
          onChange={(e) => set({ portfolio: e.currentTarget.value })}
          data={[
            { value: '', label: t('txn.allPortfolios') },
            ...portfolios.map((p) => ({ value: p.guid, label: p.goalName })),
          ]}
        />
        <NativeSelect
          label={t('txn.type')}
          value={filters.type}
          onChange={(e) => set({ type: e.currentTarget.value as TransactionFilters['type'] })}
          data={[
            { value: '', label: t('txn.allTypes') },
            ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`txn.type.${type}`) })),
          ]}
        />
        <NativeSelect
          label={t('txn.status')}
          value={filters.status}
          onChange={(e) => set({ status: e.currentTarget.value as TransactionFilters['status'] })}
          data={[
            { value: '', label: t('txn.allStatuses') },
            ...TRANSACTION_STATUSES.map((status) => ({ value: status, label: t(`txn.status.${status}`) })),
          ]}
        />
        <TextInput
          type="date"
          label={t('txn.from')}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('txn.to')}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => set({ to: e.currentTarget.value })}
          error={rangeError ? t(rangeError) : undefined}
        />
      </SimpleGrid>
      {hasFilters(filters) && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(NO_FILTERS)}>
            {t('txn.clear')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
