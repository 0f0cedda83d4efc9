/**
 * Every error leaves the server as JSON `{ error, message }`: validation
 * failures with the first French message, client mistakes with their status,
 * anything unexpected as a 500 that says nothing of the code.
 */
import { typeset } from './french-typography';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../contract/schemas';
import { HttpError } from './http-error';
import { safeErrorWithFrames } from './log-safe-error';

/** The code and French message of each error status the server answers; the socket-level answers (client-errors.ts) use them too. */
export const clientErrors: Record<number, [string, string]> = {
  400: ['bad_request', 'Requête invalide.'],
  403: ['forbidden', 'Accès interdit.'],
  404: ['not_found', 'Ressource introuvable.'],
  405: ['method_not_allowed', 'Méthode non autorisée.'],
  406: ['not_acceptable', 'Format de réponse non disponible.'],
  408: ['request_timeout', 'Requête incomplète : délai dépassé.'],
  413: ['payload_too_large', 'Requête trop volumineuse.'],
  414: ['uri_too_long', 'Adresse trop longue.'],
  415: ['unsupported_media_type', 'Type de contenu non pris en charge : envoyez du JSON.'],
  416: ['range_not_satisfiable', 'Plage demandée non disponible.'],
  429: ['too_many_requests', 'Trop de requêtes : veuillez patienter une minute avant de réessayer.'],
  431: ['header_too_large', 'En-têtes de la requête trop volumineux.'],
  501: ['not_implemented', 'Méthode inconnue de ce serveur.'],
};

/** An HttpError with the status's code and French message from the table above. */
export function clientError(status: number): HttpError {
  const [code, message] = clientErrors[status] ?? clientErrors[400]!;
  return new HttpError(status, code, message);
}

/**
 * Fastify's `frameworkErrors` option: the errors its router meets before any
 * route or hook runs (a malformed percent-encoding in the path, a path
 * parameter over maxParamLength). Without it Fastify answers them with its own
 * JSON shape (`statusCode`, `code`, the path echoed back).
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : error.code === 'FST_ERR_BAD_URL' ? 400 : 500;
  const [code, message] = status === 400 ? ['bad_request', 'Adresse invalide.'] : (clientErrors[status] ?? ['internal', 'Erreur interne du serveur.']);
  // No hook runs for these answers: the headers every answer carries are set here.
  void reply
    .status(status)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ error: code, message }));
}

/** Answers a GET for a page of the site (client routes) when the site is built. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> | undefined;

/** A refusal about fields of a form: the first field's message, that field, and every field with its own message; null without a field. */
function fieldsRefused(code: string, fields: Readonly<Record<string, string>>): ApiError | null {
  const [field] = Object.keys(fields);
  return field === undefined ? null : { error: code, message: fields[field]!, field, fields };
}

/** zod's issues by field, the first message of each (zod reports them all); a body that is not an object has no field. */
function issuesByField(issues: readonly { instancePath: string; message?: string }[]): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    // zod's French locale writes plain spaces before its colons: typeset like the rest.
    if (field && !(field in fields)) fields[field] = typeset(issue.message ?? 'Valeur invalide.');
  }
  return fieldsRefused('validation', fields) ?? { error: 'validation', message: typeset(issues[0]?.message ?? 'Requête invalide.') };
}

/** Must run before any route or plugin is registered: they keep the handler they were registered under. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const fields = error.field ? { [error.field]: error.message } : {};
      return reply.status(error.statusCode).send(fieldsRefused(error.code, fields) ?? { error: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(issuesByField(error.validation));
    }
    const status = error.statusCode ?? 500;
    const known = clientErrors[status];
    if (status >= 400 && status < 500) {
      const [code, message] = known ?? ['bad_request', 'Requête invalide.'];
      // A malformed JSON body is the client's mistake: say so plainly.
      const detail = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Corps JSON invalide.' : message;
      return reply.status(status).send({ error: code, message: detail });
    }
    request.log.error({ error: safeErrorWithFrames(error) }, 'unexpected error');
    return reply.status(500).send({ error: 'internal', message: 'Erreur interne du serveur.' });
  });
}

/**
 * No route for this method and path: a 405 with `Allow` when the path answers
 * other methods, else the page (GET of a page of the site), else a JSON 404.
 */
export function installNotFoundHandler(app: FastifyInstance, pageFallback?: PageFallback, allowedMethods: (path: string) => string[] = () => []): void {
  app.setNotFoundHandler((request, reply) => {
    const allowed = allowedMethods(request.url.split('?')[0] ?? '/');
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const [error, message] = clientErrors[405]!;
      return reply.status(405).header('allow', allowed.join(', ')).send({ error, message });
    }
    if (pageFallback && !request.url.startsWith('/api/')) {
      const answered = pageFallback(request, reply);
      if (answered) return answered;
    }
    return reply.status(404).send({ error: 'not_found', message: `Aucune ressource à l’adresse ${request.url.split('?')[0]}` });
  });
}
