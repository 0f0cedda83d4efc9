/**
 * Which methods a path answers, from the routes as they are registered: a
 * wrong method on an existing path is a 405 with `Allow` (RFC 9110 §15.5.6),
 * not a 404 that says the resource does not exist. Fastify has no such
 * answer of its own (its router finds no route and calls the 404 handler).
 */
import type { FastifyInstance } from 'fastify';
import { isPage, pagePath } from './page-routes';
import { pathPatternToRegExp } from './path-pattern';

interface RouteMethods {
  pattern: RegExp;
  methods: Set<string>;
}

/** Records every route from now on (call before registering them); returns the methods a path answers. */
export function trackRouteMethods(app: FastifyInstance): (path: string) => string[] {
  const routes = new Map<string, RouteMethods>();
  app.addHook('onRoute', (route) => {
    const entry = routes.get(route.url) ?? { pattern: pathPatternToRegExp(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    // Fastify answers HEAD wherever there is a GET.
    if (entry.methods.has('GET')) entry.methods.add('HEAD');
    routes.set(route.url, entry);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const { pattern, methods: answered } of routes.values()) {
      if (pattern.test(path)) answered.forEach((method) => methods.add(method));
    }
    return [...methods].sort(byUsualOrder);
  };
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
