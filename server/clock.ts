import { parisDay } from '../contract/domain/paris-day';

/** The server's notion of "now", injected so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The calendar month in Europe/Paris as 'YYYY-MM'. */
export function parisMonth(instant: Date): string {
  return parisDay(instant).slice(0, 7);
}
