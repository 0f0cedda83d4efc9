/**
 * The console's HTTP client for /api/console/…. Every answer is parsed by its
 * shared schema (contract/schemas/console/): a mismatch is an error, not
 * a crash. The server's French messages are shown as they are; a 401 on any
 * call made while signed in means the session is gone (expired, signed out
 * elsewhere, account disabled), and the app goes back to the sign-in form.
 * Same-origin requests carry the session cookie and the page's Origin by
 * themselves: nothing to add.
 */
import * as z from 'zod/mini';
import { ApiError } from '../../contract/schemas/server';
import { ERROR_TEXTS } from '../texts';

export const CONSOLE_API = '/api/console';

/** A failed call, with what the console can show: the server's French message and its messages per field. */
export class ConsoleError extends Error {
  constructor(
    message: string,
    /** The HTTP status; null when the server could not be reached. */
    readonly status: number | null,
    readonly code: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ConsoleError';
  }
}

let sessionLost: (() => void) | null = null;

/** The app's reaction to a lost session (one listener: the session provider). */
export function onSessionLost(listener: () => void): () => void {
  sessionLost = listener;
  return () => {
    if (sessionLost === listener) sessionLost = null;
  };
}

/** The error of an answer that is not a success, from its JSON body when it has one. */
function errorOf(status: number, body: unknown): ConsoleError {
  const parsed = z.safeParse(ApiError, body);
  if (!parsed.success) return new ConsoleError(ERROR_TEXTS.unexpected, status, 'unexpected');
  const { error, message, field, fields } = parsed.data;
  return new ConsoleError(message, status, error, fields ?? (field ? { [field]: message } : {}));
}

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The answer's schema; null for an answer without a body (204). */
  schema: z.ZodMiniType<T> | null;
  signal?: AbortSignal;
  /** A 401 is an answer of its own here (signing in, asking who is signed in), not a lost session. */
  unauthorizedIsAnswer?: boolean;
}

function parse<T>(schema: z.ZodMiniType<T>, data: unknown, status: number): T {
  const parsed = z.safeParse(schema, data);
  if (!parsed.success) throw new ConsoleError(ERROR_TEXTS.unexpected, status, 'unexpected');
  return parsed.data;
}

/** Reports a 401 from a signed-in call to the app, then gives the error back to throw. */
function checkSession(error: ConsoleError, unauthorizedIsAnswer = false): ConsoleError {
  if (error.status === 401 && !unauthorizedIsAnswer) sessionLost?.();
  return error;
}

export async function request<T>(path: string, { method = 'GET', body, schema, signal, unauthorizedIsAnswer }: RequestOptions<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(CONSOLE_API + path, {
      method,
      signal,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ConsoleError(ERROR_TEXTS.network, null, 'network');
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  if (!response.ok) throw checkSession(errorOf(response.status, data), unauthorizedIsAnswer);
  if (schema === null) return undefined as T;
  return parse(schema, data, response.status);
}

/**
 * A file sent as multipart (field `file`), with its progress: fetch cannot
 * report an upload's progress, XMLHttpRequest can.
 */
export function upload<T>(path: string, file: File, schema: z.ZodMiniType<T>, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', CONSOLE_API + path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ConsoleError(ERROR_TEXTS.network, null, 'network'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parse(schema, data, xhr.status));
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(checkSession(errorOf(xhr.status, data)));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** A query string from the filters that have a value. */
export function query(filters: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
