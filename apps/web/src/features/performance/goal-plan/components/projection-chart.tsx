import '@mantine/core/styles/Table.css';
import { Stack, Table, Text, Title, VisuallyHidden, useMantineColorScheme } from '@mantine/core';
import { lazy, Suspense, useId, useMemo } from 'react';
import type { GoalBandPoint } from '@harta/contracts/schemas/goal-plans';
import { LoadingBlock } from '../../../../components/feedback/loading-block';
import { formatDate } from '../../../../lib/i18n/format-date';
import { formatRinggit } from '../../../../lib/money/format-ringgit';
import { useGoalsT } from '../i18n/use-goals-t';

const ProjectionChartCanvas = lazy(() => import('./projection-chart-canvas'));

/**
 * The projected range over time: the chart for the eye, the sentence under it and a visually hidden table for
 * screen readers (as the value chart).
 */
export function ProjectionChart({ points }: { points: readonly GoalBandPoint[] }) {
  const t = useGoalsT();
  const { colorScheme } = useMantineColorScheme();
  const captionId = useId();
  const labels = useMemo(
    () => ({ low: t('plan.chartLow'), median: t('plan.chartMedian'), high: t('plan.chartHigh') }),
    [t],
  );
  const last = points.at(-1);
  if (!last || points.length < 2) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('plan.chartHeading')}
      </Title>
      <figure style={{ margin: 0 }} aria-describedby={captionId} data-testid="projection-chart">
        <Suspense fallback={<LoadingBlock label={t('plan.loading')} heights={[240]} />}>
          <ProjectionChartCanvas points={points} labels={labels} scheme={colorScheme} />
        </Suspense>
        <Text size="sm" id={captionId} component="figcaption" mt="xs" data-testid="projection-band">
          {t('plan.band', {
            low: formatRinggit(last.low),
            high: formatRinggit(last.high),
            median: formatRinggit(last.median),
            date: formatDate(last.date),
          })}
        </Text>
      </figure>
      <VisuallyHidden>
        <Table>
          <caption>{t('plan.chartTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('plan.col.date')}</th>
              <th scope="col">{t('plan.col.low')}</th>
              <th scope="col">{t('plan.col.median')}</th>
              <th scope="col">{t('plan.col.high')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date}>
                <td>{formatDate(point.date)}</td>
                <td>{formatRinggit(point.low)}</td>
                <td>{formatRinggit(point.median)}</td>
                <td>{formatRinggit(point.high)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
