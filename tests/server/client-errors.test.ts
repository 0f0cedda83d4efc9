/**
 * Every error the server answers is our JSON `{ error, message }` in French,
 * including the ones Node's HTTP parser meets before Fastify sees a request
 * (bad framing, headers or request line too long, unknown method): raw
 * sockets for those, real HTTP for the rest, on the real app listening on a
 * loopback port. The socket-level answers must still be valid HTTP.
 */
import { rawRequest as httpRequest } from '../../scripts/raw-http';
import { connect } from 'node:net';
import { HTTP_TIMEOUTS } from '../../server/http-timeouts';
import { startApiServer, type ApiServer } from '../helpers/widgets';

let api: ApiServer;
let port: number;
beforeAll(async () => {
  api = await startApiServer();
  port = Number(new URL(api.url).port);
});
afterAll(async () => api?.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are and reads the answer until the server closes the socket (every answer here closes it). */
function rawRequest(bytes: string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => (socket.destroy(), reject(new Error(`no answer within ${timeoutMs} ms`))), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset the socket after answering: what it sent is what counts.
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    // Not ended: a half-closed socket would be closed by the server before any timeout.
    socket.write(bytes);
  });
}

/** A strict reading of one HTTP/1.1 answer: status line, headers, a body of exactly Content-Length bytes. */
function parseAnswer(raw: Buffer): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`not an HTTP answer: ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const [statusLine, ...headerLines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.1 (\d{3}) [^\r\n]+$/.exec(statusLine ?? '');
  if (!match) throw new Error(`bad status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`bad header line: ${line}`);
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(end + 4);
  expect(Number(headers['content-length'])).toBe(body.length);
  return { status: Number(match[1]), headers, body: body.toString('utf8') };
}

/** Our error JSON, French (an accented letter or a French word), no trace of Node or Fastify's English. */
function expectOurError(answer: { headers: Record<string, string>; body: string }, error: string | RegExp): { error: string; message: string } {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const json = JSON.parse(answer.body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(['error', 'message']);
  expect(json.error).toMatch(error);
  expect(json.message).toMatch(/[éèàêôùç’\u202f]|\b(Requête|Méthode|Adresse|Accès|Corps|Type|Aucune)\b/);
  expect(answer.body).not.toMatch(/Bad Request|Client Error|Exceeded|statusCode|Not Found|Forbidden/);
  return json as { error: string; message: string };
}

const big = (length: number) => 'a'.repeat(length);

describe('errors Node meets before Fastify (raw sockets)', () => {
  it.each([
    ['an invalid chunk size', 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n'],
    ['two different Content-Length', 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{} '],
    ['Content-Length with Transfer-Encoding', 'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n'],
    ['a line that is no request', 'BONJOUR\r\n\r\n'],
    ['an unknown HTTP version', 'GET /api/health HTTP/7.2\r\nHost: localhost\r\n\r\n'],
  ])('answers %s with a 400 in French', async (_name, bytes) => {
    const answer = await rawRequest(bytes);
    expect(answer.status).toBe(400);
    expectOurError(answer, 'bad_request');
    expect(answer.headers.connection).toBe('close');
  });

  it('answers headers over the limit with 431', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${big(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expectOurError(answer, 'header_too_large');
  });

  it('answers a request line over the header limit with 414, not 431', async () => {
    const answer = await rawRequest(`GET /api/${big(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(414);
    expectOurError(answer, 'uri_too_long');
  });

  it('answers an unknown method with 501', async () => {
    const answer = await rawRequest('FOO /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(answer.status).toBe(501);
    expectOurError(answer, 'not_implemented');
  });

  it('answers CONNECT (no proxy here) with 501 instead of closing the socket', async () => {
    const answer = await rawRequest('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer.status).toBe(501);
    expectOurError(answer, 'not_implemented');
  });

  it('answers an HTTP/1.1 request without Host with a 400 in French (Node’s own is an empty body)', async () => {
    const answer = await rawRequest('GET /api/health HTTP/1.1\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(expectOurError(answer, 'bad_request').message).toContain('Host');
  });

  it(
    'answers a body shorter than its Content-Length with 408 once the request timeout is over',
    async () => {
      const answer = await rawRequest(
        'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"a":1}',
        HTTP_TIMEOUTS.requestTimeoutMs + 10_000,
      );
      expect(answer.status).toBe(408);
      expectOurError(answer, 'request_timeout');
    },
    HTTP_TIMEOUTS.requestTimeoutMs + 15_000,
  );

  it('still answers normal requests on the same server', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});

describe('errors Fastify answers (real HTTP)', () => {
  /** A raw request rather than fetch, which would resolve `%2e%2e` in the path before sending it. */
  const request = async (method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) => {
    const answer = await httpRequest(`http://127.0.0.1:${port}`, path, { method, ...init });
    return { status: answer.status, headers: answer.headers as Record<string, string>, body: answer.body.toString('utf8') };
  };

  it.each([
    ['DELETE', '/api/users', 'GET, HEAD'],
    ['PUT', '/api/contact', 'POST'],
    ['GET', '/api/contact', 'POST'],
    ['PATCH', '/api/users/1', 'GET, HEAD'],
    ['POST', '/api/horoscopes/lion/aujourdhui', 'GET, HEAD'],
    ['POST', '/robots.txt', 'GET, HEAD'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const answer = await request(method, path, method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json', 'content-length': '2' } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expectOurError(answer, 'method_not_allowed');
  });

  it('answers a method Node knows but no route has (PURGE) on an existing route with 405', async () => {
    const answer = await request('PURGE', '/api/health');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expectOurError(answer, 'method_not_allowed');
  });

  it.each(['GET', 'DELETE'])('keeps %s on an unknown API path a JSON 404', async (method) => {
    const answer = await request(method, '/api/nulle-part');
    expect(answer.status).toBe(404);
    expectOurError(answer, 'not_found');
  });

  it('answers a URL over 8 KiB with 414 (under Node’s header limit, so Fastify’s to answer)', async () => {
    const answer = await request('GET', `/api/${big(9_000)}`);
    expect(answer.status).toBe(414);
    expectOurError(answer, 'uri_too_long');
  });

  it('answers a path that climbs out of a folder with a 403 that says forbidden', async () => {
    const answer = await request('GET', '/images/%2e%2e/package.json');
    expect(answer.status).toBe(403);
    expect(expectOurError(answer, 'forbidden').message).toBe('Accès interdit.');
  });

  it.each([
    ['an oversized body', 413, 'payload_too_large', { body: JSON.stringify({ text: big(100 * 1024) }), headers: { 'content-type': 'application/json' } }],
    ['a body that is not JSON', 415, 'unsupported_media_type', { body: '<a/>', headers: { 'content-type': 'application/xml' } }],
    ['malformed JSON', 400, 'bad_request', { body: '{"nom": ', headers: { 'content-type': 'application/json' } }],
  ] as const)('answers %s with %i in French', async (_name, status, error, init) => {
    const answer = await request('POST', '/api/contact', init);
    expect(answer.status).toBe(status);
    expectOurError(answer, error);
  });
});
