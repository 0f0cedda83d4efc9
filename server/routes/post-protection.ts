/**
 * What every public POST route uses (contact, questions, analyser):
 * - a per-client rate limit (RATE_LIMIT_PER_MINUTE per minute and per route,
 *   keyed by the client's IP; `trustProxy` makes that the X-Forwarded-For one);
 * - the honeypot: the request schemas' optional `website` field must be empty
 *   (shared zod schemas, answered 400 `validation` by server/errors.ts);
 * - JSON bodies only: any other content type is answered 415 (Fastify's own
 *   text/plain parser is removed from the context), within the app's body limit (413);
 * - no text PostgreSQL cannot store: a field holding a NUL character or a lone
 *   UTF-16 surrogate (both valid in JSON) is answered 400 `validation`, instead
 *   of a failed insert reported as a 503.
 *
 * In a route plugin:
 *
 *   await applyPostProtection(app, config);
 *   app.post('/api/…', { ...postRouteOptions(config), schema: { … } }, handler);
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVALID_CHARACTER_MESSAGE, isStorableText } from '../../contract/domain/storable-text';
import { ApiError } from '../../contract/schemas';
import type { Config } from '../config';
import { HttpError, invalidField } from '../http-error';
import { safeErrorFields } from '../log-safe-error';

export const TOO_MANY_REQUESTS_MESSAGE = 'Trop de requêtes : veuillez patienter une minute avant de réessayer.';

const TIME_WINDOW = '1 minute';

/**
 * Applies to the calling plugin's context (and its children): accepts only
 * JSON bodies, and registers @fastify/rate-limit (not global: only routes given
 * postRouteOptions are limited) unless this context or a parent already has
 * it, since registering it twice would count each request twice.
 */
export async function applyPostProtection(app: FastifyInstance, config: Config): Promise<void> {
  // Fastify parses text/plain by default; a JSON API has no use for it (and a
  // browser sends text/plain cross-origin without a preflight).
  app.removeContentTypeParser('text/plain');
  app.addHook('preValidation', async (request) => {
    const body: unknown = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    // The request schemas are flat: only the top-level fields are kept and stored.
    for (const [field, value] of Object.entries(body)) {
      if (typeof value === 'string' && !isStorableText(value)) {
        throw invalidField(field, INVALID_CHARACTER_MESSAGE);
      }
    }
  });
  if (app.hasDecorator('rateLimit')) return;
  await app.register(rateLimit, {
    global: false,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: TIME_WINDOW,
    keyGenerator: (request) => request.ip,
    // v10 throws what this returns: an HttpError reaches server/errors.ts,
    // which answers exactly { error, message } with its status.
    errorResponseBuilder: () => new HttpError(429, 'too_many_requests', TOO_MANY_REQUESTS_MESSAGE),
  });
}

/** Route options of a public POST route: its own rate limit (counted per route and per client). */
export function postRouteOptions(config: Config): { config: { rateLimit: RateLimitOptions } } {
  return { config: { rateLimit: { max: config.RATE_LIMIT_PER_MINUTE, timeWindow: TIME_WINDOW } } };
}

/** The errors every public POST route may answer, for its OpenAPI responses. */
export const POST_ERROR_RESPONSES = { 400: ApiError, 413: ApiError, 415: ApiError, 429: ApiError } as const;

/**
 * Runs the insert a POST depends on. No answer without storage: a failed
 * insert is logged (its codes only, never the values) and becomes a 503 with
 * the route's French message.
 */
export async function storedOr503<T>(request: FastifyRequest, what: string, unavailableMessage: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (err) {
    request.log.error({ error: safeErrorFields(err) }, `${what} not stored`);
    throw new HttpError(503, 'unavailable', unavailableMessage);
  }
}
