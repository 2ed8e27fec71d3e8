import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TradeRunPreview } from '@harta/contracts/schemas/trading';
import { formatRinggit } from '../../../../lib/money/format-ringgit';
import { formatDate } from '../../logic/format-date';
import { useTradeRunT } from '../i18n/use-trade-run-t';

/** One figure of the preview: what it is on the left, the count and ringgit on the right (tabular figures). */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="start">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={500} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The date due (or the date staff chose): its cut-off, whether its closes are in, and what its run will do, in
 * counts and ringgit (docs/money.md "Trade run").
 */
export function TradeRunPreviewCard({ preview }: { preview: TradeRunPreview }) {
  const t = useTradeRunT();
  const date = formatDate(preview.tradeDate);
  const portfolios = (figure: { count: number; amount: string }) =>
    figure.count === 0
      ? t('tradeRun.none')
      : t('tradeRun.portfolios', { count: figure.count, amount: formatRinggit(figure.amount) });
  const requests = (figure: { count: number; amount: string; all: number }) => {
    if (figure.count === 0) return t('tradeRun.none');
    const text = t('tradeRun.requests', { count: figure.count - figure.all, amount: formatRinggit(figure.amount) });
    return figure.all > 0 ? t('tradeRun.requestsAll', { text, all: figure.all }) : text;
  };
  const { closes } = preview;
  return (
    <Card withBorder padding="lg" data-testid="trade-run-preview">
      <Stack gap="md">
        <Group justify="space-between" align="start" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              {preview.due ? t('tradeRun.due') : t('tradeRun.other')}
            </Text>
            <Title order={2} size="h3">
              {date}
            </Title>
          </div>
          <Stack gap={2}>
            <Text size="sm" fw={500} c={preview.cutoffPassed ? 'green.8' : 'yellow.9'}>
              {t('tradeRun.cutoff', { time: preview.cutoffTime, date })}:{' '}
              {preview.cutoffPassed ? t('tradeRun.cutoffPassed') : t('tradeRun.cutoffNotPassed')}
            </Text>
            <Text size="sm" fw={500} c={closes.complete ? 'green.8' : 'yellow.9'}>
              {closes.complete ? t('tradeRun.closesAllIn') : t('tradeRun.closesNotIn')}
            </Text>
          </Stack>
        </Group>
        <div>
          <Text size="sm" fw={500}>
            {t('tradeRun.closes')}
          </Text>
          <List size="sm">
            <List.Item>{t('tradeRun.closesBursa', closes.bursa)}</List.Item>
            <List.Item>{t('tradeRun.closesUs', closes.us)}</List.Item>
            <List.Item>
              {t('tradeRun.closesFx', { state: closes.usdMyr ? t('tradeRun.in') : t('tradeRun.missing') })}
            </List.Item>
          </List>
        </div>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('tradeRun.willDo')}
          </Text>
          <SimpleGrid cols={1} spacing={6}>
            <Figure label={t('tradeRun.toInvest')} value={portfolios(preview.toInvest)} />
            <Figure label={t('tradeRun.waiting')} value={portfolios(preview.waiting)} />
            <Figure label={t('tradeRun.withdrawals')} value={requests(preview.withdrawals)} />
            <Figure label={t('tradeRun.transfers')} value={requests(preview.transfers)} />
            <Figure
              label={t('tradeRun.switches')}
              value={preview.switches.count === 0 ? t('tradeRun.none') : String(preview.switches.count)}
            />
            <Figure
              label={t('tradeRun.rebalances')}
              value={
                preview.rebalances === null
                  ? t('tradeRun.rebalancesUnknown')
                  : preview.rebalances.count === 0
                    ? t('tradeRun.none')
                    : String(preview.rebalances.count)
              }
            />
            <Figure
              label={t('tradeRun.fees')}
              value={
                preview.feeMonth
                  ? t('tradeRun.feeMonth', { month: formatMonth(preview.feeMonth) })
                  : t('tradeRun.noFee')
              }
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed" mt={6}>
            {t('tradeRun.beforeSells')}
          </Text>
        </div>
        {preview.lastRun && (
          <Alert color="blue" variant="light">
            {t('tradeRun.alreadyRun', {
              status: t(`tradeRun.status.${preview.lastRun.status}`),
              attempts: preview.lastRun.attempts,
            })}
          </Alert>
        )}
        {preview.blockedReason && (
          <Alert color="yellow" variant="light" title={t('tradeRun.cannotRun')} role="note">
            {preview.blockedReason}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** '2026-10' -> 'Oct 2026'. */
function formatMonth(month: string): string {
  return formatDate(`${month}-01`).replace(/^1 /, '');
}
