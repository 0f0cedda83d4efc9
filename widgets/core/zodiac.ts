import { slugify } from './slug';

/** One zodiac sign as the spec's table gives it (SPEC.md section 3). */
export interface ZodiacSign {
  /** French name as shown: 'Bélier'. */
  name: string;
  /** The URL segment: the name through the slug rule ('belier'). */
  slug: string;
  /** English name, as the horoscope provider expects it ('aries'). */
  english: string;
  /** French date range as shown: '21 mars-19 avril'. */
  dateRange: string;
  /** First day of the sign, [month 1-12, day]. */
  start: readonly [number, number];
  /** Last day of the sign, [month 1-12, day]. */
  end: readonly [number, number];
}

const table: ReadonlyArray<Omit<ZodiacSign, 'slug'>> = [
  { name: 'Bélier', english: 'aries', dateRange: '21 mars-19 avril', start: [3, 21], end: [4, 19] },
  { name: 'Taureau', english: 'taurus', dateRange: '20 avril-20 mai', start: [4, 20], end: [5, 20] },
  { name: 'Gémeaux', english: 'gemini', dateRange: '21 mai-20 juin', start: [5, 21], end: [6, 20] },
  { name: 'Cancer', english: 'cancer', dateRange: '21 juin-22 juillet', start: [6, 21], end: [7, 22] },
  { name: 'Lion', english: 'leo', dateRange: '23 juillet-22 août', start: [7, 23], end: [8, 22] },
  { name: 'Vierge', english: 'virgo', dateRange: '23 août-22 septembre', start: [8, 23], end: [9, 22] },
  { name: 'Balance', english: 'libra', dateRange: '23 septembre-22 octobre', start: [9, 23], end: [10, 22] },
  { name: 'Scorpion', english: 'scorpio', dateRange: '23 octobre-21 novembre', start: [10, 23], end: [11, 21] },
  { name: 'Sagittaire', english: 'sagittarius', dateRange: '22 novembre-21 décembre', start: [11, 22], end: [12, 21] },
  { name: 'Capricorne', english: 'capricorn', dateRange: '22 décembre-19 janvier', start: [12, 22], end: [1, 19] },
  { name: 'Verseau', english: 'aquarius', dateRange: '20 janvier-18 février', start: [1, 20], end: [2, 18] },
  { name: 'Poissons', english: 'pisces', dateRange: '19 février-20 mars', start: [2, 19], end: [3, 20] },
];

/** The twelve signs in zodiac order, Bélier first. */
export const ZODIAC_SIGNS: readonly ZodiacSign[] = table.map((sign) => ({ ...sign, slug: slugify(sign.name) }));

/** Finds a sign by its French slug or its English name, case-insensitively. */
export function findSign(nameOrSlug: string): ZodiacSign | undefined {
  const key = slugify(nameOrSlug);
  return ZODIAC_SIGNS.find((sign) => sign.slug === key || sign.english === key);
}
