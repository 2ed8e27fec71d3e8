import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { chartData, type Series } from '../logic/series';

const HEIGHT = 260;
const DAY_S = 86_400;

/** A theme colour as the canvas needs it (canvas cannot read CSS variables). */
function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const axisMoney = (value: number) => formatRinggit(value.toFixed(0)).replace(/\.00$/, '');

/**
 * The uPlot canvas of the value chart: its own lazy chunk (uPlot and its CSS load only with it). Value is a solid
 * line, net deposits a dashed one, so the two read apart without colour. Follows its container's width, and
 * redraws with the theme's colours when the colour scheme changes.
 */
export function ValueChartCanvas({
  series,
  valueLabel,
  netDepositsLabel,
  scheme,
}: {
  series: Series;
  valueLabel: string;
  netDepositsLabel: string;
  /** The colour scheme, to redraw in its colours. */
  scheme: string;
}) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const text = cssColour('--mantine-color-dimmed', '#666');
    const grid = cssColour('--mantine-color-default-border', '#ddd');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        // One day only (a goal's first valuation): a few days either side, not uPlot's years-wide default range.
        scales: {
          x: { time: true, range: (_u, min, max) => (min === max ? [min - 3 * DAY_S, max + 3 * DAY_S] : [min, max]) },
        },
        axes: [axis, { ...axis, size: 84, values: (_u, ticks) => ticks.map(axisMoney) }],
        series: [
          {},
          { label: valueLabel, stroke: cssColour('--mantine-color-brand-6', '#1e8f7d'), width: 2 },
          {
            label: netDepositsLabel,
            stroke: cssColour('--mantine-color-blue-5', '#339af0'),
            width: 2,
            dash: [6, 4],
          },
        ],
      },
      chartData(series),
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, valueLabel, netDepositsLabel, scheme]);

  // The canvas is drawn for the eye; the figure around it carries the text alternative.
  return <div ref={host} aria-hidden="true" style={{ width: '100%', minHeight: HEIGHT }} />;
}

export default ValueChartCanvas;
