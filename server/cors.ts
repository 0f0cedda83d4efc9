/**
 * CORS for the paths partner pages read from (the API, the embed code,
 * images and videos): any origin may read, and preflights are answered. The
 * site's own pages get none. One prefix test per request: @fastify/cors
 * with a per-path delegator normalised its options again on every request,
 * which cost the cached catalogue answers a sixth of their throughput.
 */
import type { FastifyInstance } from 'fastify';

/** DELETE: a visitor erases their chat (server/routes/chat.ts). */
const ALLOWED_METHODS = 'GET, HEAD, POST, DELETE';

export function installCors(app: FastifyInstance, isCrossOrigin: (url: string) => boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isCrossOrigin(request.url)) return done();
    reply.header('access-control-allow-origin', '*');
    if (request.method !== 'OPTIONS') return done();
    // Every OPTIONS here is answered as a preflight, with or without
    // Access-Control-Request-Method: never a plain-text 400.
    reply.header('access-control-allow-methods', ALLOWED_METHODS);
    const requestedHeaders = request.headers['access-control-request-headers'];
    if (requestedHeaders) reply.header('access-control-allow-headers', requestedHeaders).header('vary', 'Access-Control-Request-Headers');
    void reply.code(204).send();
  });
}
