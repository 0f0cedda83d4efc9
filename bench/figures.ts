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
