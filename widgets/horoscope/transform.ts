/**
 * From the provider's answer to what the sign page shows (SPEC.md sections 3
 * and 9): the five sections, the cosmic advice, the lucky colours as codes and
 * the other luck items as bullets, under a French date heading.
 */
import type { Horoscope, HoroscopeBody, HoroscopePeriod } from '../../contract/schemas/horoscope';
import type { HoroscopeWhy } from '../../contract/schemas/horoscope-why';
import { frenchDate, isoDay, localDay, type CalendarDay } from '../../contract/domain/french-format';
import { HOROSCOPE_TEXTS } from './texts';

/** The five sections in the order shown: the keys of their titles. */
export type SectionKey = keyof typeof HOROSCOPE_TEXTS.sections;
export const SECTION_KEYS = Object.keys(HOROSCOPE_TEXTS.sections) as readonly SectionKey[];

/** The horoscope as the screen uses it. */
export interface TransformedHoroscope {
  /** The French date heading: 'dimanche 22 novembre 2026', 'Semaine du 16 novembre 2026', 'novembre 2026', '2026'. */
  date: string;
  predictions: Record<SectionKey, string>;
  cosmicAdvice: string;
  /** Luck items that are neither the cosmic advice nor the colours. */
  luck: string[];
  /** Hex codes of the lucky colours, when an item names some. */
  luckyColors?: string[];
  /** The transits our engine wrote the text from; never for the provider's text, whose reasons we do not know. */
  why?: HoroscopeWhy;
}

/** Colour names to codes, French then English; a name's first entry is its French display name. */
const COLOURS: ReadonlyArray<readonly [hex: string, ...names: string[]]> = [
  ['#e0393e', 'rouge', 'red'],
  ['#87ceeb', 'bleu ciel', 'sky blue'],
  ['#2f6fdf', 'bleu', 'blue'],
  ['#2e9d5b', 'vert', 'green'],
  ['#f4d03f', 'jaune', 'yellow'],
  ['#f39c12', 'orange'],
  ['#8e44ad', 'violet', 'purple'],
  ['#f06292', 'rose', 'pink'],
  ['#c0c0c0', 'argent', 'silver'],
  ['#d4af37', 'or', 'gold'],
  ['#b57edc', 'lavande', 'lavender'],
  ['#8b5a2b', 'marron', 'brown'],
  ['#111111', 'noir', 'black'],
  ['#ffffff', 'blanc', 'white'],
];

const hexByName = new Map(COLOURS.flatMap(([hex, ...names]) => names.map((name) => [name, hex] as const)));

/** Longest names first, so 'bleu ciel' is found before 'bleu' can match. Whole words only ('or' is not in 'Colors'). */
const COLOUR_PATTERN = new RegExp(
  `(?<![\\p{L}])(${[...hexByName.keys()].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}])`,
  'giu',
);

/** The French name of a lucky colour code, for screen readers ('bleu ciel'). */
export function colourName(hex: string): string {
  return COLOURS.find(([code]) => code === hex)?.[1] ?? hex;
}

/** The colour codes an item names, in order, without repeats. */
export function coloursIn(text: string): string[] {
  const codes = [...text.matchAll(COLOUR_PATTERN)].map((match) => hexByName.get(match[1]!.toLowerCase().replace(/\s+/g, ' '))!);
  return [...new Set(codes)];
}

const COSMIC_ADVICE = /^\s*(?:Conseil Cosmique|Cosmic Tip)\s*:(.*)$/is;
const COLOUR_ITEM = /Couleurs|Colors/i;

/** The period's body, whichever key the provider used. */
function bodyOf(response: Horoscope): HoroscopeBody | undefined {
  const data = response.data;
  return data?.prediction ?? data?.daily_horoscope ?? data?.weekly_horoscope ?? data?.monthly_horoscope ?? data?.yearly_horoscope;
}

/**
 * The date heading of a period (SPEC.md section 2), in French. The year is the
 * twelve months that start on the answer's day (server/calendar.ts), so its
 * heading names both ends: 'De décembre 2026 à novembre 2027'.
 */
export function dateHeading(period: HoroscopePeriod, date: Date | CalendarDay): string {
  const day = date instanceof Date ? localDay(date) : date;
  if (period === 'annee') {
    // The last day is the eve of the same day a year on: the month before when the year starts on a 1st.
    const lastMonth = day.day === 1 ? (day.month + 11) % 12 : day.month;
    const lastYear = day.day === 1 && day.month === 0 ? day.year : day.year + 1;
    return HOROSCOPE_TEXTS.yearSpan(frenchDate(day, 'month'), frenchDate({ year: lastYear, month: lastMonth, day: 1, weekday: 0 }, 'month'));
  }
  // Each longer period drops a field: 'dimanche 22 novembre 2026', '22 novembre 2026', 'novembre 2026'.
  const fields = period === 'aujourdhui' || period === 'demain' ? 'weekday' : period === 'semaine' ? 'day' : 'month';
  const text = frenchDate(day, fields);
  return period === 'semaine' ? HOROSCOPE_TEXTS.weekOf(text) : text;
}

/**
 * Transforms one answer. The date is the answer's first day of the period
 * (meta.date); without it, today (or tomorrow for 'demain'). SPEC.md's
 * 'Période non supportée' is the API's answer (server/horoscope/service.ts):
 * an answer here has passed the schema, whose period is one of the five.
 */
export function transformHoroscope(response: Horoscope, period: HoroscopePeriod, today: Date = new Date()): TransformedHoroscope {
  const fallbackDate = new Date(today.getFullYear(), today.getMonth(), today.getDate() + (period === 'demain' ? 1 : 0));
  const date = dateHeading(period, isoDay(response.meta?.date ?? '') ?? fallbackDate);

  const body = bodyOf(response);
  const predictions = Object.fromEntries(
    SECTION_KEYS.map((key) => {
      const text = body?.[key]?.trim();
      return [key, text || (body ? HOROSCOPE_TEXTS.errors.fieldMissing : HOROSCOPE_TEXTS.errors.sectionMissing)];
    }),
  ) as Record<SectionKey, string>;

  let cosmicAdvice: string | undefined;
  // The colour items' names after their label, read at once: coloursIn keeps the first
  // of repeats. The comma keeps one item's last name from joining the next one's first.
  let colourNames = '';
  const luck: string[] = [];
  for (const item of body?.luck ?? []) {
    const advice = COSMIC_ADVICE.exec(item);
    if (advice) {
      cosmicAdvice ??= advice[1]!.trim() || undefined;
    } else if (COLOUR_ITEM.test(item)) {
      colourNames += `${item.slice(item.indexOf(':') + 1)},`;
    } else if (item.trim()) {
      luck.push(item.trim());
    }
  }

  const luckyColors = coloursIn(colourNames);
  const why = response.meta?.source === 'engine' ? response.meta.why : undefined;
  return {
    date,
    predictions,
    cosmicAdvice: cosmicAdvice ?? HOROSCOPE_TEXTS.defaultCosmicAdvice,
    luck,
    ...(luckyColors.length > 0 ? { luckyColors } : {}),
    ...(why ? { why } : {}),
  };
}
