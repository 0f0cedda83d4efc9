import { parisDay } from '../widgets/core/domain/paris-day';

/** The server's notion of "now", injected so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const DAY_MS = 86_400_000;

/** The calendar month in Europe/Paris as 'YYYY-MM'. */
export function parisMonth(instant: Date): string {
  return parisDay(instant).slice(0, 7);
}
