import '@mantine/core/styles/SimpleGrid.css';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Performance } from '@harta/contracts/schemas/returns';
import { AllocationDonut } from '../../../components/charts/allocation-donut';
import { assetClassColour } from '../../../components/charts/slice-colours';
import { LoadingBlock } from '../../../components/feedback/loading-block';
import { assetClassLabel } from '../../../lib/i18n/asset-class-label';
import { formatWeight } from '../../../lib/money/format-return';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { usePerformanceT } from '../i18n/use-performance-t';

const RegionMap = lazy(() => import('./region-map'));

/** Where the money is: by asset class (donut) and by region (the world map and a list of the shares). */
export function AllocationSection({ allocation }: { allocation: Performance['allocation'] }) {
  const t = usePerformanceT();
  const { t: tApp } = useTranslation();
  const regionLabel = (key: string) => t(`perf.region.${key}` as never, { defaultValue: key });
  const regions = allocation.byRegion
    .filter((s) => s.weightBps > 0)
    .map((s) => ({ ...s, label: regionLabel(s.key), value: formatRinggit(s.value) }));
  return (
    <Card component="section" aria-labelledby="allocation-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="allocation-heading">
          {t('perf.allocationHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('perf.byAssetClass')}
            </Title>
            <AllocationDonut
              title={t('perf.byAssetClass')}
              emptyText={t('perf.allocationEmpty')}
              slices={allocation.byAssetClass.map((s, index) => ({
                ...s,
                label: assetClassLabel(tApp, s.key),
                colour: assetClassColour(s.key, index),
                value: formatRinggit(s.value),
              }))}
            />
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('perf.byRegion')}
            </Title>
            {regions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('perf.allocationEmpty')}
              </Text>
            ) : (
              <>
                <Suspense fallback={<LoadingBlock label={t('perf.mapLoading')} />}>
                  <RegionMap
                    slices={allocation.byRegion}
                    summary={regions.map((r) => `${r.label} ${formatWeight(r.weightBps)}`).join(', ')}
                  />
                </Suspense>
                <Text size="xs" c="dimmed">
                  {t('perf.mapNote')}
                </Text>
                <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {regions.map((r) => (
                    <Text key={r.key} component="li" size="sm" data-testid="region-share">
                      {r.label}:{' '}
                      <Text span fw={600} className="harta-num">
                        {formatWeight(r.weightBps)}
                      </Text>{' '}
                      <Text span size="xs" c="dimmed" className="harta-num">
                        ({r.value})
                      </Text>
                    </Text>
                  ))}
                </Stack>
              </>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
