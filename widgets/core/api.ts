/**
 * The widgets' HTTP client. The base address comes from the element's
 * `api-base` attribute, else from where the embed script was loaded, else the
 * page's origin. Every answer is parsed by its shared schema: a mismatch is an
 * error state, never a crash.
 */
import { log } from './log';
import { forgetZodGlobal, safeParseAnswer, type SchemaSource } from './schema-source';
import { errorAnswerSchema } from './schema-loaders/lazy/error-answer';
import { LOG_TEXTS } from './texts/common';

let scriptOrigin: string | null = null;

/** Called by the embed entry with the origin it was loaded from. */
export function setScriptOrigin(origin: string | null): void {
  scriptOrigin = origin;
  forgetZodGlobal();
}

/**
 * How requests leave: the browser's fetch. The server's page renderer
 * (site/server-render.tsx) points it at its own routes, in process.
 */
export const transport = { fetch: (url: string, init: RequestInit): Promise<Response> => fetch(url, init) };

export function resolveBase(attribute?: string | null): string {
  const base = attribute?.trim() || scriptOrigin || (typeof location === 'undefined' ? '' : location.origin);
  return base.replace(/\/+$/, '');
}

/** A failed call: its message is logged, never shown (SPEC.md section 8). */
export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The server's French message, when it sent one; safe to show. */
    readonly serverMessage: string | null = null,
    /** The server's `error` code, when it sent one. */
    readonly code: string | null = null,
    /** The request's parameter or field the server refused, when it named one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** Without a schema the body of a success is not read (a 204 has none). */
async function readJson<T>(response: Response, schema: SchemaSource<T> | undefined, url: string): Promise<T> {
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const parsedError = await safeParseAnswer(errorAnswerSchema, body);
    const answer = parsedError.success ? parsedError.data : null;
    const error = new ApiCallError(LOG_TEXTS.httpError(response.status), response.status, answer?.message ?? null, answer?.error ?? null, answer?.field ?? null);
    log.error(error.message, url);
    throw error;
  }
  if (!schema) return undefined as T;
  const parsed = await safeParseAnswer(schema, await response.json());
  if (!parsed.success) {
    log.error('unexpected response shape', url, parsed.error.issues[0]);
    throw new ApiCallError('Invalid response', response.status);
  }
  return parsed.data;
}

/** `cache`: fetch's own (`no-cache` revalidates past the browser's HTTP cache). */
export function getJson<T>(base: string, path: string, schema: SchemaSource<T>, signal?: AbortSignal, cache?: RequestCache): Promise<T> {
  return requestJson(base, path, { signal, cache }, schema);
}

export function postJson<T>(base: string, path: string, body: unknown, schema: SchemaSource<T>): Promise<T> {
  return requestJson(base, path, { method: 'POST', body }, schema);
}

/** Any method, with extra headers (the chat's key travels in one); `body` is sent as JSON; without a schema, nothing is read back. */
export async function requestJson<T = void>(
  base: string,
  path: string,
  { method = 'GET', body, headers, signal, cache }: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal; cache?: RequestCache },
  schema?: SchemaSource<T>,
): Promise<T> {
  const url = base + path;
  const response = await transport.fetch(url, {
    method,
    signal,
    cache,
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readJson(response, schema, url);
}

/**
 * Full address of a catalogue file (photo, video): base + '/' + relative path.
 * Anything that is not a plain relative path (a scheme, '//' host) is refused.
 */
export function assetUrl(base: string, relativePath: string | null | undefined): string | null {
  const path = relativePath?.trim();
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.includes('..')) return null;
  return `${base}/${path.replace(/^\/+/, '')}`;
}

export const placeholderPhoto = (base: string) => `${base}/images/voyants/placeholder.svg`;
