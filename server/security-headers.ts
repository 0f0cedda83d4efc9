/**
 * Security headers, built once. @fastify/helmet rebuilt helmet's middleware
 * (and re-parsed the CSP) on every request, which cost more than serving the
 * catalogue; here three middlewares are made at start and one hook picks:
 * - the operators' console (/gestion): the strictest set, a CSP without
 *   'unsafe-inline' that no page may frame, no Referer to other origins, and
 *   X-Robots-Tag: noindex (the console is in no search engine);
 * - pages of the site and the demo: the full set, with the CSP;
 * - what partner pages load from other origins (/api, /embed, images,
 *   videos): HSTS, nosniff, a strict Referrer-Policy and
 *   Cross-Origin-Resource-Policy: cross-origin; a CSP means nothing on JSON.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { isConsolePath } from './static';

const common = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
} as const;

const forPages = helmet({
  ...common,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
});

/**
 * The console's own CSP, exactly these directives (no helmet defaults): its
 * build inlines no script or style (scripts/build-pages.ts), its images and
 * videos are ours or chosen files (blob:), it talks to its own API only.
 */
const forConsole = helmet({
  ...common,
  referrerPolicy: { policy: 'same-origin' },
  xFrameOptions: { action: 'deny' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
});

const forPartners = helmet({
  ...common,
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

export function installSecurityHeaders(app: FastifyInstance, isCrossOrigin: (url: string) => boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isConsolePath(request.url)) {
      reply.raw.setHeader('x-robots-tag', 'noindex, nofollow');
      forConsole(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
      return;
    }
    const middleware = isCrossOrigin(request.url) ? forPartners : forPages;
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
