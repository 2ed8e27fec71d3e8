import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Card, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { showError } from '../../../components/feedback/feedback-modals';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { usePortfolios } from '../../../lib/portfolios/api/get-portfolios';
import { downloadTransactionsCsv } from '../api/download-transactions-csv';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/get-transactions';
import { useTransactionsT } from '../i18n/use-transactions-t';
import {
  dateRangeError,
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  type TransactionFilters,
} from '../logic/filters';
import { TransactionFiltersCard } from './transaction-filters';
import { TransactionTable } from './transaction-table';

/**
 * `transactions` (spec section 2; issue #11 item 10): every movement with its status and dates, filtered by
 * portfolio, type, status and date range, a page at a time ("Show more"), and the CSV export of what is shown.
 */
export function TransactionsPage() {
  const t = useTransactionsT();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const rangeInvalid = dateRangeError(filters) !== null;
  const portfolios = usePortfolios();
  const transactions = useTransactions(filters, !rangeInvalid);
  const [exporting, setExporting] = useState(false);

  const setFilters = (next: TransactionFilters) => setSearch(filtersToSearch(next), { replace: true });
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadTransactionsCsv(filters);
    } catch {
      showError(new Error(t('txn.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const items = transactions.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Container size="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <PageTitle>{t('txn.title')}</PageTitle>
            <Text c="dimmed" mt={4}>
              {t('txn.subtitle')}
            </Text>
          </div>
          <Button
            variant="light"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={rangeInvalid || items.length === 0}
          >
            {t('txn.export')}
          </Button>
        </Group>
        <TransactionFiltersCard
          filters={filters}
          portfolios={portfolios.data?.portfolios ?? []}
          onChange={setFilters}
        />
        {rangeInvalid ? null : transactions.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={44} />
            ))}
          </Stack>
        ) : transactions.isError ? (
          <LoadFailed message={t('txn.loadFailed')} onRetry={() => void transactions.refetch()} />
        ) : items.length === 0 ? (
          <Card>
            <Text>{hasFilters(filters) ? t('txn.emptyFiltered') : t('txn.empty')}</Text>
          </Card>
        ) : (
          <Card padding="xs">
            <TransactionTable items={items} />
            <Group justify="center" mt="sm">
              {transactions.hasNextPage ? (
                <Button
                  variant="default"
                  onClick={() => void transactions.fetchNextPage()}
                  loading={transactions.isFetchingNextPage}
                >
                  {t('txn.more')}
                </Button>
              ) : (
                items.length > TRANSACTIONS_PAGE_SIZE && (
                  <Text size="sm" c="dimmed">
                    {t('txn.end')}
                  </Text>
                )
              )}
            </Group>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

export default TransactionsPage;
