import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Health } from '../../contract/schemas';
import type { Database } from '../db/open';

/** GET /api/health: the server and the database. Always 200 while the server runs; `status` says the rest. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const startedAt = Date.now();
  app.get(
    '/api/health',
    { schema: { tags: ['santé'], summary: 'État du serveur et de la base', response: { 200: Health } } },
    async (_request, reply) => {
      const databaseUp = await database.ping();
      reply.header('cache-control', 'no-store');
      return {
        status: databaseUp ? ('ok' as const) : ('degraded' as const),
        server: { status: 'ok' as const, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) },
        database: { status: databaseUp ? ('ok' as const) : ('down' as const), kind: database.kind },
      };
    },
  );
};
