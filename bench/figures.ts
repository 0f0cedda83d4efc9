/** One measured figure of `npm run bench`. */
export interface BenchFigure {
  /** What was measured, e.g. 'GET /api/users req/s'. */
  name: string;
  value: number;
  unit: string;
  /** The target as text, e.g. '>= 0.8'; absent when the figure is informative. */
  target?: string;
  /** Whether the figure meets its target; absent without a target. */
  ok?: boolean;
}

/** A section of the benchmark: runs its measurements and returns their figures. */
export type BenchSection = () => Promise<BenchFigure[]>;

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The nearest-rank percentile: the value under which a share `p` (0 to 1) of the values falls; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

/** `value` rounded to `digits` decimals (3 unless said), for the table. */
export const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The p50 and p99 of `values` (milliseconds, `count` of `what`), the p99 against its target. */
export function latencyFigures(label: string, values: readonly number[], what: string, targetMs: number): BenchFigure[] {
  const p99 = round(percentile(values, 0.99), 1);
  return [
    { name: `${label}: p50 (${values.length} ${what})`, value: round(median(values), 1), unit: 'ms' },
    { name: `${label}: p99 (${values.length} ${what})`, value: p99, unit: 'ms', target: `<= ${targetMs}`, ok: p99 <= targetMs },
  ];
}
