/**
 * Security headers, built once. @fastify/helmet rebuilt helmet's middleware
 * (and re-parsed the CSP) on every request, which cost more than serving the
 * catalogue; here helmet is run once per set at start, on a stand-in
 * response, and each request only copies the headers it wrote (running its
 * chain of middlewares per request cost the hot GETs about 5 % of their
 * throughput). They go on Fastify's reply, not on Node's response: one header
 * set on Node's response before the answer sends every other header through
 * Node's slower path (validated twice). The onRequest hook
 * (server/request-hook.ts) picks the set:
 * - the operators' console (/gestion): the strictest set, a CSP without
 *   'unsafe-inline' that no page may frame, no Referer to other origins, and
 *   X-Robots-Tag: noindex (the console is in no search engine);
 * - pages of the site and the demo: the full set, with the CSP;
 * - what partner pages load from other origins (/api, /embed, images,
 *   videos): HSTS, nosniff, a strict Referrer-Policy and
 *   Cross-Origin-Resource-Policy: cross-origin; a CSP means nothing on JSON;
 * - the site's and the demo's own files (/assets/): HSTS, nosniff and
 *   Cross-Origin-Resource-Policy: same-origin. The rest of the pages' set
 *   (CSP, framing, referrer, opener) acts on documents only, and sent with
 *   each of the twenty files a page loads it weighed 13 KB, a fifth of the
 *   script of the home page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import { isConsolePath, isOwnFilePath } from './static';

type Headers = Readonly<Record<string, string>>;

/**
 * The headers a helmet middleware writes (plus `extra`), read by running it
 * once on a stand-in response. Helmet's chain is synchronous and its values
 * do not depend on the request (no CSP nonce): a chain that did not finish at
 * once would stop the start rather than send fewer headers.
 */
function headersOf(middleware: ReturnType<typeof helmet>, extra: Headers = {}): Headers {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined };
  let finished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not write its headers synchronously');
  return { ...headers, ...extra };
}

const common = {
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
} as const;

const forPages = headersOf(helmet({
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
}));

/**
 * The console's own CSP, exactly these directives (no helmet defaults): its
 * build inlines no script or style (scripts/build-pages.ts), its images and
 * videos are ours or chosen files (blob:), it talks to its own API only.
 */
const forConsole = headersOf(
  helmet({
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
  }),
  // The console is in no search engine.
  { 'x-robots-tag': 'noindex, nofollow' },
);

/** Helmet's headers that act on documents only, off for answers that are never one (JSON, scripts, images). */
const NOT_A_DOCUMENT = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

const forPartners = headersOf(helmet({ ...common, ...NOT_A_DOCUMENT, crossOriginResourcePolicy: { policy: 'cross-origin' } }));

// Same-origin resource policy (helmet's default); no Referrer-Policy, which acts on documents.
const forOwnFiles = headersOf(helmet({ ...common, ...NOT_A_DOCUMENT, referrerPolicy: false }));

/**
 * Adds the security headers of the set `url` calls for to the answer. What
 * partners load (no console path among it) is settled first: it is the hot
 * GETs' case, and the console's test is a regular expression.
 */
export function setSecurityHeaders(reply: FastifyReply, url: string, crossOrigin: boolean): void {
  reply.headers(crossOrigin ? forPartners : isConsolePath(url) ? forConsole : isOwnFilePath(url) ? forOwnFiles : forPages);
}
