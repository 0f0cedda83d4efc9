/**
 * The horoscope engine: a horoscope for any sign and period computed from the
 * real sky (astronomy-engine), written in French from a corpus of templates.
 * Pure apart from two in-memory caches: the sky of a period, shared by the
 * twelve signs, and the finished horoscopes (with the day's index of them).
 */
import { typeset } from '../../french-typography';
import type { Horoscope, HoroscopeBody, HoroscopePeriod } from '../../../contract/schemas';
import { ZODIAC_SIGNS, type ZodiacSign } from '../../../contract/domain';
import { dayNumber, parisYmd, periodEnd, periodRange, type PeriodRange } from '../../calendar';
import { computeSky, type Sky } from './sky';
import { whyOf } from './why';
import { writeHoroscope } from './writer';

export { periodRange, type PeriodRange } from '../../calendar';

/** The key under `data` for each period, as the provider names it. */
export const DATA_KEYS = {
  aujourdhui: 'daily_horoscope',
  demain: 'daily_horoscope',
  semaine: 'weekly_horoscope',
  mois: 'monthly_horoscope',
  annee: 'yearly_horoscope',
} as const satisfies Record<HoroscopePeriod, string>;

/** Most entries each cache keeps; 12 signs x 5 periods fit many times over. */
const MAX_HOROSCOPES = 600;
const MAX_SKIES = 40;

interface Entry<T> {
  readonly value: T;
  /** Day number after which the period is over. */
  readonly lastDay: number;
}

const skies = new Map<string, Entry<Sky>>();
const horoscopes = new Map<string, Entry<Horoscope>>();
/**
 * The horoscopes handed out for each period range, by sign slug: the hot
 * GET's lookup. A range is one frozen object per period and Paris day
 * (calendar.ts), so this needs no key built per request, as `horoscopes`
 * does; yesterday's ranges go with their entries.
 */
let bySignOfRange = new WeakMap<PeriodRange, Map<string, Horoscope>>();

/**
 * Stores an entry; past the size limit, first drops the periods that are over
 * (ended before `today`), then the oldest entries.
 */
function remember<T>(cache: Map<string, Entry<T>>, key: string, entry: Entry<T>, max: number, today: number): void {
  cache.set(key, entry);
  if (cache.size <= max) return;
  for (const [k, e] of cache) if (e.lastDay < today) cache.delete(k);
  for (const k of cache.keys()) {
    if (cache.size <= max) break;
    cache.delete(k);
  }
}

function skyOf(range: PeriodRange, today: number): Sky {
  const key = `${range.kind}|${range.date}`;
  const hit = skies.get(key);
  if (hit) return hit.value;
  const sky = computeSky(range);
  remember(skies, key, { value: sky, lastDay: dayNumber(periodEnd(range)) - 1 }, MAX_SKIES, today);
  return sky;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The writer composes with plain spaces and apostrophes; what leaves is typeset once, like the oracle's answers. */
function typesetBody(body: HoroscopeBody): HoroscopeBody {
  const entries = Object.entries(body).map(([key, value]) => [key, typeof value === 'string' ? typeset(value) : Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? typeset(item) : item)) : value]);
  return Object.fromEntries(entries) as HoroscopeBody;
}

/**
 * The horoscope of `sign` for `period` as of `now` (the day, the week, the
 * month or the year in Europe/Paris). Same sign, period and period start:
 * same text. The answer is frozen and shared: do not mutate it.
 */
export function computeHoroscope(sign: ZodiacSign, period: HoroscopePeriod, now: Date): Horoscope {
  const range = periodRange(period, now);
  let bySign = bySignOfRange.get(range);
  if (!bySign) bySignOfRange.set(range, (bySign = new Map()));
  const handedOut = bySign.get(sign.slug);
  if (handedOut) return handedOut;

  const key = `${sign.slug}|${period}|${range.date}`;
  const hit = horoscopes.get(key);
  if (hit) {
    bySign.set(sign.slug, hit.value);
    return hit.value;
  }

  const signIndex = ZODIAC_SIGNS.findIndex((s) => s.slug === sign.slug);
  if (signIndex < 0) throw new Error(`Signe inconnu : ${sign.slug}`);
  const today = dayNumber(parisYmd(now));
  const sky = skyOf(range, today);
  const written = writeHoroscope(sky, sign, signIndex, period);
  const horoscope: Horoscope = deepFreeze({
    success: true,
    data: { [DATA_KEYS[period]]: typesetBody(written.body) },
    meta: { sign: sign.slug, period, date: range.date, source: 'engine' as const, why: whyOf(sky, signIndex, written.grounds) },
  });
  remember(horoscopes, key, { value: horoscope, lastDay: dayNumber(periodEnd(range)) - 1 }, MAX_HOROSCOPES, today);
  bySign.set(sign.slug, horoscope);
  return horoscope;
}

/** Empties both caches (benchmarks and tests). */
export function clearEngineCache(): void {
  skies.clear();
  horoscopes.clear();
  bySignOfRange = new WeakMap();
}

/** Sizes of the caches (tests). */
export function engineCacheSize(): { skies: number; horoscopes: number } {
  return { skies: skies.size, horoscopes: horoscopes.size };
}
