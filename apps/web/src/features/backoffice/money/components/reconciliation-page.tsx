import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { ReconciliationReport } from '@harta/contracts/schemas/payments';
import { LoadFailed } from '../../../../components/page/load-failed';
import { formatDate } from '../../logic/format-date';
import { useReconciliation, type Period } from '../api/money-api';
import { useMoneyT } from '../i18n/use-money-t';
import { MoneyHeader } from './money-shared';

/**
 * Staff page /backoffice/reconciliation: the period's payments against the ledger and the gateway's report. A
 * clean report says so in words; otherwise every mismatch is a row, with the order and journal it names.
 */
export function ReconciliationPage() {
  const t = useMoneyT();
  const [draft, setDraft] = useState<Period>({});
  const [period, setPeriod] = useState<Period>({});
  const report = useReconciliation(period);

  return (
    <Stack gap="lg">
      <MoneyHeader title={t('money.reconciliation.title')} subtitle={t('money.reconciliation.subtitle')} />
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          type="date"
          label={t('money.from')}
          value={draft.from ?? ''}
          onChange={(e) => {
            const from = e.currentTarget.value || undefined; // read now: React clears currentTarget after the handler
            setDraft((d) => ({ ...d, from }));
          }}
        />
        <TextInput
          type="date"
          label={t('money.to')}
          value={draft.to ?? ''}
          onChange={(e) => {
            const to = e.currentTarget.value || undefined;
            setDraft((d) => ({ ...d, to }));
          }}
        />
        <Button variant="default" onClick={() => setPeriod(draft)}>
          {t('money.reconciliation.show')}
        </Button>
      </Group>
      {report.isPending ? (
        <Skeleton height={160} aria-label="Loading…" />
      ) : report.isError ? (
        <LoadFailed message={t('money.loadFailed')} onRetry={() => void report.refetch()} />
      ) : (
        <ReportView report={report.data} />
      )}
    </Stack>
  );
}

function ReportView({ report }: { report: ReconciliationReport }) {
  const t = useMoneyT();
  const p = report.payments;
  return (
    <Stack gap="md">
      <Card withBorder>
        <Text fw={600}>
          {t('money.reconciliation.period', { from: formatDate(report.from), to: formatDate(report.to) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('money.reconciliation.figures', { ...p, gateway: p.gatewayRecords ?? '—' })}
        </Text>
      </Card>
      {report.mismatches.length === 0 ? (
        <Alert color="green" role="status" title={t('money.reconciliation.clean')} />
      ) : (
        <Card withBorder padding={0}>
          <Group p="md">
            <Title order={2} size="h4">
              {t('money.reconciliation.mismatches', { count: report.mismatches.length })}
            </Title>
          </Group>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('money.reconciliation.col.kind')}</Table.Th>
                  <Table.Th>{t('money.reconciliation.col.order')}</Table.Th>
                  <Table.Th>{t('money.reconciliation.col.journal')}</Table.Th>
                  <Table.Th>{t('money.reconciliation.col.detail')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.mismatches.map((m, i) => (
                  <Table.Tr key={`${m.kind}-${m.orderId ?? ''}-${m.journalKey ?? ''}-${i}`} data-testid="mismatch-row">
                    <Table.Td>
                      <Badge color="red" variant="light">
                        {m.kind}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {m.orderId ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {m.journalKey ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{m.detail}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </Stack>
  );
}
