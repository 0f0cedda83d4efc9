/** robots.txt and sitemap.xml for search engines: every public page of the site, advisor profiles included. */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SPECIALTY_PAGES, THEME_PAGES } from '../../site/pages/catalogue-pages';
import { PAGE_PATTERNS } from '../../site/route-patterns';
import { horoscopePath, ZODIAC_SIGNS } from '../../contract/domain';
import { HOROSCOPE_PERIODS } from '../../contract/schemas';
import type { Catalogue } from '../catalogue/catalogue';
import { parisYmd, periodRange, dayNumber, ymdString } from '../calendar';
import type { Clock } from '../clock';
import type { HoroscopePeriod } from '../../contract/schemas';

/** Pages with a fixed address that the sitemap leaves out: the specialty index is the theme index again, /404 is no page to index. */
const NOT_IN_SITEMAP: ReadonlySet<string> = new Set(['/par-specialite', '/404']);

/**
 * Every page of the site that has a fixed address, from the site's own route
 * patterns and theme and specialty tables, so that a page added there is
 * listed here too (signs and profiles are added from their tables).
 */
export const STATIC_PATHS = [
  ...PAGE_PATTERNS.filter((pattern) => !pattern.includes(':') && !NOT_IN_SITEMAP.has(pattern)),
  ...THEME_PAGES.map((page) => page.path),
  ...SPECIALTY_PAGES.map((page) => page.path),
];

/** The pages that list advisors: they change when an advisor does. */
const CATALOGUE_PATHS: ReadonlySet<string> = new Set(['/tous-nos-voyants', '/par-thematique', ...THEME_PAGES.map((page) => page.path), ...SPECIALTY_PAGES.map((page) => page.path)]);

/** The home page shows the advisors of the day: it changes every day. */
const DAILY_PATHS: ReadonlySet<string> = new Set(['/']);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * When a horoscope page last changed: its period's first day, or today for a
 * period that starts later (tomorrow's text is written today) or that starts
 * each day (the day's, the twelve months from today).
 */
function horoscopeLastChanged(period: HoroscopePeriod, now: Date): string {
  const { start } = periodRange(period, now);
  const today = parisYmd(now);
  return ymdString(dayNumber(start) <= dayNumber(today) ? start : today);
}

export const seoRoutes: FastifyPluginAsync<{ catalogue: Catalogue; clock: Clock; publicOrigin?: string }> = async (app, { catalogue, clock, publicOrigin }) => {
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  /**
   * Without PUBLIC_ORIGIN the answer names the Host the client sent, which
   * anyone can forge: a shared cache must not keep one client's answer for the
   * others (private), and varies on Host for the rest. With it, it names only
   * PUBLIC_ORIGIN and is public.
   */
  const setCaching = (reply: FastifyReply, maxAge: number) => {
    reply.header('cache-control', `${publicOrigin ? 'public' : 'private'}, max-age=${maxAge}`);
    if (!publicOrigin) reply.header('vary', 'Host');
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    setCaching(reply, 86_400);
    return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /demo/\nSitemap: ${originOf(request)}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const now = clock();
    // Once per period, not per sign: the twelve signs' texts change on the same days.
    const periods = HOROSCOPE_PERIODS.map((period) => ({ period, lastChanged: horoscopeLastChanged(period, now) }));
    const { snapshot } = catalogue;
    const today = ymdString(parisYmd(now));
    // The other fixed pages change with a release of the site only: no date is better than a wrong one.
    const staticLastChanged = (path: string) => (DAILY_PATHS.has(path) ? today : CATALOGUE_PATHS.has(path) ? snapshot.lastChange : undefined);
    const pages: { path: string; lastChanged?: string }[] = [
      ...STATIC_PATHS.map((path) => ({ path, lastChanged: staticLastChanged(path) })),
      // Each sign's five periods: the day's horoscope and each other period's own address.
      ...ZODIAC_SIGNS.flatMap((sign) => periods.map(({ period, lastChanged }) => ({ path: horoscopePath(sign.slug, period), lastChanged }))),
      ...snapshot.all.map((advisor) => ({ path: `/consultant-profile/${encodeURIComponent(advisor.slug)}`, lastChanged: snapshot.changedOn.get(advisor.id) })),
    ];
    const urls = pages
      .map(({ path, lastChanged }) => `  <url><loc>${escapeXml(origin + path)}</loc>${lastChanged ? `<lastmod>${lastChanged}</lastmod>` : ''}</url>`)
      .join('\n');
    reply.type('application/xml; charset=utf-8');
    setCaching(reply, 3_600);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
};
