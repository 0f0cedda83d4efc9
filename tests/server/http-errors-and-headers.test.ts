import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { paths } from '../../server/paths';
import { ApiError } from '../../contract/schemas';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  // Routes that exist only here, to reach the error paths no real route should take.
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail at /srv/app.ts:12');
  });
  app.post('/api/test/echo', async (request) => ({ received: typeof request.body }));
});
afterAll(async () => app.close());

describe('errors are JSON { error, message }', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(z.parse(ApiError, response.json()).message).toContain('/api/does-not-exist');
  });

  it('hides the cause of an unexpected fault behind a plain 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: 'Erreur interne du serveur.' });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts');
  });

  it('refuses an oversized body with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(100 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(z.parse(ApiError, response.json()).error).toBe('payload_too_large');
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: 'Corps JSON invalide.' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(z.parse(ApiError, response.json()).error).toBe('unsupported_media_type');
  });
});

describe('headers', () => {
  it('sends the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/users' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // A CSP protects pages; JSON answers carry none (they are never rendered as a document).
    expect(response.headers['content-security-policy']).toBeUndefined();
    const page = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("object-src 'none'");
    expect(page.headers['strict-transport-security']).toBe(response.headers['strict-transport-security']);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('lets partner pages read the API and the images from another origin', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/voyants', headers: { origin: 'https://blog.example' } });
    expect(api.headers['access-control-allow-origin']).toBe('*');
    expect(api.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const advisor = (api.json() as { photo: string | null }[]).find((a) => a.photo)!;
    const image = await app.inject({ method: 'GET', url: `/${advisor.photo}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers a CORS preflight for the API', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/users',
      headers: { origin: 'https://blog.example', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

const siteBuilt = existsSync(join(paths.site, 'index.html'));
if (!siteBuilt) console.warn('[voyance] site header tests skipped: dist/site is missing (run npm run build)');

describe.skipIf(!siteBuilt)("the site’s pages", () => {
  const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html', origin: 'https://blog.example' } });

  it.each(['/', '/horoscopes/lion', '/consultant-profile/helene'])('%s carries a strict CSP and the security headers', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('are not open to other origins (no CORS, no cross-origin resource policy)', async () => {
    const response = await page('/');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/',
      headers: { origin: 'https://blog.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS * exactly where partner pages load from', () => {
  const video = readdirSync(join(paths.publicAssets, 'videos/voyants')).find((name) => !name.endsWith('.md'));
  const crossOrigin = ['/api/users', '/api/nulle-part', `/videos/voyants/${video}`, ...(existsSync(paths.embed) ? ['/embed/voy.js'] : [])];

  it.each(crossOrigin)('%s allows any origin', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { origin: 'https://blog.example' } });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it.each(['/robots.txt', '/sitemap.xml', ...(existsSync(paths.demo) ? ['/demo/'] : [])])('%s does not', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { origin: 'https://blog.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('API documentation', () => {
  it('describes every catalogue path in an OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/users', '/api/voyants', '/api/voyants/random-three-daily', '/api/users/by-slug/{slug}', '/api/users/{id}', '/api/health']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('health', () => {
  it('reports the server and the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toMatchObject({ status: 'ok', server: { status: 'ok' }, database: { status: 'ok', kind: 'pglite' } });
  });
});

describe('compression', () => {
  it('compresses API answers for clients that accept it, and only them', async () => {
    const { brotliDecompressSync } = await import('node:zlib');
    const plain = await app.inject({ method: 'GET', url: '/api/users' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await app.inject({ method: 'GET', url: '/api/users', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});
