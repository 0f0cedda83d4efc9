/**
 * What a widget reads of an API error: the French message, safe to show, and
 * the error's code when there is one, and the field it is about (a form
 * shows the message beside that field). The server sends more (ApiError,
 * ./server.ts); a proxy's error page sends none of it.
 */
import * as z from 'zod/mini';

export const ErrorAnswer = z.object({ message: z.string(), error: z.optional(z.string()), field: z.optional(z.string()) });
