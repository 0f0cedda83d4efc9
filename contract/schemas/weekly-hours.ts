/**
 * An advisor's weekly hours as the console sends them (PUT
 * /api/console/advisors/:id/hours): the server validates the body with
 * these, the console checks its form with them first, so both say the same
 * French messages, each naming the day and the range. Times are on the
 * quarter hour, Paris time; a range ends after it starts (at '24:00' at the
 * latest) and after the day's previous one. No widget imports this file.
 */
import * as z from 'zod/mini';
import { clockText, dayName } from '../domain/weekly-hours';
import { WeeklyHoursShape } from './advisor';

/** Ranges a day holds at most. */
export const MAX_RANGES_A_DAY = 3;

const START = /^(?:[01]\d|2[0-3]):(?:00|15|30|45)$/;
const END = /^(?:(?:[01]\d|2[0-3]):(?:00|15|30|45)|24:00)$/;

export const WeeklyHours = WeeklyHoursShape.check(
  z.length(7, 'Les horaires comptent sept jours, du lundi au dimanche'),
  z.superRefine((week, context) => {
    if (week.length !== 7) return;
    week.forEach((ranges, day) => {
      if (ranges.length > MAX_RANGES_A_DAY) context.addIssue({ code: 'custom', message: `${dayName(day)}\u202f: trois plages au plus`, path: [day], input: ranges });
      ranges.forEach(({ from, to }, index) => {
        const refuse = (field: 'from' | 'to', message: string) =>
          context.addIssue({ code: 'custom', message: `${dayName(day)}, plage ${index + 1}\u202f: ${message}`, path: [day, index, field], input: field === 'from' ? from : to });
        if (!START.test(from)) refuse('from', `le début doit être une heure au quart d’heure près, de ${clockText('00:00')} à ${clockText('23:45')}`);
        else if (!END.test(to)) refuse('to', `la fin doit être une heure au quart d’heure près, jusqu’à ${clockText('24:00')}`);
        else if (to <= from) refuse('to', 'la fin doit venir après le début');
        else if (index > 0 && from < ranges[index - 1]!.to) refuse('from', `elle doit commencer après la fin de la plage ${index}`);
      });
    });
  }),
);

/** PUT /api/console/advisors/:id/hours: the week, or null for the default (Monday to Friday, 9 h 00 to 18 h 00). */
export const HoursChange = z.object({ weekly_hours: z.nullable(WeeklyHours) });
export type HoursChange = z.infer<typeof HoursChange>;
/** What GET and PUT …/hours answer: the hours as stored. */
export const HoursAnswer = z.object({ weekly_hours: z.nullable(WeeklyHoursShape) });
export type HoursAnswer = z.infer<typeof HoursAnswer>;
