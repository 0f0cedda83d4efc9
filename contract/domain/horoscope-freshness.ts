/**
 * How long each period's horoscope stays fresh, and how long it is kept once
 * stale (SPEC.md section 9), in seconds: the server's cache and Cache-Control
 * headers and the widget's query options (staleTime, gcTime) read this one table.
 */
import type { HoroscopePeriod } from '../schemas/horoscope';

const HOUR = 3600;
const DAY = 24 * HOUR;

export interface HoroscopeFreshness {
  readonly freshSeconds: number;
  /** Kept this long (served stale while refreshing, or unused in a browser): twice the freshness. */
  readonly retainSeconds: number;
}

const period = (freshSeconds: number): HoroscopeFreshness => ({ freshSeconds, retainSeconds: 2 * freshSeconds });

export const HOROSCOPE_FRESHNESS: Readonly<Record<HoroscopePeriod, HoroscopeFreshness>> = {
  aujourdhui: period(2 * HOUR),
  demain: period(4 * HOUR),
  semaine: period(12 * HOUR),
  mois: period(DAY),
  annee: period(7 * DAY),
};
