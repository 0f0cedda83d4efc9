/**
 * Which methods a path answers, from the routes as they are registered: a
 * wrong method on an existing path is a 405 with `Allow` (RFC 9110 §15.5.6),
 * not a 404 that says the resource does not exist. Fastify has no such
 * answer of its own (its router finds no route and calls the 404 handler).
 */
import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { isPage, pagePath } from './page-routes';

/**
 * Records every route from now on (call before registering them); returns the
 * methods a path answers. The routes go into a second find-my-way, Fastify's
 * own router with Fastify's defaults, so a path is matched here exactly as
 * Fastify matches it (`:id`, `:id(^\\d+$)`, `*`, its decoding and limits).
 */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const router = FindMyWay();
  const methods = new Set<HTTPMethod>();
  const add = (method: HTTPMethod, url: string) => {
    // Fastify's own HEAD route for a GET comes through onRoute after ours.
    if (router.hasRoute(method, url)) return;
    router.on(method, url, () => {});
    methods.add(method);
  };
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      add(method, route.url);
      // Fastify answers HEAD wherever there is a GET.
      if (method === 'GET') add('HEAD', route.url);
    }
  });
  return (path) => [...methods].filter((method) => router.find(method, path) !== null).sort(byUsualOrder);
}

/** The site's pages (served by the 404 handler's page fallback, not by routes) answer GET and HEAD. */
export const withPages =
  (routeMethods: (path: string) => string[]) =>
  (path: string): string[] => {
    const methods = routeMethods(path);
    return methods.length === 0 && isPage(pagePath(path)) ? ['GET', 'HEAD'] : methods;
  };

const USUAL_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const rank = (method: string) => (USUAL_ORDER.includes(method) ? USUAL_ORDER.indexOf(method) : USUAL_ORDER.length);
const byUsualOrder = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b);
