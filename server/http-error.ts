/**
 * An error meant for the client: the error handler answers it as JSON
 * `{ error, message }` with its status, and `field` and `fields` when it is
 * about one field of a form. Anything else thrown becomes a 500 without
 * details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** Short machine-readable code, e.g. 'not_found'. */
    readonly code: string,
    /** French, human-readable; shown as is. */
    message: string,
    /** The form field it is about, if any. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
/** A field of a form refused with its French message, answered like the schema's own refusals. */
export const invalidField = (field: string, message: string) => new HttpError(400, 'validation', message, field);
