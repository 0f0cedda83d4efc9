/**
 * The files the server hands out besides the API: the catalogue's images and
 * videos, the embed bundles, the demo page and the site (with its client
 * routes falling back to index.html).
 *
 * Cache-Control is set here, and only here: @fastify/send's own header is
 * turned off (cacheControl: false), since it would overwrite ours.
 * - HTML: no-cache, revalidated with its ETag;
 * - hashed files (/assets/, /demo/assets/, /embed/<flavour>/chunks/): one year, immutable;
 * - the loader voy.js and the per-element entries (fixed URLs): five minutes;
 * - images and videos of the catalogue: one day.
 * Source maps stay in dist/ for debugging but are never served: they hold the
 * sources and the build folder's absolute path.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PageFallback } from './errors';
import { isPage, pagePath } from './page-routes';
import { paths } from './paths';

const DAY = 86_400;
const IMMUTABLE = `public, max-age=${365 * DAY}, immutable`;
const SHORT = 'public, max-age=300';
const REVALIDATE = 'no-cache';

/** URL prefixes of files: a missing one is a 404 of its own, never the site's HTML. */
export const ASSET_PREFIXES = ['/images/', '/videos/', '/embed/', '/assets/', '/demo/assets/'];
export const isAssetPath = (url: string) => ASSET_PREFIXES.some((prefix) => url.startsWith(prefix));

const notSourceMap = (path: string) => !path.endsWith('.map');

/**
 * Options every registration shares: our Cache-Control only, no source map.
 * Where a file may go out as its .br or .gz (preCompressed), a cache between
 * us and the visitor must keep one copy per Accept-Encoding: @fastify/static
 * does not say so itself.
 */
const common = (cacheControlFor: (path: string) => string, { preCompressed = false } = {}) => ({
  decorateReply: false,
  cacheControl: false,
  allowedPath: notSourceMap,
  globIgnore: ['**/*.map'],
  preCompressed,
  setHeaders: (res: SetHeadersResponse, path: string) => {
    res.setHeader('cache-control', cacheControlFor(path));
    if (preCompressed) res.setHeader('vary', 'accept-encoding');
  },
});

const isHashed = (path: string) => /[/\\](assets|chunks)[/\\]/.test(path);

/** The catalogue's images and videos: a day. */
const MEDIA = common(() => `public, max-age=${DAY}`);
/** The site and the demo: hashed files for a year, the rest (HTML) revalidated. */
const PAGES_AND_ASSETS = common((path) => (isHashed(path) ? IMMUTABLE : REVALIDATE), { preCompressed: true });

export async function registerStatic(app: FastifyInstance): Promise<PageFallback | undefined> {
  await app.register(fastifyStatic, { ...MEDIA, root: join(paths.publicAssets, 'images'), prefix: '/images/' });
  await app.register(fastifyStatic, { ...MEDIA, root: join(paths.publicAssets, 'videos'), prefix: '/videos/' });

  if (existsSync(paths.embed)) {
    await app.register(fastifyStatic, { ...common((path) => (isHashed(path) ? IMMUTABLE : SHORT), { preCompressed: true }), root: paths.embed, prefix: '/embed/' });
  }

  if (existsSync(paths.demo)) {
    await app.register(fastifyStatic, { ...PAGES_AND_ASSETS, root: paths.demo, prefix: '/demo/' });
    app.get('/demo', (_request, reply) => reply.redirect('/demo/'));
  }

  const siteIndex = join(paths.site, 'index.html');
  if (!existsSync(siteIndex)) return undefined;
  // This registration decorates reply.sendFile for the page fallback below: sendFile
  // serves the .br and .gz files only if the decorating registration is preCompressed.
  await app.register(fastifyStatic, {
    ...PAGES_AND_ASSETS,
    root: paths.site,
    prefix: '/',
    wildcard: false,
    decorateReply: true,
  });
  // Pages prerendered at build (dist/site/<path>/index.html) are served with their HTML.
  const prerendered = new Set(
    readdirSync(paths.site, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name === 'index.html' && entry.parentPath !== paths.site)
      .map((entry) => `/${relative(paths.site, entry.parentPath).split(sep).join('/')}`),
  );
  // Every client gets the page (browsers, curl's */*, link checkers, link-preview bots,
  // HEAD); an unknown path gets the by-theme index (SPEC.md's catch-all) as a 404.
  // The catch-all's 404 is sent whole, never as a 304 or a 206: conditional and range headers concern a resource that exists.
  const notFoundPage = readFileSync(siteIndex);
  return (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAssetPath(request.url)) return undefined;
    const path = pagePath(request.url);
    if (!isPage(path)) return reply.status(404).header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(notFoundPage);
    const file = prerendered.has(path) ? `${path.slice(1)}/index.html` : 'index.html';
    return reply.header('cache-control', REVALIDATE).sendFile(file, paths.site, { cacheControl: false });
  };
}
