import '../plain/plain.css';
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
  /** The slice's own colour (an asset class keeps one everywhere: `assetClassColour`); else by its position. */
  colour?: string;
}

const RADIUS = 15.9155; // a circumference of 100: dash lengths are percentages
const STROKE = 6;

/**
 * An allocation as a ring with a text legend. Hand-written SVG (no chart library in the page's chunk). Readable
 * without colour: the legend names every slice with its share (and amount), in the ring's order, and the ring itself
 * is one image whose name is that same list; the slices are separated by a gap so adjacent shades never merge.
 * Plain elements (no Mantine Text or Group): the dashboard draws one per goal in its first render.
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
    return <p className="harta-text harta-text-sm harta-dimmed">{emptyText}</p>;
  }
  const summary = shown.map((s) => `${s.label} ${formatWeight(s.weightBps)}`).join(', ');
  const arcs = ringArcs(shown, shown.length > 1 ? 0.6 : 0);
  return (
    <div className="harta-row harta-nowrap">
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
            stroke={slice.colour ?? sliceColour(index)}
            strokeWidth={STROKE}
            strokeDasharray={`${dash} ${100 - dash}`}
            strokeDashoffset={offset}
          />
        ))}
      </svg>
      <span className="harta-visually-hidden" id={legendId}>
        {title}
      </span>
      <ul className="harta-stack harta-gap-4 harta-plain-list" aria-labelledby={legendId}>
        {shown.map((slice, index) => (
          <li key={slice.key} className="harta-row harta-gap-6 harta-nowrap harta-align-baseline">
            <span
              aria-hidden="true"
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 2,
                background: slice.colour ?? sliceColour(index),
                flex: 'none',
              }}
            />
            <span className="harta-text harta-text-sm">{slice.label}</span>
            <span className="harta-text harta-text-sm harta-fw-600 harta-num">{formatWeight(slice.weightBps)}</span>
            {slice.value && <span className="harta-text harta-text-xs harta-dimmed harta-num">{slice.value}</span>}
          </li>
        ))}
      </ul>
    </div>
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
