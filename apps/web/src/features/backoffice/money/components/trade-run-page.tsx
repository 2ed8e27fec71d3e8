import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { tradeRunRequestSchema } from '@harta/contracts/schemas/trading';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { usePendingApprovals } from '../../approvals/api/approvals-api';
import { PendingApprovalNote, toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useRunTradeDate } from '../api/money-api';
import { errorText, useMoneyT } from '../i18n/use-money-t';
import { malaysiaToday } from '../logic/malaysia-date';
import { ConfirmDialog, MoneyHeader } from './money-shared';

/** The nearest weekday on or before a date: the default trade date to run. */
function lastWeekday(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Staff page /backoffice/trade-runs: run a trade date now (the same run the scheduled job does), after a
 * confirmation; the answer's per-step counts are shown.
 */
export function TradeRunPage() {
  const t = useMoneyT();
  const [date, setDate] = useState(() => lastWeekday(malaysiaToday()));
  const [issue, setIssue] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const run = useRunTradeDate();
  // Four eyes (docs/backoffice.md): a run is a request until a second member approves it.
  const waiting = usePendingApprovals('trade_run');
  const summary = run.data && !isApprovalRequest(run.data) ? run.data : null;

  const ask = () => {
    const parsed = tradeRunRequestSchema.safeParse({ tradeDate: date });
    if (!parsed.success) {
      setIssue(errorText(new Error(parsed.error.issues[0]?.message ?? 'trading.tradeDateInvalid')));
      return;
    }
    run.reset(); // the previous run's summary goes: what shows next is this run's answer
    setAsking(true);
  };
  const confirm = () =>
    run.mutate(date, {
      onSuccess: (answer) => {
        setAsking(false);
        if (isApprovalRequest(answer)) toastSentForApproval();
      },
      onError: (error) => {
        setAsking(false);
        showError(error);
      },
    });

  return (
    <Stack gap="lg">
      <MoneyHeader title={t('money.tradeRun.title')} subtitle={t('money.tradeRun.subtitle')} />
      <Group gap="sm" align="start" wrap="wrap">
        <TextInput
          type="date"
          label={t('money.tradeRun.date')}
          value={date}
          error={issue}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setIssue(null);
          }}
        />
        <Button mt={25} onClick={ask} loading={run.isPending}>
          {t('money.tradeRun.run')}
        </Button>
      </Group>
      {waiting.data?.items.map((request) => (
        <PendingApprovalNote key={request.id} request={request} />
      ))}
      {summary && (
        <Card withBorder>
          <Stack gap="sm">
            <Alert
              color="green"
              role="status"
              title={t('money.tradeRun.done', {
                date: summary.tradeDate,
                status: summary.status,
                attempts: summary.attempts,
              })}
            />
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('money.tradeRun.step')}</Table.Th>
                  <Table.Th>{t('money.tradeRun.counts')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {Object.entries(summary.steps).map(([step, counts]) => (
                  <Table.Tr key={step}>
                    <Table.Td>{step}</Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {Object.entries(counts)
                          .map(([k, v]) => `${k}: ${v}`)
                          .join(', ')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('money.tradeRun.confirmTitle', { date })}
        confirmLabel={t('money.tradeRun.confirm')}
        cancelLabel={t('money.cancel')}
        busy={run.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      >
        <Text>{t('money.tradeRun.confirmBody')}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
