/**
 * Dates and lists written as Intl's fr-FR writes them, without Intl. The
 * first Intl formatter a page builds costs 50 to 180 ms in Chromium (it
 * loads the locale's data), on the main thread, while the app takes the
 * server's page over: on a throttled phone, a blocking task of half a second.
 * The unit tests hold these to Intl's own output.
 */

export const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;
/** From Sunday, as Date's getDay. */
export const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

/** A calendar day, read in whatever zone the caller chose. */
export interface CalendarDay {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
}

/** The fields to write, from the longest: 'dimanche 22 novembre 2026', '22 novembre 2026', 'novembre 2026', '2026'. */
export type DateFields = 'weekday' | 'day' | 'month' | 'year';

export function frenchDate(date: CalendarDay, fields: DateFields): string {
  const parts = [String(date.year)];
  if (fields !== 'year') parts.unshift(MONTHS[date.month]!);
  if (fields === 'day' || fields === 'weekday') parts.unshift(String(date.day));
  if (fields === 'weekday') parts.unshift(WEEKDAYS[date.weekday]!);
  return parts.join(' ');
}

/** A Date's day in the browser's zone. */
export const localDay = (date: Date): CalendarDay => ({ year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() });

/** 'YYYY-MM-DD' as written, whatever the zone (an out-of-range day rolls over); anything else gives undefined. */
export function isoDay(text: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A moment's hour in the browser's zone: '09:05'. */
export const frenchTime = (date: Date): string => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/** A list joined by its last word, as Intl.ListFormat('fr') joins it. */
function frenchList(items: readonly string[], last: 'et' | 'ou'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** ['WhatsApp', 'Messenger', 'téléphone'] → 'WhatsApp, Messenger ou téléphone'. */
export const frenchOrList = (items: readonly string[]): string => frenchList(items, 'ou');

/** ['mardi', 'mercredi', 'jeudi'] → 'mardi, mercredi et jeudi'. */
export const frenchAndList = (items: readonly string[]): string => frenchList(items, 'et');

/** The first letter upper-cased, for a sentence that starts with a word written lower-case elsewhere (« le Soleil » → « Le Soleil »). */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
