/**
 * An advisor's weekly hours, Paris time (issue 38 point 6): seven days from
 * Monday, each with at most three ranges in order, 'HH:MM' on the quarter
 * hour (an end may be '24:00'); what the console saves is checked by
 * contract/schemas/weekly-hours.ts. An advisor who set none keeps SPEC.md's
 * Monday to Friday, 9 h 00 to 18 h 00.
 */
import { WEEKDAYS } from './french-format';
import { parisClock } from './paris-day';

export interface HoursRange {
  readonly from: string;
  readonly to: string;
}
/** Monday first. */
export type WeeklyHours = readonly (readonly HoursRange[])[];

const WORKDAY = [{ from: '09:00', to: '18:00' }];
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = [WORKDAY, WORKDAY, WORKDAY, WORKDAY, WORKDAY, [], []];

/** 'Lundi' … 'Dimanche' for 0 … 6, Monday first as the hours are. */
export const dayName = (day: number): string => {
  const name = WEEKDAYS[(day + 1) % 7]!;
  return name[0]!.toUpperCase() + name.slice(1);
};

/** '09:30' as French writes it: '9 h 30' (no-break spaces). */
export const clockText = (time: string): string => `${+time.slice(0, 2)}\u00a0h\u00a0${time.slice(3)}`;

/** When an absent advisor is next expected: in `days` days (0 today), on `weekday` (0 Sunday), at `from` ('HH:MM', Paris). */
export interface NextReturn {
  days: number;
  weekday: number;
  from: string;
}

/**
 * The start of the advisor's next range after `now`, Paris time; null
 * within one of their ranges (they may come any minute: nothing to promise)
 * and for an advisor with no hours at all. Wall-clock times of Paris days
 * are compared, so the changes of March and October move nothing.
 */
export function nextReturn(hours: WeeklyHours | null | undefined, now: Date): NextReturn | null {
  const { weekday, time } = parisClock(now);
  for (let days = 0; days < 8; days++) {
    const day = (weekday + days) % 7;
    for (const { from, to } of (hours ?? DEFAULT_WEEKLY_HOURS)[(day + 6) % 7] ?? []) {
      if (days || from > time) return { days, weekday: day, from };
      if (to > time) return null;
    }
  }
  return null;
}
