/**
 * Catalogue and horoscope answers as browsers and other clients fetch them:
 * compressed once in the encoding the client prefers, with an ETag that a
 * revalidation answers with 304, and `Vary: Accept-Encoding` for caches.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { preferredEncoding } from '../../server/accept-encoding';
import { rawRequest, type RawAnswer } from '../../scripts/raw-http';
import { createTestApp } from '../helpers/test-app';

const BROWSER = 'gzip, deflate, br, zstd';
const PATHS = ['/api/users', '/api/voyants/type/tarologue', '/api/horoscopes/lion/aujourdhui', '/api/horoscopes/belier/annee'];

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await createTestApp();
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

/** One request over a real socket, the body as it travelled (no decompression). */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(origin, path, { headers, method });

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  expect(encoding).toBeUndefined();
  return answer.body.toString();
}

describe('ready answers', () => {
  it.each(PATHS)('%s: Brotli for a browser, gzip for gzip-only clients, plain for curl, the same JSON each time', async (path) => {
    const plain = await get(path, { accept: '*/*' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const json = plain.body.toString();
    expect(() => JSON.parse(json)).not.toThrow();

    const browser = await get(path, { 'accept-encoding': BROWSER });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(Number(browser.headers['content-length'])).toBe(browser.body.length);
    expect(browser.body.length).toBeLessThan(json.length);
    expect(decoded(browser)).toBe(json);

    const gzipOnly = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzipOnly)).toBe(json);

    for (const answer of [plain, browser, gzipOnly]) {
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('sends the very same compressed bytes to every browser (compressed once, not per request)', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/api/users', { 'accept-encoding': BROWSER })));
    for (const answer of answers) expect(answer.body.equals(answers[0]!.body)).toBe(true);
  });

  it('answers a revalidation with 304 and no body, whatever the encoding', async () => {
    const first = await get('/api/users', { 'accept-encoding': BROWSER });
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"autre", ${etag}`]) {
      const again = await get('/api/users', { 'accept-encoding': BROWSER, 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers['content-type']).toBeUndefined();
    }
    const stale = await get('/api/users', { 'if-none-match': '"autre"' });
    expect(stale.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get('/api/users', { 'accept-encoding': BROWSER }, 'HEAD');
    const got = await get('/api/users', { 'accept-encoding': BROWSER });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(got.headers.etag);
  });

  it('keeps a small answer (one advisor, under 1 KB) plain: compression would cost more than it saves', async () => {
    const one = await get('/api/users/by-slug/helene', { 'accept-encoding': BROWSER });
    expect(one.status).toBe(200);
    expect(one.body.length).toBeLessThan(1024);
    expect(one.headers['content-encoding']).toBeUndefined();
    expect(one.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(JSON.parse(one.body.toString()).slug).toBe('helene');
  });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['x-unknown', 'identity'],
    ['GZIP', 'gzip'],
    [' br ; q=1 ', 'br'],
  ] as const)('%j → %s, the first time and from the memo', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('stays right past its memo’s bounds (many distinct values, a very long one)', () => {
    for (let i = 0; i < 200; i++) expect(preferredEncoding(`gzip;q=0.${i % 9 + 1}, x-${i}`)).toBe('gzip');
    expect(preferredEncoding(`${'x-unknown, '.repeat(100)}br`)).toBe('br');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
  });
});
