/**
 * The files the server hands out besides the API: the catalogue's images and
 * videos, the embed bundles, the demo page, the operators' console (at
 * /gestion/, every path under it falling back to its index.html) and the
 * site (with its client routes falling back to index.html).
 *
 * Cache-Control is set here, and only here: @fastify/send's own header is
 * turned off (cacheControl: false), since it would overwrite ours.
 * - HTML: no-cache, revalidated with its ETag (a rendered page: a CDN may keep it a minute);
 * - hashed files (/assets/, /demo/assets/, /gestion/assets/, /embed/<flavour>/chunks/,
 *   /embed/places/<hash>.txt, the list of birth places): one year, immutable;
 * - the loader voy.js, the per-element entries and the places' index /embed/places.json (fixed URLs): five minutes;
 * - images and videos of the catalogue: one day.
 * Source maps stay in dist/ for debugging but are never served: they hold the
 * sources and the build folder's absolute path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { agencyScript, type AgencyIdentity } from '../site/agency-identity';
import type { PageFallback } from './errors';
import { isMissingProfile, isPage, pagePath, renderedPath } from './page-routes';
import type { Clock } from './clock';
import { loadPageRenderer } from './page-rendering';
import { paths } from './paths';
import { readyAnswer, sendEncoded, sendReady, type ReadyAnswer } from './routes/ready-json';

const DAY = 86_400;
const IMMUTABLE = `public, max-age=${365 * DAY}, immutable`;
const SHORT = 'public, max-age=300';
const REVALIDATE = 'no-cache';
/** A rendered page: browsers revalidate it (its ETag), a CDN may keep it a minute. */
const RENDERED_PAGE = 'public, max-age=0, s-maxage=60';
const HTML_TYPE = 'text/html; charset=utf-8';
/** What a page no search engine should keep says in its head. */
const NOINDEX_META = '<meta name="robots" content="noindex">';
/** What an unknown path shows (SPEC.md's catch-all), with a 404. */
const THEME_INDEX_PATH = '/par-thematique';

/** The site's and the demo's built files (scripts, styles), for their pages only. */
const OWN_FILE_PREFIXES = ['/assets/', '/demo/assets/'];
export const isOwnFilePath = (url: string) => OWN_FILE_PREFIXES.some((prefix) => url.startsWith(prefix));

/** URL prefixes of files: a missing one is a 404 of its own, never the site's HTML. */
export const ASSET_PREFIXES = ['/images/', '/videos/', '/media/', '/embed/', ...OWN_FILE_PREFIXES, '/gestion/assets/'];
export const isAssetPath = (url: string) => ASSET_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Where the operators' console is served (its Vite base). */
export const CONSOLE_PREFIX = '/gestion/';
/** /gestion and everything under it: the console's pages and files, with security headers of their own. */
export const isConsolePath = (url: string) => url.startsWith(CONSOLE_PREFIX) || /^\/gestion(?:\?|$)/.test(url);

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

/** A file whose name changes with its content: its folder says so. */
const isHashed = (path: string) => /[/\\](assets|chunks)[/\\]|[/\\]embed[/\\]places[/\\]/.test(path);

/** The catalogue's images and videos: a day. */
const MEDIA = common(() => `public, max-age=${DAY}`);
/** The site and the demo: hashed files for a year, the rest (HTML) revalidated. */
const PAGES_AND_ASSETS = common((path) => (isHashed(path) ? IMMUTABLE : REVALIDATE), { preCompressed: true });

