/**
 * Security headers, built once. @fastify/helmet rebuilt helmet's middleware
 * (and re-parsed the CSP) on every request, which cost more than serving the
 * catalogue; here two middlewares are made at start and one hook picks:
 * - pages of the site and the demo: the full set, with the CSP;
 * - what partner pages load from other origins (/api, /embed, images,
 *   videos): HSTS, nosniff, a strict Referrer-Policy and
 *   Cross-Origin-Resource-Policy: cross-origin; a CSP means nothing on JSON.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

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
    const middleware = isCrossOrigin(request.url) ? forPartners : forPages;
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
