import { Text } from '@mantine/core';
import { LoadingBlock } from '../../../components/feedback/loading-block';
import type { AllocationSlice } from '@harta/contracts/schemas/returns';
import { useWorldMap, type WorldMap } from '../api/get-world-map';
import { usePerformanceT } from '../i18n/use-performance-t';

/** Which drawn area shows which allocation region; worldwide holdings (gold) belong to no area. */
const AREA_OF: Record<string, keyof WorldMap['regions']> = {
  MALAYSIA: 'MALAYSIA',
  UNITED_STATES: 'UNITED_STATES',
  INTERNATIONAL_EX_US: 'REST',
};

/** Darker for a bigger share: shade 1 to 9 of the brand colour by ninths of the money (the list gives the figures). */
function shade(weightBps: number): string {
  if (weightBps <= 0) return 'var(--mantine-color-default-border)';
  const step = Math.min(9, Math.max(1, Math.ceil((weightBps / 10000) * 9)));
  return `var(--mantine-color-brand-${step})`;
}

/**
 * The region view on the world map: each area shaded by its share, the United States also hatched so that the two
 * named countries stand apart from the rest without colour. A lazy chunk; the map itself is fetched on first show.
 * The shares are in the list beside it: the map is a picture of them (one image with their summary as its name).
 */
export function RegionMap({ slices, summary }: { slices: readonly AllocationSlice[]; summary: string }) {
  const t = usePerformanceT();
  const map = useWorldMap();
  if (map.isPending) return <LoadingBlock label={t('perf.mapLoading')} />;
  if (map.isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('perf.mapFailed')}
      </Text>
    );
  }
  const weight = (area: keyof WorldMap['regions']) =>
    slices.filter((s) => AREA_OF[s.key] === area).reduce((sum, s) => sum + s.weightBps, 0);
  const { width, height, regions } = map.data;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${t('perf.mapTitle')}: ${summary}`}
      style={{ width: '100%', height: 'auto', display: 'block' }}
      data-testid="region-map"
    >
      <defs>
        <pattern id="harta-map-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2="6" stroke="var(--mantine-color-body)" strokeWidth="2" />
        </pattern>
      </defs>
      <path d={regions.REST} fill={shade(weight('REST'))} stroke="var(--mantine-color-body)" strokeWidth="0.5" />
      <path d={regions.UNITED_STATES} fill={shade(weight('UNITED_STATES'))} />
      <path d={regions.UNITED_STATES} fill="url(#harta-map-hatch)" />
      <path
        d={regions.MALAYSIA}
        fill={shade(weight('MALAYSIA'))}
        stroke="var(--mantine-color-text)"
        strokeWidth="1.5"
      />
    </svg>
  );
}

export default RegionMap;
