/**
 * Which paths are pages of the site: the site's route patterns
 * (site/route-patterns.ts, wouter syntax: `:name` is one segment, `:name?` an
 * optional last one). Any other path still shows the by-theme index, but as a
 * 404: it is not a page to index or cache.
 */
import { PAGE_PATTERNS } from '../site/route-patterns';
import { pathPatternToRegExp } from './path-pattern';

const PAGES = PAGE_PATTERNS.map(pathPatternToRegExp);

/** The path without its query and trailing slashes (`/` stays `/`). */
export function pagePath(url: string): string {
  return url.split('?')[0]!.replace(/\/+$/, '') || '/';
}

export function isPage(path: string): boolean {
  return PAGES.some((page) => page.test(path));
}
