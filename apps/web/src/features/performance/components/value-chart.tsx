import '@mantine/core/styles/Table.css';
import { Card, Group, Stack, Table, Text, Title, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { lazy, Suspense, useId, useMemo } from 'react';
import { LoadingBlock } from '../../../components/feedback/loading-block';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { usePerformanceT } from '../i18n/use-performance-t';
import { formatDate } from '../../../lib/i18n/format-date';
import { seriesRows, type Series } from '../logic/series';

const ValueChartCanvas = lazy(() => import('./value-chart-canvas'));

/** Line samples for the legend: solid for value, dashed for net deposits (the canvas draws them the same way). */
function LineSample({ dashed, colour }: { dashed?: boolean; colour: string }) {
  return (
    <svg width="28" height="8" aria-hidden="true">
      <line x1="0" y1="4" x2="28" y2="4" stroke={colour} strokeWidth="2" strokeDasharray={dashed ? '6 4' : undefined} />
    </svg>
  );
}

/**
 * Value against net deposits over the chosen period: a uPlot chart (lazy chunk) with a legend that names the line
 * styles, a one-sentence summary, and a visually hidden table of the data for screen readers.
 */
export function ValueChart({ series }: { series: Series }) {
  const t = usePerformanceT();
  const { colorScheme } = useMantineColorScheme();
  const summaryId = useId();
  const { rows, daily } = useMemo(() => seriesRows(series), [series]);
  const last = series.dates.length - 1;
  // A new goal: nothing valued above zero yet. A chart of zeros (its axis stretched years ahead around a single
  // day) and "from RM 0.00 to RM 0.00" tell nothing; one sentence says why there is no chart.
  const nothingYet =
    last >= 0 && series.values.every((v) => Number(v) === 0) && series.netDeposits.every((v) => Number(v) === 0);
  return (
    <Card component="section" aria-labelledby="chart-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="chart-heading">
          {t('perf.chartHeading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('perf.chartHint')}
        </Text>
        {last < 0 ? (
          <Text size="sm">{t('perf.chartNoData')}</Text>
        ) : nothingYet ? (
          <Text size="sm">{t('perf.chartNothingYet')}</Text>
        ) : (
          <>
            <Group gap="lg" aria-hidden="true">
              <Group gap={6}>
                <LineSample colour="var(--mantine-color-brand-6)" />
                <Text size="sm">{t('perf.chartValue')}</Text>
              </Group>
              <Group gap={6}>
                <LineSample dashed colour="var(--mantine-color-blue-5)" />
                <Text size="sm">{t('perf.chartNetDeposits')}</Text>
              </Group>
            </Group>
            <figure style={{ margin: 0 }} aria-describedby={summaryId} data-testid="value-chart">
              <Suspense fallback={<LoadingBlock label={t('perf.chartLoading')} heights={[260]} />}>
                <ValueChartCanvas
                  series={series}
                  valueLabel={t('perf.chartValue')}
                  netDepositsLabel={t('perf.chartNetDeposits')}
                  scheme={colorScheme}
                />
              </Suspense>
              <Text size="sm" c="dimmed" id={summaryId} component="figcaption" mt="xs">
                {t('perf.chartSummary', {
                  from: formatDate(series.dates[0]!),
                  to: formatDate(series.dates[last]!),
                  startValue: formatRinggit(series.values[0]!),
                  endValue: formatRinggit(series.values[last]!),
                  startNet: formatRinggit(series.netDeposits[0]!),
                  endNet: formatRinggit(series.netDeposits[last]!),
                })}
              </Text>
            </figure>
            <VisuallyHidden>
              <Table>
                <caption>
                  {t('perf.chartTable', {
                    granularity: t(daily ? 'perf.chartTableDaily' : 'perf.chartTableMonthly'),
                  })}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('perf.col.date')}</th>
                    <th scope="col">{t('perf.col.value')}</th>
                    <th scope="col">{t('perf.col.netDeposits')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.date}>
                      <td>{formatDate(row.date)}</td>
                      <td>{formatRinggit(row.value)}</td>
                      <td>{formatRinggit(row.netDeposits)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