/** A renamed advisor's old profile address: the current one, to answer with a permanent redirect. */
function movedProfile(path: string, redirects: ReadonlyMap<string, string>): string | undefined {
  const oldSlug = /^\/consultant-profile\/([a-z0-9-]+)$/.exec(path)?.[1];
  const current = oldSlug && redirects.get(oldSlug);
  return current ? `/consultant-profile/${current}` : undefined;
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** What the site's pages need beyond the files: the clock their data follows, and how long a render may take. */
export interface PageRendering {
  clock: Clock;
  timeoutMs?: number;
}

export async function registerStatic(app: FastifyInstance, rendering: PageRendering): Promise<PageFallback | undefined> {
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
  const consolePage = await registerConsole(app, { decorateReply: !existsSync(siteIndex) });
  if (!existsSync(siteIndex)) return consolePage;
  // This registration decorates reply.sendFile for the page fallback below: sendFile
  // serves the .br and .gz files only if the decorating registration is preCompressed.
  await app.register(fastifyStatic, {
    ...PAGES_AND_ASSETS,
    root: paths.site,
    prefix: '/',
    wildcard: false,
    // `/` is a page like the others, rendered below, not the shell file.
    index: false,
    decorateReply: true,
  });
  // Every client gets the page (browsers, curl's */*, link checkers, link-preview bots,
  // HEAD), rendered whole by the server (server/page-rendering.ts); the shell page when it cannot be.
  // An unknown path gets the by-theme index (SPEC.md's catch-all) as a 404, sent whole,
  // never as a 304 or a 206: conditional and range headers concern a resource that exists.
  const shellText = readFileSync(siteIndex, 'utf8');
  // The shell page carries the agency's identity too: the app it starts prints it as set (site/agency-identity.ts).
  const shellPages = new WeakMap<AgencyIdentity, ReadyAnswer>();
  const shellPage = (identity = app.agency.identity) => {
    let page = shellPages.get(identity);
    if (!page) shellPages.set(identity, (page = readyAnswer(shellText.replace('<div id="app"></div>', () => `<div id="app"></div>${agencyScript(identity)}`))));
    return page;
  };
  const renderPage = await loadPageRenderer(app, rendering.clock, shellText, rendering.timeoutMs);
  async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    const page = renderPage && (await renderPage(path));
    return page ? sendReady(request, reply, page, HTML_TYPE, RENDERED_PAGE) : sendReady(request, reply, shellPage(), HTML_TYPE, REVALIDATE);
  }
  // An archived or unknown advisor's profile: the page drawn for it (« Voyant non trouvé », the way back
  // to the list, the site's header and footer), as a 404 that no search engine keeps.
  const noindexed = new WeakMap<ReadyAnswer, ReadyAnswer>();
  async function sendMissingProfile(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FastifyReply> {
    const drawn = (renderPage && (await renderPage(path))) ?? shellPage();
    let page = noindexed.get(drawn);
    if (!page) noindexed.set(drawn, (page = readyAnswer(drawn.identity.toString('utf8').replace('<head>', () => `<head>\n    ${NOINDEX_META}`))));
    return sendEncoded(request, reply.status(404).header('cache-control', REVALIDATE).header('x-robots-tag', 'noindex').type(HTML_TYPE), page);
  }
  async function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = (renderPage && (await renderPage(THEME_INDEX_PATH))) ?? shellPage();
    return sendEncoded(request, reply.status(404).header('cache-control', REVALIDATE).type(HTML_TYPE), page);
  }
  return (request, reply) => {
    if (consolePage && isConsolePath(request.url)) return consolePage(request, reply);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isAssetPath(request.url)) return undefined;
    const path = pagePath(request.url);
    const moved = movedProfile(path, app.catalogue.snapshot.redirects);
    if (moved) return reply.header('cache-control', REVALIDATE).redirect(moved + queryOf(request.url), 301);
    if (isMissingProfile(path, app.catalogue.snapshot)) return sendMissingProfile(request, reply, path);
    return isPage(path) ? sendPage(request, reply, renderedPath(request.url)) : sendNotFound(request, reply);
  };
}

/**
 * The console (dist/console) at /gestion/: its files as they are (hashed
 * assets for a year, index.html revalidated, both precompressed), /gestion
 * redirected to /gestion/, and every other path under it (/gestion/voyants/12)
 * answered with its index.html, where the console's own router takes over.
 * Returns that fallback, for the 404 handler.
 */
async function registerConsole(app: FastifyInstance, { decorateReply }: { decorateReply: boolean }): Promise<PageFallback | undefined> {
  const root = paths.console;
  if (!existsSync(join(root, 'index.html'))) return undefined;
  await app.register(fastifyStatic, { ...PAGES_AND_ASSETS, root, prefix: CONSOLE_PREFIX, decorateReply });
  app.get('/gestion', (_request, reply) => reply.redirect(CONSOLE_PREFIX));
  return (request, reply) => {
    // Without the site (a partial build) this is the whole fallback: other paths are not the console's.
    if (!isConsolePath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD') || isAssetPath(request.url)) return undefined;
    return reply.header('cache-control', REVALIDATE).sendFile('index.html', root, { cacheControl: false });
  };
}
