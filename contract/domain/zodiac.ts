import { slugify } from './slug';

/** One zodiac sign as the spec's table gives it (SPEC.md section 3). */
export interface ZodiacSign {
  /** French name as shown: 'Bélier'. */
  name: string;
  /** The URL segment: the name through the slug rule ('belier'). */
  slug: string;
  /** English name, as the horoscope provider expects it ('aries'). */
  english: string;
  /** French date range as shown: '21 mars – 19 avril'. */
  dateRange: string;
  /** First day of the sign, [month 1-12, day]. */
  start: readonly [number, number];
  /** Last day of the sign, [month 1-12, day]. */
  end: readonly [number, number];
}

// The spec's table, in zodiac order from Bélier. Its columns repeat one pattern,
// so they are kept as lists: each sign starts in the month after the previous
// one's (Bélier in March) and ends the day before the next sign starts.
const NAMES = 'Bélier Taureau Gémeaux Cancer Lion Vierge Balance Scorpion Sagittaire Capricorne Verseau Poissons'.split(' ');
const ENGLISH = 'aries taurus gemini cancer leo virgo libra scorpio sagittarius capricorn aquarius pisces'.split(' ');
/** Months from March, the month Bélier starts in. */
const MONTHS = 'mars avril mai juin juillet août septembre octobre novembre décembre janvier février'.split(' ');
const FIRST_DAYS = [21, 20, 21, 21, 23, 23, 23, 23, 22, 22, 20, 19];

/** The twelve signs in zodiac order, Bélier first. */
export const ZODIAC_SIGNS: readonly ZodiacSign[] = NAMES.map((name, i) => {
  const next = (i + 1) % 12;
  const day = FIRST_DAYS[i]!;
  const lastDay = FIRST_DAYS[next]! - 1;
  return {
    name,
    english: ENGLISH[i]!,
    dateRange: `${day} ${MONTHS[i]} – ${lastDay} ${MONTHS[next]}`,
    start: [((i + 2) % 12) + 1, day],
    end: [((i + 3) % 12) + 1, lastDay],
    slug: slugify(name),
  };
});

/** Each sign by its slug and by its English name: what links and the API are asked with. */
const SIGN_BY_KEY = new Map(ZODIAC_SIGNS.flatMap((sign) => [[sign.slug, sign] as const, [sign.english, sign] as const]));

/** Finds a sign by its French slug or its English name, case-insensitively. */
export function findSign(nameOrSlug: string): ZodiacSign | undefined {
  // An exact key needs no slugifying (Unicode normalisation, on every horoscope GET).
  return SIGN_BY_KEY.get(nameOrSlug) ?? SIGN_BY_KEY.get(slugify(nameOrSlug));
}
