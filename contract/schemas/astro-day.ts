/**
 * A day asked of our astrology (`?date=` of GET /api/astro/lune): written
 * 'YYYY-MM-DD', a day the calendar has (no 30 February), within the years we
 * compute. Each fault has its own French message; the server answers the
 * first one (server/errors.ts).
 */
import * as z from 'zod/mini';
import { isoDay } from '../domain/french-format';
import { ASTRO_YEARS_MESSAGE, FIRST_ASTRO_YEAR, LAST_ASTRO_YEAR } from '../domain/astro-years';

const WRITTEN = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** isoDay rolls 2025-02-30 over to 2 March: a day exists when it reads back as written. Text of another shape is the format rule's to refuse. */
function existsInCalendar(text: string): boolean {
  const day = isoDay(text);
  return !day || `${day.year}-${pad(day.month + 1)}-${pad(day.day)}` === text;
}

function withinAstroYears(text: string): boolean {
  if (!WRITTEN.test(text)) return true;
  const year = Number(text.slice(0, 4));
  return year >= FIRST_ASTRO_YEAR && year <= LAST_ASTRO_YEAR;
}

export const AstroDay = z.string().check(
  z.regex(WRITTEN, 'La date doit s’écrire AAAA-MM-JJ, par exemple 2025-10-07.'),
  z.refine(existsInCalendar, 'Cette date n’existe pas dans le calendrier.'),
  z.refine(withinAstroYears, ASTRO_YEARS_MESSAGE),
);
