import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { GoalBandPoint } from '@harta/contracts/schemas/goal-plans';
import { formatRinggit } from '../../../../lib/money/format-ringgit';

const HEIGHT = 240;

function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const axisMoney = (value: number) => formatRinggit(value.toFixed(0)).replace(/\.00$/, '');
/** Noon UTC of the date, in seconds: uPlot's time axis (the day never shifts across time zones). */
const seconds = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;

/**
 * The projection's uPlot canvas (its own lazy chunk, as the value chart's): the band between the 10th and 90th
 * percentiles shaded, its edges dashed, the median solid.
 */
export function ProjectionChartCanvas({
  points,
  labels,
  scheme,
}: {
  points: readonly GoalBandPoint[];
  labels: { low: string; median: string; high: string };
  scheme: string;
}) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const text = cssColour('--mantine-color-dimmed', '#666');
    const grid = cssColour('--mantine-color-default-border', '#ddd');
    const brand = cssColour('--mantine-color-brand-6', '#1e8f7d');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const data: uPlot.AlignedData = [
      points.map((p) => seconds(p.date)),
      points.map((p) => Number(p.high)),
      points.map((p) => Number(p.median)),
      points.map((p) => Number(p.low)),
    ];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [axis, { ...axis, size: 84, values: (_u, ticks) => ticks.map(axisMoney) }],
        series: [
          {},
          { label: labels.high, stroke: brand, width: 1, dash: [4, 4], points: { show: false } },
          { label: labels.median, stroke: brand, width: 2, points: { show: false } },
          { label: labels.low, stroke: brand, width: 1, dash: [4, 4], points: { show: false } },
        ],
        bands: [{ series: [1, 3], fill: `${brand}26` }],
      },
      data,
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
  }, [points, labels, scheme]);

  return <div ref={host} aria-hidden="true" style={{ width: '100%', minHeight: HEIGHT }} />;
}

export default ProjectionChartCanvas;
