/**
 * The agency's figures (issue 39 point 5): the rules the console page, the
 * CSV export and the server share. Days are Paris calendar days written
 * 'YYYY-MM-DD'; a range holds both ends.
 */

/** The longest range the figures page reads. */
export const FIGURES_MAX_DAYS = 366;
/** The range the page opens on: the last 30 days, today included. */
export const FIGURES_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** 'YYYY-MM-DD' moved by `days` calendar days (no time zone involved). */
export const shiftDay = (day: string, days: number): string => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);

/** How many days a range holds, both ends included. */
export const rangeLength = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/** The `days` days that end on `today`. */
export const lastDays = (today: string, days: number): { from: string; to: string } => ({ from: shiftDay(today, 1 - days), to: today });

/** Whether 'YYYY-MM-DD' names a day of the calendar (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** '2026-03-31' as French Excel and readers write it: '31/03/2026'. */
export const slashDay = (day: string): string => day.split('-').reverse().join('/');

/** Accepted requests out of all, in percent (0 to 100); null without a request. */
export const acceptanceRate = (accepted: number, requests: number): number | null => (requests === 0 ? null : (100 * accepted) / requests);
