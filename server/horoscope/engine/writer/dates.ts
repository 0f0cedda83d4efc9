/**
 * Dates, months and weekdays as the text names them, and how long a stay in a
 * sign lasts.
 */
import { dayNumber, weekdayIndex, type Ymd } from '../../../calendar';
import { dayAndMonth, dayOfMonth, monthName, WEEKDAYS } from '../french';
import type { SignRun } from '../sky';
import type { Reading } from './reading';

export function runLength(run: SignRun): number {
  return dayNumber(run.to) - dayNumber(run.from) + 1;
}

/**
 * The year reads forward from its first day (today): a date of the next calendar year
 * carries its year, so that '3 mars 2027' is not read as a March already gone.
 */
function yearOf(r: Reading, y: number): string {
  return r.kind === 'year' && y !== r.sky.range.start.y ? ` ${y}` : '';
}

/** The first of the month `months` after the one of `day`. */
export function addMonths(day: Ymd, months: number): Ymd {
  const index = day.m - 1 + months;
  return { y: day.y + Math.floor(index / 12), m: (index % 12) + 1, d: 1 };
}

export function dateText(r: Reading, day: Ymd): string {
  return `${dayAndMonth(day)}${yearOf(r, day.y)}`;
}

/** A month of the period, named with its year when it is in the next calendar year. */
export function monthText(r: Reading, y: number, m: number): string {
  return `${monthName(m)}${yearOf(r, y)}`;
}

export function stayWhen(r: Reading, run: SignRun): string {
  if (run.startsBefore && run.endsAfter) return 'tout au long des douze mois qui viennent';
  if (run.startsBefore) return `jusqu’au ${dateText(r, run.to)}`;
  if (run.endsAfter) return `à partir du ${dateText(r, run.from)}`;
  if (run.from.m === run.to.m && run.from.y === run.to.y) return `du ${dayOfMonth(run.from.d)} au ${dateText(r, run.to)}`;
  return `du ${dateText(r, run.from)} au ${dateText(r, run.to)}`;
}

export const weekdayName = (day: Ymd): string => WEEKDAYS[weekdayIndex(day)] ?? 'lundi';

export function weekdaysPhrase(days: readonly Ymd[]): string {
  const names = days.map(weekdayName);
  if (names.length === 1) return names[0] ?? 'lundi';
  if (names.length === 2) return `${names[0]} et ${names[1]}`;
  return `de ${names[0]} à ${names[names.length - 1]}`;
}
