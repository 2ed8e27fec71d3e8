import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime } from '../../logic/format-date';
import { useTradeRunHistory } from '../api/trade-runs-api';
import { useTradeRunT } from '../i18n/use-trade-run-t';
import { tradeRunWords } from '../logic/trade-run-words';
import { StateBadge } from './money-shared';

/** The runs so far, newest date first, each result in words. */
export function TradeRunHistory() {
  const t = useTradeRunT();
  const history = useTradeRunHistory();
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('tradeRun.history')}
        </Title>
        {history.isPending ? (
          <Skeleton height={120} aria-label="Loading…" />
        ) : history.isError ? (
          <Alert color="red" title={t('tradeRun.loadError')}>
            <Button size="xs" variant="light" onClick={() => void history.refetch()}>
              {t('tradeRun.retry')}
            </Button>
          </Alert>
        ) : history.data.length === 0 ? (
          <Text c="dimmed">{t('tradeRun.historyEmpty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" aria-label={t('tradeRun.history')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('tradeRun.col.date')}</Table.Th>
                  <Table.Th>{t('tradeRun.col.status')}</Table.Th>
                  <Table.Th>{t('tradeRun.col.finished')}</Table.Th>
                  <Table.Th>{t('tradeRun.col.result')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.map((run) => (
                  <Table.Tr key={run.tradeDate} data-testid="trade-run-row">
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(run.tradeDate)}</Table.Td>
                    <Table.Td>
                      <StateBadge state={run.status} label={t(`tradeRun.status.${run.status}`)} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.completedAt)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{tradeRunWords(run.steps, formatDate(run.tradeDate), t).join(' ')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
