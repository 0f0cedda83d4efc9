/**
 * CORS for the paths partner pages read from (the API, the embed code,
 * images and videos): any origin may read, and preflights are answered. The
 * site's own pages get none. One prefix test per request: @fastify/cors
 * with a per-path delegator normalised its options again on every request,
 * which cost the cached catalogue answers a sixth of their throughput.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** DELETE: a visitor erases their chat (server/routes/chat.ts). */
const ALLOWED_METHODS = 'GET, HEAD, POST, DELETE';

/**
 * Adds CORS to the answer of a path partner pages read from; answers a
 * preflight itself and says so (true), the request then goes no further.
 */
export function answeredCors(request: FastifyRequest, reply: FastifyReply): boolean {
  reply.header('access-control-allow-origin', '*');
  if (request.method !== 'OPTIONS') return false;
  // Every OPTIONS here is answered as a preflight, with or without
  // Access-Control-Request-Method: never a plain-text 400.
  reply.header('access-control-allow-methods', ALLOWED_METHODS);
  const requestedHeaders = request.headers['access-control-request-headers'];
  if (requestedHeaders) reply.header('access-control-allow-headers', requestedHeaders).header('vary', 'Access-Control-Request-Headers');
  void reply.code(204).send();
  return true;
}
