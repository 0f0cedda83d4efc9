/**
 * Console API: the answer to a ping on an advisor's console stream
 * (server/live/presence.ts). Without these answers, a console whose network
 * went away without closing its connection would keep its advisor offered
 * to visitors for as long as the server's writes took to fail: many minutes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError } from '../../../contract/schemas';
import { CONSOLE_CHAT_PATHS } from '../../../contract/schemas/chat';
import type { ConsoleContext } from '../context';
import { requireRole } from '../guard';

export const presenceRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { presence }) => {
  app.post(
    CONSOLE_CHAT_PATHS.alive,
    {
      onRequest: requireRole('advisor'),
      schema: { tags: ['console'], summary: 'La console d’un voyant est toujours là (réponse au ping de son flux)', response: { 204: z.null(), 401: ApiError, 403: ApiError } },
    },
    async (request, reply) => {
      const session = request.consoleSession;
      if (session) await presence.alive(session);
      return reply.code(204).send(null);
    },
  );
};
