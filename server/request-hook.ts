/**
 * The one onRequest hook every request meets, before any route: the security
 * headers, CORS on what partner pages read, and the request-line checks, in
 * that order. One hook, not one per rule: each hook is a step of Fastify's
 * hook runner on every request, and the hot GETs answer in a few tens of
 * microseconds.
 */
import type { FastifyInstance } from 'fastify';
import { refusal } from './client-errors';
import { answeredCors } from './cors';
import { setSecurityHeaders } from './security-headers';

/**
 * Paths that partner pages load from other origins: they must not be locked to
 * ours. Every /api/ path but the console's, which is for the console's own
 * pages only (no CORS, the pages' headers).
 */
const CROSS_ORIGIN_PATHS = /^\/(?:api\/(?!console\/)|embed\/|images\/|videos\/|media\/)/;

export function installRequestHook(app: FastifyInstance): void {
  // A callback hook, not an async one: a promise per request costs throughput.
  app.addHook('onRequest', (request, reply, done) => {
    const crossOrigin = CROSS_ORIGIN_PATHS.test(request.url);
    setSecurityHeaders(reply, request.url, crossOrigin);
    if (crossOrigin && answeredCors(request, reply)) return;
    done(refusal(request, reply));
  });
}
