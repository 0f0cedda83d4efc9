/**
 * Console API: the chat's figures of the last 30 days per advisor (issue 38
 * point 7): requests, accepted, missed and the median time to accept, read
 * live (server/chat/chat-figures.ts). An admin sees every advisor with a
 * request in the period; an advisor their own row, zeros included.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError } from '../../../widgets/core/schemas';
import { CHAT_FIGURES_PATH, ChatFiguresRow } from '../../../widgets/core/schemas/console';
import { chatFigures } from '../../chat/chat-figures';
import { advisors } from '../../db/schema';
import type { ConsoleContext } from '../context';
import { forbidden, requireRole, userOf } from '../guard';

export const chatFiguresRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db } }) => {
  app.get(
    CHAT_FIGURES_PATH,
    {
      onRequest: requireRole('admin', 'advisor'),
      schema: {
        tags: ['console'],
        summary: 'Demandes de tchat des 30 derniers jours par voyant\u202f: reçues, acceptées, manquées, temps médian de réponse',
        response: { 200: z.array(ChatFiguresRow), 401: ApiError, 403: ApiError },
      },
    },
    async (request) => {
      const user = userOf(request);
      const own = user.role === 'admin' ? null : user.advisor_id;
      if (user.role !== 'admin' && own === null) throw forbidden();
      const figures = await chatFigures(db, own);
      const ids = own === null ? figures.map((row) => row.advisorId) : [own];
      if (ids.length === 0) return [];
      const names = new Map((await db.select({ id: advisors.id, firstName: advisors.firstName }).from(advisors).where(inArray(advisors.id, ids))).map((row) => [row.id, row.firstName]));
      const byId = new Map(figures.map((row) => [row.advisorId, row]));
      return ids
        .map((id) => {
          const row = byId.get(id);
          return { advisor_id: id, first_name: names.get(id) ?? '', requests: row?.requests ?? 0, accepted: row?.accepted ?? 0, missed: row?.missed ?? 0, median_seconds: row?.medianSeconds ?? null };
        })
        .sort((a, b) => b.requests - a.requests || a.first_name.localeCompare(b.first_name, 'fr'));
    },
  );
};
