/**
 * The clients a built page is served to (tests/server/static-serving.test.ts
 * for the site, console-pages.test.ts for the console), and how a browser
 * gets it compressed.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** What Chrome asks for when it loads a page. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** Every one of them gets the page: a browser, but also curl, link-preview bots and link checkers. */
export const PAGE_CLIENTS: [name: string, headers: Record<string, string>][] = [
  ['curl', { accept: '*/*', 'user-agent': 'curl/8.5.0' }],
  ['no Accept header', {}],
  ['a browser', { accept: BROWSER_ACCEPT, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' }],
  ['facebookexternalhit', { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' }],
  ['Slackbot', { accept: '*/*', 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' }],
  ['a link checker', { accept: 'text/html;q=0.9, */*;q=0.1', 'user-agent': 'W3C-checklink/5.0.0' }],
];

type Get = (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

/** `url` goes out to a browser as Brotli, else as gzip, telling caches that it varies by Accept-Encoding: `page` either way. */
export async function expectPrecompressed(get: Get, url: string, page: string): Promise<void> {
  const br = await get(url, { accept: BROWSER_ACCEPT, 'accept-encoding': 'gzip, deflate, br' });
  expect(br.statusCode, url).toBe(200);
  expect(br.headers['content-encoding'], url).toBe('br');
  expect(br.headers.vary, url).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(page);
  const gzip = await get(url, { accept: BROWSER_ACCEPT, 'accept-encoding': 'gzip, deflate' });
  expect(gzip.headers['content-encoding'], url).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(page);
}
