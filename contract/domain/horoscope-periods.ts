/**
 * The horoscope's five periods, and a sign page's address for each (issue 17,
 * point 4). Without zod, so that a widget linking to a period (the signs
 * grid) does not download the horoscope's schemas. The day's
 * horoscope is the sign's page, /horoscopes/{slug}; each other period has an
 * address of its own, /horoscopes/{slug}/{period} (demain, semaine, mois,
 * annee), which search engines and shared links reach directly. The site's
 * routes, the widgets' links and the sitemap all write them here.
 */
export const HOROSCOPE_PERIODS = ['aujourdhui', 'demain', 'semaine', 'mois', 'annee'] as const;
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number];

/** The period the sign's page itself shows. */
export const DAY_PERIOD: HoroscopePeriod = HOROSCOPE_PERIODS[0];

export function isHoroscopePeriod(value: string): value is HoroscopePeriod {
  return (HOROSCOPE_PERIODS as readonly string[]).includes(value);
}

export function horoscopePath(signSlug: string, period: HoroscopePeriod = DAY_PERIOD): string {
  return period === DAY_PERIOD ? `/horoscopes/${signSlug}` : `/horoscopes/${signSlug}/${period}`;
}
