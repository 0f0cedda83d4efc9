/**
 * One chart of the figures page, drawn by uPlot on a canvas: a value per day
 * for each series (lines, or bars side by side), the days on the x axis. Its
 * width follows its box (ResizeObserver), so it fits a phone and a wide
 * screen alike. For a screen reader the chart is one image with a name; the
 * numbers themselves are in the page's table of days.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './figures.module.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  color: string;
  bars?: boolean;
}

interface Props {
  /** The chart's visible title, and its accessible name with `description`. */
  title: string;
  description: string;
  /** 'YYYY-MM-DD', one per point. */
  days: readonly string[];
  series: readonly ChartSeries[];
  /** How a value reads on the axis. */
  format(value: number): string;
  /** Whole numbers (counts): no tick between 0 and 1. */
  counts?: boolean;
}

const HEIGHT = 240;
const AXIS = { stroke: '#c7bfd9', grid: { stroke: 'rgba(199, 191, 217, 0.15)' }, ticks: { stroke: 'rgba(199, 191, 217, 0.22)' } };
/** '29/03' */
const shortDay = (day: string | undefined) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}` : '');

/** The y axis's steps for counts: whole numbers only. */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];

function options(width: number, { days, series, format, counts }: Props): uPlot.Options {
  const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
  return {
    width,
    height: HEIGHT,
    // Days are points 0 … n-1, not instants: no time zone comes into it.
    scales: { x: { time: false, range: [-0.5, days.length - 0.5] } },
    axes: [
      { ...AXIS, incrs: [1, 2, 5, 7, 14, 30, 60, 90], values: (_chart, splits) => splits.map((i) => (Number.isInteger(i) ? shortDay(days[i]) : '')) },
      { ...AXIS, size: 70, ...(counts ? { incrs: WHOLE_STEPS } : {}), values: (_chart, splits) => splits.map((value) => format(value)) },
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        ...(s.bars && bars ? { fill: s.color, paths: bars, points: { show: false } } : {}),
      })),
    ],
    // The legend names the series; the values are in the table of days (a legend that follows the pointer says nothing to a keyboard).
    legend: { live: false },
    cursor: { show: false },
  };
}

export function FiguresChart(props: Props) {
  const box = useRef<HTMLDivElement>(null);
  // The latest props, for the effect that draws: it runs again when the figures change (a new range), not at every render.
  const latest = useRef(props);
  latest.current = props;
  const { title, description, days, series } = props;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((_day, i) => i), ...series.map((s) => [...s.values])];
    const chart = new uPlot(options(element.clientWidth, latest.current), data, element);
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientWidth !== chart.width) chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, series]);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} className={styles.canvas} role="img" aria-label={description} data-chart />
    </figure>
  );
}
