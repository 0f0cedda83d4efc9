/**
 * A sign page's address for each period (issue 17, point 4): the day's
 * horoscope is the sign's page, /horoscopes/{slug}; each other period has an
 * address of its own, /horoscopes/{slug}/{period} (demain, semaine, mois,
 * annee), which search engines and shared links reach directly. The site's
 * routes, the widgets' links and the sitemap all write them here.
 */
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '../schemas/horoscope';

/** The period the sign's page itself shows. */
export const DAY_PERIOD: HoroscopePeriod = HOROSCOPE_PERIODS[0];

export function isHoroscopePeriod(value: string): value is HoroscopePeriod {
  return (HOROSCOPE_PERIODS as readonly string[]).includes(value);
}

export function horoscopePath(signSlug: string, period: HoroscopePeriod = DAY_PERIOD): string {
  return period === DAY_PERIOD ? `/horoscopes/${signSlug}` : `/horoscopes/${signSlug}/${period}`;
}
