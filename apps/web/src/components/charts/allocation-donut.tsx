import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatWeight } from '../../lib/money/format-return';
import { sliceColour } from './slice-colours';

export interface DonutSlice {
  key: string;
  /** The slice's name as shown (already translated). */
  label: string;
  weightBps: number;
  /** The amount, formatted, shown in the legend when given. */
  value?: string;
}

const RADIUS = 15.9155; // a circumference of 100: dash lengths are percentages
const STROKE = 6;

/**
 * An allocation as a ring with a text legend. Hand-written SVG (no chart library in the page's chunk). Readable
 * without colour: the legend names every slice with its share (and amount), in the ring's order, and the ring itself
 * is one image whose name is that same list; the slices are separated by a gap so adjacent shades never merge.
 */
export function AllocationDonut({
  slices,
  title,
  size = 120,
  emptyText,
}: {
  slices: readonly DonutSlice[];
  /** The allocation's name, e.g. 'Allocation by asset class'. */
  title: string;
  size?: number;
  /** Shown instead of the ring when nothing is invested. */
  emptyText: string;
}) {
  const legendId = useId();
  const shown = slices.filter((s) => s.weightBps > 0);
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  const summary = shown.map((s) => `${s.label} ${formatWeight(s.weightBps)}`).join(', ');
  const arcs = ringArcs(shown, shown.length > 1 ? 0.6 : 0);
  return (
    <Group gap="md" align="center" wrap="nowrap">
      <svg
        width={size}
        height={size}
        viewBox="0 0 42 42"
        role="img"
        aria-label={`${title}: ${summary}`}
        style={{ flex: 'none' }}
      >
        <circle
          cx="21"
          cy="21"
          r={RADIUS}
          fill="none"
          stroke="var(--mantine-color-default-border)"
          strokeWidth={STROKE}
        />
        {arcs.map(({ slice, index, dash, offset }) => (
          <circle
            key={slice.key}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke={sliceColour(index)}
            strokeWidth={STROKE}
            strokeDasharray={`${dash} ${100 - dash}`}
            strokeDashoffset={offset}
          />
        ))}
      </svg>
      <VisuallyHidden id={legendId}>{title}</VisuallyHidden>
      <Stack gap={4} component="ul" aria-labelledby={legendId} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((slice, index) => (
          <Group key={slice.key} component="li" gap={6} wrap="nowrap" align="baseline">
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 2,
                background: sliceColour(index),
                flex: 'none',
              }}
            />
            <Text size="sm" span>
              {slice.label}
            </Text>
            <Text size="sm" fw={600} span className="harta-num">
              {formatWeight(slice.weightBps)}
            </Text>
            {slice.value && (
              <Text size="xs" c="dimmed" span className="harta-num">
                {slice.value}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

/** Each slice's dash on a ring of circumference 100, from twelve o'clock clockwise, less a small gap between slices. */
function ringArcs(slices: readonly DonutSlice[], gap: number) {
  const arcs = [];
  let start = 0;
  for (const [index, slice] of slices.entries()) {
    const length = slice.weightBps / 100;
    arcs.push({ slice, index, dash: Math.max(length - gap, 0.01), offset: 25 - start });
    start += length;
  }
  return arcs;
}
