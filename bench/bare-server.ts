/**
 * The yardstick of the API benchmarks: Fastify with nothing but one route per
 * path, answering the exact bytes our API answers, Brotli bytes included, and
 * doing no work per request beyond choosing them. Run as its own process.
 *
 * With BARE_AS_OURS=1 it is the floor instead: the same routes sending our
 * API's own headers too, with our server's HTTP timeouts. What the issue asks
 * of every answer (security headers, CORS, caching, timeouts against slow
 * clients) costs this much before any code of ours runs.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { httpTimeoutOptions } from '../server/http-timeouts';
import type { BarePayloads } from './raw-answers';

const payloads = JSON.parse(readFileSync(process.env.BARE_PAYLOADS_FILE ?? '', 'utf8')) as BarePayloads;
const asOurs = process.env.BARE_AS_OURS === '1';
const app = Fastify({ logger: false, ...(asOurs ? httpTimeoutOptions : {}) });
for (const [path, { identity, br, headers }] of Object.entries(payloads)) {
  const plain = Buffer.from(identity, 'base64');
  const brotli = Buffer.from(br, 'base64');
  app.get(path, (request, reply) => {
    if (asOurs) reply.headers(headers);
    else reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
    if (request.headers['accept-encoding']?.includes('br')) return reply.header('content-encoding', 'br').send(brotli);
    return reply.send(plain);
  });
}
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Server listening at ${address}`);
