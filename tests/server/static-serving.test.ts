/**
 * How the built product is served: pages are pages for every client (curl,
 * link checkers, link-preview bots, HEAD), unknown paths are a 404 showing the
 * by-theme index, each kind of file has the Cache-Control it was meant to
 * have, asset prefixes never answer the site's HTML, and source maps stay in
 * dist/. Real files of the built dist/ (npm run build first).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../server/paths';
import { BROWSER_ACCEPT, expectPrecompressed, PAGE_CLIENTS as CLIENTS } from '../helpers/page-clients';
import { createTestApp } from '../helpers/test-app';

const built = existsSync(join(paths.site, 'index.html')) && existsSync(paths.embed) && existsSync(paths.demo);
if (!built) console.warn('[voyance] static serving tests skipped: dist/ is missing (run npm run build)');


const firstFile = (dir: string, pattern: RegExp) => {
  const name = readdirSync(dir).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in ${dir}`);
  return name;
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app?.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe.skipIf(!built)('pages answer every client', () => {
  it.each(CLIENTS)('/tous-nos-voyants and /horoscopes/lion are HTML pages for %s', async (_name, headers) => {
    for (const url of ['/tous-nos-voyants', '/horoscopes/lion', '/', '/agence', '/consultant-profile/helene']) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toMatch(/^<!doctype html>/i);
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  it.each(['/tous-nos-voyants', '/horoscopes/lion', '/', '/agence'])('HEAD %s answers the GET headers without a body', async (url) => {
    const getResponse = await get(url, { accept: '*/*' });
    const head = await app.inject({ method: 'HEAD', url, headers: { accept: '*/*' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'cache-control', 'content-security-policy', 'etag']) {
      expect(head.headers[name], name).toBe(getResponse.headers[name]);
    }
  });

  it.each(CLIENTS)('an unknown path shows the by-theme index with a 404 that is not cacheable, for %s', async (_name, headers) => {
    const response = await get('/cette-page-n-existe-pas', headers);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<!doctype html>/i);
    expect(response.headers['cache-control']).not.toMatch(/public|max-age=[1-9]/);
    const head = await app.inject({ method: 'HEAD', url: '/cette-page-n-existe-pas', headers });
    expect(head.statusCode).toBe(404);
  });

  it.each([
    ['If-None-Match: *', { 'if-none-match': '*' }],
    ['Range', { range: 'bytes=0-10' }],
    ['If-Modified-Since', { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() }],
  ])('an unknown path with %s still gets the whole 404 page (no 304, no 206)', async (_name, headers) => {
    const response = await get('/cette-page-n-existe-pas', headers);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<!doctype html>.*<\/html>\s*$/is);
  });

  it.each(['POST', 'PUT', 'DELETE'])('%s on a page is a 405 that allows GET and HEAD, in French JSON', async (method) => {
    for (const url of ['/tous-nos-voyants', '/horoscopes/lion', '/']) {
      const response = await app.inject({ method: method as 'POST', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow, url).toBe('GET, HEAD');
      expect(response.json(), url).toEqual({ error: 'method_not_allowed', message: 'Méthode non autorisée.' });
    }
  });

  it.each(['/', '/faq', '/politique-de-confidentialite', '/tous-nos-voyants'])(
    '%s goes out precompressed to a browser (Brotli, else gzip) and plain to a client without Accept-Encoding',
    async (url) => {
      const plain = await get(url, { accept: '*/*' });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      await expectPrecompressed(get, url, plain.body);
    },
  );

  it('precompressed scripts and styles tell caches that they vary by Accept-Encoding', async () => {
    const script = firstFile(join(paths.site, 'assets'), /\.js$/);
    for (const url of [`/assets/${script}`, '/embed/voy.js']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
    }
  });

  it('the site’s and the demo’s scripts carry the headers a file needs, not those of a document', async () => {
    const siteScript = `/assets/${firstFile(join(paths.site, 'assets'), /\.js$/)}`;
    const demoScript = `/demo/assets/${firstFile(join(paths.demo, 'assets'), /\.js$/)}`;
    for (const url of [siteScript, demoScript]) {
      const response = await get(url, { accept: '*/*', 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=31536000/);
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'access-control-allow-origin']) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  it.each(['/api/nulle-part', '/api/users/x/y/z'])('unknown API path %s stays a JSON 404, even for a browser', async (url) => {
    const response = await get(url, { accept: BROWSER_ACCEPT });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe.skipIf(!built)('Cache-Control by kind of file', () => {
  const YEAR = /^public, max-age=31536000, immutable$/;
  it('HTML pages: revalidated by browsers with their ETag; a rendered page kept a minute by a CDN', async () => {
    for (const [url, cacheControl] of [['/', 'public, max-age=0, s-maxage=60'], ['/tous-nos-voyants', 'public, max-age=0, s-maxage=60'], ['/agence', 'public, max-age=0, s-maxage=60'], ['/demo/', 'no-cache']]) {
      const response = await get(url!, { accept: BROWSER_ACCEPT });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(cacheControl);
      const revalidated = await get(url!, { accept: BROWSER_ACCEPT, 'if-none-match': response.headers.etag as string });
      expect(revalidated.statusCode, url).toBe(304);
    }
  });

  it('hashed files: one year, immutable', async () => {
    const siteAsset = `/assets/${firstFile(join(paths.site, 'assets'), /^index-.+\.js$/)}`;
    const demoAsset = `/demo/assets/${firstFile(join(paths.demo, 'assets'), /^index-.+\.js$/)}`;
    const chunk = `/embed/preact/chunks/${firstFile(join(paths.embed, 'preact/chunks'), /\.js$/)}`;
    for (const url of [siteAsset, demoAsset, chunk]) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(YEAR);
    }
  });

  it('the loader voy.js and the per-element entries: a few minutes', async () => {
    for (const url of ['/embed/voy.js', '/embed/preact/all.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, max-age=300');
    }
  });
});

describe.skipIf(!built)('asset prefixes never answer the site’s HTML', () => {
  it.each(['/images/nulle-part.png', '/videos/nulle-part.mp4', '/embed/nulle-part.js', '/embed/preact/chunks/nulle-part.js', '/assets/nulle-part.js', '/images/', '/embed/'])(
    '%s with a browser’s Accept is a 404 without HTML',
    async (url) => {
      const response = await get(url, { accept: BROWSER_ACCEPT });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).not.toMatch(/<html/i);
    },
  );
});

describe.skipIf(!built)('source maps are not served', () => {
  const mapsIn = (dir: string, prefix: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.map'))
      .map((file) => `${prefix}${file.split('\\').join('/')}`);

  it('no .map under /embed, /assets or /demo answers, though dist/ keeps them', async () => {
    const maps = [...mapsIn(paths.embed, '/embed/'), ...mapsIn(join(paths.site, 'assets'), '/assets/'), ...mapsIn(paths.demo, '/demo/')];
    expect(maps.length).toBeGreaterThan(3);
    for (const url of maps) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('sourcesContent');
    }
  });
});
