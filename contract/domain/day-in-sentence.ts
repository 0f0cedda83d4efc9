/**
 * A day as a French sentence names it, « mardi 1er décembre », beside
 * french-format's frenchDate, which writes Intl's « mardi 1 décembre 2026 ».
 * A file of its own: the embed groups shared code by file, and the pages
 * that only write Intl's form (the horoscope's) need not carry this one.
 */
import { MONTHS, WEEKDAYS, type CalendarDay } from './french-format';

/** '1er', '2', … '31': a sentence writes the first of a month as an ordinal (« le 1er décembre »), which Intl does not. */
export const dayOfMonth = (day: number): string => (day === 1 ? '1er' : String(day));

/** A day as a sentence names it: 'mardi 1er décembre', 'mardi 1er décembre 2026' with its year. */
export function dayInSentence(date: CalendarDay, withYear: boolean): string {
  const text = `${WEEKDAYS[date.weekday]!} ${dayOfMonth(date.day)} ${MONTHS[date.month]!}`;
  return withYear ? `${text} ${date.year}` : text;
}
