/**
 * Which paths are pages of the site: the site's route patterns
 * (site/route-patterns.ts, wouter syntax: `:name` is one segment, `:name?` an
 * optional last one). Any other path still shows the by-theme index, but as a
 * 404: it is not a page to index or cache.
 */
import { parse } from 'regexparam';
import { PAGE_PATTERNS } from '../site/route-patterns';
import { HOROSCOPE_PERIODS } from '../contract/domain/horoscope-periods';
import { BIRTH_CHART_PAGE, birthChartAddressOf, birthChartSearch } from '../contract/domain/birth-data';
import { COMPATIBILITY_PAGE, compatibilityAddressOf, compatibilitySearch } from '../contract/domain/compatibility-address';

/**
 * The values a page's parameter may take where they are known: with any other
 * the path is no page (a 404; in the browser the site leads to the sign's page).
 */
const PAGE_PARAMETER_VALUES: Readonly<Record<string, readonly string[]>> = { period: HOROSCOPE_PERIODS };

/** What pageRouteOf says of a path that is no page. */
const OTHER = 'other';

/**
 * Each pattern parsed by regexparam, the parser of the site's router
 * (wouter), but matched case-sensitively like the server's routes:
 * regexparam's own expressions ignore case, and `/Horoscopes` is no page.
 */
const PAGES = PAGE_PATTERNS.map((pattern) => {
  const { keys, pattern: regexp } = parse(pattern);
  return { pattern, keys, regexp: new RegExp(regexp.source) };
});

/** Whether `path` is the page of `page`: its pattern matches, and each parameter with known values has one of them. */
function isPageOf(page: (typeof PAGES)[number], path: string): boolean {
  const values = page.regexp.exec(path);
  return values !== null && page.keys.every((key, index) => {
    const value = values[index + 1];
    return value === undefined || (PAGE_PARAMETER_VALUES[key]?.includes(value) ?? true);
  });
}

/** The path without its query and trailing slashes (`/` stays `/`). */
export function pagePath(url: string): string {
  return url.split('?')[0]!.replace(/\/+$/, '') || '/';
}

/** The pages whose address holds their data (a birth chart, a compatibility): their own parameters, in their order, from a query string. */
const ADDRESS_PAGES: Readonly<Record<string, (search: string) => string>> = {
  [BIRTH_CHART_PAGE]: (search) => birthChartSearch(birthChartAddressOf(search)),
  [COMPATIBILITY_PAGE]: (search) => compatibilitySearch(compatibilityAddressOf(search)),
};

/**
 * What the renderer draws for a page's address: its path, and for a page
 * whose address holds its data, its own parameters in their order (others
 * dropped: `?utm_source=…` draws, and keeps, the same page).
 */
export function renderedPath(url: string): string {
  const path = pagePath(url);
  const ownSearch = ADDRESS_PAGES[path];
  if (!ownSearch) return path;
  const search = url.includes('?') ? ownSearch(url.slice(url.indexOf('?'))) : '';
  return search ? `${path}?${search}` : path;
}

export function isPage(path: string): boolean {
  return pageRouteOf(path) !== OTHER;
}

/**
 * Whether `path` is the profile of no public advisor (`/consultant-profile/inconnu`, an
 * archived advisor's slug, an unknown id): a page that says « Voyant non trouvé » as a 404.
 * `/consultant-profile` alone is not one: the widget finds the advisor in the visitor's storage.
 */
export function isMissingProfile(
  path: string,
  advisors: { readonly bySlug: ReadonlyMap<string, unknown>; readonly byId: ReadonlyMap<number, unknown> },
): boolean {
  const key = /^\/consultant-profile\/([^/]+)$/.exec(path)?.[1];
  if (key === undefined) return false;
  return /^\d+$/.test(key) ? !advisors.byId.has(Number(key)) : !advisors.bySlug.has(key);
}

/**
 * The page pattern `path` matches (`/consultant-profile/:slug?`), or `other`:
 * what a log line may say of a path, whose segments a visitor typed.
 */
export function pageRouteOf(path: string): string {
  return PAGES.find((page) => isPageOf(page, path))?.pattern ?? OTHER;
}
