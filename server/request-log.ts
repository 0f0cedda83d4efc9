/**
 * What the access log (LOG_LEVEL debug or trace) says of a request: its
 * method, the route it matched (`/api/users/by-slug/:slug`, a page's pattern)
 * and where it came from. Never the path or the query as sent: a slug, a
 * search, a page address can hold what someone typed (a name, an e-mail),
 * and logs never hold what a visitor wrote.
 */
import type { FastifyRequest } from 'fastify';
import { pagePath, pageRouteOf } from './page-routes';

export function requestLogFields(request: FastifyRequest) {
  const route = request.routeOptions?.url;
  return {
    method: request.method,
    // The pages' catch-all (`*`) is told apart by the site's own patterns.
    route: route && route !== '*' ? route : pageRouteOf(pagePath(request.url)),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
