/**
 * How the built console (dist/console) is served at /gestion/: its HTML for
 * every client and every path under it (the console routes in the browser),
 * precompressed for browsers, its hashed files cached for a year, and on
 * every /gestion answer its own security headers: a strict CSP that no page
 * may frame, noindex, a same-origin Referrer-Policy. It is in no sitemap.
 * Real files of the built dist/ (npm run build first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../server/paths';
import { BROWSER_ACCEPT, expectPrecompressed, PAGE_CLIENTS } from '../helpers/page-clients';
import { createTestApp } from '../helpers/test-app';

const CONSOLE_DIR = paths.console;
const built = existsSync(join(CONSOLE_DIR, 'index.html')) && existsSync(join(paths.site, 'index.html'));
if (!built) console.warn('[voyance] console serving tests skipped: dist/console is missing (run npm run build)');

const PAGES = ['/gestion/', '/gestion/voyants/12', '/gestion/messages', '/gestion/une/adresse/profonde'];

/** The console's CSP, directive by directive. */
const CONSOLE_CSP: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data: blob:",
  'media-src': "'self' blob:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

const directives = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name!, values.join(' ')];
      }),
  );

const consoleIndex = () => readFileSync(join(CONSOLE_DIR, 'index.html'), 'utf8');
const anAsset = (pattern: RegExp) => {
  const name = readdirSync(join(CONSOLE_DIR, 'assets')).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in dist/console/assets`);
  return `/gestion/assets/${name}`;
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe.skipIf(!built)('the console’s pages', () => {
  it.each(PAGE_CLIENTS)('/gestion/ and any path under it answer the console’s HTML to %s', async (_name, headers) => {
    const index = consoleIndex();
    for (const url of PAGES) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(index);
    }
    expect(index).toContain('<div id="console"></div>');
    expect(index).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(index).toMatch(/<html lang="fr">/);
  });

  it('HEAD answers the GET headers without a body', async () => {
    for (const url of PAGES) {
      const getResponse = await get(url, { accept: '*/*' });
      const head = await app.inject({ method: 'HEAD', url, headers: { accept: '*/*' } });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-robots-tag', 'etag']) {
        expect(head.headers[name], `${url} ${name}`).toBe(getResponse.headers[name]);
      }
    }
  });

  it.each(PAGES)('%s goes out precompressed to a browser (Brotli, else gzip), the same page', async (url) => {
    await expectPrecompressed(get, url, consoleIndex());
  });

  it('/gestion redirects to /gestion/', async () => {
    const response = await get('/gestion', { accept: BROWSER_ACCEPT });
    expect([301, 302, 307, 308]).toContain(response.statusCode);
    expect(response.headers.location).toBe('/gestion/');
  });

  it('a state-changing method on a console page is a 405 that allows GET and HEAD', async () => {
    const response = await app.inject({ method: 'POST', url: '/gestion/voyants', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});

describe.skipIf(!built)('the console’s files', () => {
  it('hashed scripts and styles: one year, immutable, precompressed', async () => {
    for (const url of [anAsset(/^index-.+\.js$/), anAsset(/\.css$/)]) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });

  it('a missing file under /gestion/assets/ is a 404 without HTML, and source maps are not served', async () => {
    for (const url of ['/gestion/assets/nulle-part.js', `${anAsset(/^index-.+\.js$/)}.map`]) {
      const response = await get(url, { accept: BROWSER_ACCEPT });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toMatch(/<html|sourcesContent/i);
    }
  });

  it('the built page holds no inline script or style: the CSP needs no unsafe-inline', () => {
    const index = consoleIndex();
    const scripts = [...index.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/gestion\/assets\/[^"]+\.js"/);
      expect(body!.trim()).toBe('');
    }
    expect(index).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    // Every stylesheet and script is a file of our own.
    for (const [, href] of index.matchAll(/\b(?:href|src)="([^"]+)"/g)) expect(href).toMatch(/^\/(?:gestion\/assets\/|favicon\.svg$)/);
  });
});

describe.skipIf(!built)('the console’s security headers', () => {
  const URLS = () => ['/gestion/', '/gestion/voyants/12', '/gestion', anAsset(/^index-.+\.js$/), '/gestion/assets/nulle-part.js'];

  it('a strict CSP on every /gestion answer: no inline code, no framing', async () => {
    for (const url of URLS()) {
      const response = await get(url, { accept: BROWSER_ACCEPT });
      expect(directives(response.headers['content-security-policy'] as string), url).toEqual(CONSOLE_CSP);
      expect(response.headers['content-security-policy'], url).not.toContain('unsafe-inline');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('noindex, nofollow and no Referer to other origins on every /gestion answer', async () => {
    for (const url of URLS()) {
      const response = await get(url, { accept: BROWSER_ACCEPT });
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('the site keeps its own policy (the console’s is not everyone’s)', async () => {
    const response = await get('/tous-nos-voyants', { accept: BROWSER_ACCEPT });
    expect(directives(response.headers['content-security-policy'] as string)['frame-ancestors']).toBe("'self'");
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });
});

describe.skipIf(!built)('search engines', () => {
  it('sitemap.xml lists no console address', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<urlset');
    expect(response.body).not.toContain('/gestion');
  });
});
