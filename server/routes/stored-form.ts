/**
 * A public form whose submission is kept in a table and acknowledged
 * 201 { id } once stored (the contact message, the self-exclusion request):
 * the POST protection, the OpenAPI description and "no answer without
 * storage" in one place; each form brings its schema and its insert.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { ApiError, ContactReceipt } from '../../contract/schemas';
import type { Config } from '../config';
import { applyPostProtection, POST_ERROR_RESPONSES, postRouteOptions, storedOr503 } from './post-protection';

export interface StoredForm<Body extends z.ZodMiniType> {
  url: string;
  /** OpenAPI tag and summary. */
  tag: string;
  summary: string;
  body: Body;
  /** How the log names a submission that could not be stored (never its content). */
  what: string;
  /** The French 503 message: what was not stored. */
  unavailableMessage: string;
  /** Inserts the validated (trimmed) body and returns the new row's id. */
  store(body: z.infer<Body>): Promise<number | undefined>;
}

export function storedFormRoutes<Body extends z.ZodMiniType>(form: StoredForm<Body>): FastifyPluginAsyncZod<{ config: Config }> {
  return async (app, { config }) => {
    await applyPostProtection(app, config);
    app.post(
      form.url,
      {
        ...postRouteOptions(config),
        schema: {
          tags: [form.tag],
          summary: form.summary,
          body: form.body,
          response: { 201: ContactReceipt, ...POST_ERROR_RESPONSES, 503: ApiError },
        },
      },
      async (request, reply) => {
        // The schema has already trimmed every field and refused a filled honeypot.
        const id = await storedOr503(request, form.what, form.unavailableMessage, async () => {
          const stored = await form.store(request.body as z.infer<Body>);
          if (stored === undefined) throw new Error('insert returned no row');
          return stored;
        });
        return reply.status(201).send({ id });
      },
    );
  };
}
