/**
 * An error meant for the client: the error handler answers it as JSON
 * `{ error, message }` with its status. Anything else thrown becomes a 500
 * without details.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    /** Short machine-readable code, e.g. 'not_found'. */
    readonly code: string,
    /** French, human-readable; shown as is. */
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const badRequest = (message: string) => new HttpError(400, 'bad_request', message);
