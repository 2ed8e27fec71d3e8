import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { useState } from 'react';
import { Alert, Button, Card, Group, List, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { tradeRunRequestSchema, type TradeRunPreview } from '@harta/contracts/schemas/trading';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { usePendingApprovals } from '../../approvals/api/approvals-api';
import { PendingApprovalNote, toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { showError } from '../../../../components/feedback/feedback-modals';
import { formatRinggit } from '../../../../lib/money/format-ringgit';
import { formatDate } from '../../logic/format-date';
import { useRunTradeDate } from '../api/money-api';
import { useTradeRunPreview } from '../api/trade-runs-api';
import { errorText } from '../i18n/use-money-t';
import { useTradeRunT } from '../i18n/use-trade-run-t';
import { tradeRunWords } from '../logic/trade-run-words';
import { ConfirmDialog, MoneyHeader } from './money-shared';
import { TradeRunHistory } from './trade-run-history';
import { TradeRunPreviewCard } from './trade-run-preview-card';

/**
 * Staff page /backoffice/trade-runs (docs/money.md "Trade run"): the next date due (the oldest trade date not yet
 * completed, never one already run) with what its run will do, whether its cut-off has passed and its closes are in,
 * a run after a confirmation, its result in words and ringgit, and the runs so far. Staff may look at another date
 * (e.g. to run again a date that stopped); the server refuses any date that may not run.
 */
export function TradeRunPage() {
  const t = useTradeRunT();
  const [chosen, setChosen] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  const [issue, setIssue] = useState<string | null>(null);
  const [asking, setAsking] = useState<TradeRunPreview | null>(null);
  const preview = useTradeRunPreview(chosen);
  const run = useRunTradeDate();
  // Four eyes (docs/backoffice.md): a run is a request until a second member approves it; the summary shows only
  // when the firm turned four eyes off for trade runs.
  const waiting = usePendingApprovals('trade_run');
  const summary = run.data && !isApprovalRequest(run.data) ? run.data : null;

  const show = () => {
    const parsed = tradeRunRequestSchema.safeParse({ tradeDate: typed });
    if (!parsed.success) {
      setIssue(errorText(new Error(parsed.error.issues[0]?.message ?? 'trading.tradeDateInvalid')));
      return;
    }
    setChosen(typed);
  };
  const confirm = () => {
    if (!asking) return;
    run.mutate(asking.tradeDate, {
      onSuccess: (answer) => {
        setAsking(null);
        if (isApprovalRequest(answer)) toastSentForApproval();
      },
      onError: (error) => {
        setAsking(null);
        showError(error);
      },
    });
  };

  return (
    <Stack gap="lg">
      <MoneyHeader title={t('tradeRun.title')} subtitle={t('tradeRun.subtitle')} />
      {waiting.data?.items.map((request) => (
        <PendingApprovalNote key={request.id} request={request} />
      ))}
      {summary && (
        <Alert color="green" role="status" title={t('tradeRun.result', { date: formatDate(summary.tradeDate) })}>
          <List size="sm">
            {tradeRunWords(summary.steps, formatDate(summary.tradeDate), t).map((sentence) => (
              <List.Item key={sentence}>{sentence}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {preview.isPending ? (
        <Card withBorder>
          <Skeleton height={260} aria-label="Loading…" />
        </Card>
      ) : preview.isError ? (
        <Alert color="red" title={t('tradeRun.loadError')}>
          <Stack gap="xs" align="start">
            <Text size="sm">{errorText(preview.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void preview.refetch()}>
              {t('tradeRun.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="sm">
          <TradeRunPreviewCard preview={preview.data} />
          <Group>
            <Button
              onClick={() => {
                run.reset();
                setAsking(preview.data);
              }}
              disabled={!preview.data.runnable || preview.isFetching}
              loading={run.isPending}
            >
              {t('tradeRun.run', { date: formatDate(preview.data.tradeDate) })}
            </Button>
          </Group>
        </Stack>
      )}
      <Group gap="sm" align="end" wrap="wrap">
        <TextInput
          type="date"
          label={t('tradeRun.dateLabel')}
          value={typed}
          error={issue}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setIssue(null);
          }}
        />
        <Button variant="default" onClick={show}>
          {t('tradeRun.show')}
        </Button>
        {chosen !== null && (
          <Button variant="subtle" onClick={() => setChosen(null)}>
            {t('tradeRun.backToDue')}
          </Button>
        )}
      </Group>
      <TradeRunHistory />
      <ConfirmDialog
        opened={asking !== null}
        title={t('tradeRun.confirmTitle', { date: asking ? formatDate(asking.tradeDate) : '' })}
        confirmLabel={t('tradeRun.confirm')}
        cancelLabel={t('tradeRun.cancel')}
        busy={run.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      >
        {asking && (
          <Text>
            {t('tradeRun.confirmBody', {
              date: formatDate(asking.tradeDate),
              invest: formatRinggit(asking.toInvest.amount),
              withdrawals: asking.withdrawals.count,
              transfers: asking.transfers.count,
              switches: asking.switches.count,
            })}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
