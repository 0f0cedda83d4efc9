/**
 * What the logs may say of an error: its kind and codes, never its message.
 * A failed query's message (drizzle's DrizzleQueryError) holds the query's
 * parameters — what a visitor wrote: name, e-mail, phone, message — and pino's
 * error serializer would log it whole (GDPR). The request id that pino adds to
 * every request line is what links the entry to the request.
 */
interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
}

export interface SafeErrorFields {
  name: string;
  /** SQLSTATE (e.g. 57014 statement timeout), a Node errno code (ECONNREFUSED) or a Fastify code. */
  code?: string;
  cause?: SafeErrorFields;
  /** The stack's frames, without its first line (the message). */
  frames?: string[];
}

/** safeErrorFields with where the error was thrown: for faults of the code (500), not for an unavailable database. */
export function safeErrorWithFrames(error: unknown): SafeErrorFields {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim());
  return { ...safeErrorFields(error), frames };
}

/** The name and code of an error and of its causes (at most three deep). */
export function safeErrorFields(error: unknown, depth = 0): SafeErrorFields {
  const like: ErrorLike = typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
  const fields: SafeErrorFields = { name: typeof like.name === 'string' ? like.name : typeof error };
  if (typeof like.code === 'string' || typeof like.code === 'number') fields.code = String(like.code);
  if (like.cause !== undefined && depth < 3) fields.cause = safeErrorFields(like.cause, depth + 1);
  return fields;
}
