/**
 * The operator console's API, /api/console/…: one encapsulated plugin whose
 * guard (session, Origin) applies to every route in it and nowhere else.
 * Console answers are never cached and never open to other origins.
 */
import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import type { ConsoleContext } from './context';
import { installConsoleGuard } from './guard';
import { accountRoutes } from './routes/accounts';
import { agencySettingsRoutes } from './routes/agency';
import { advisorAdminRoutes } from './routes/advisors';
import { auditRoutes } from './routes/audit';
import { chatConsoleRoutes } from './routes/chat';
import { figuresRoutes } from './routes/figures';
import { hoursRoutes } from './routes/hours';
import { inboxRoutes } from './routes/inbox';
import { mediaUploadRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { outboxRoutes } from './routes/outbox';
import { presenceRoutes } from './routes/presence';
import { reviewConsoleRoutes } from './routes/reviews';
import { sessionRoutes } from './routes/session';
import { statusRoutes } from './routes/status';

export const consoleApi: FastifyPluginAsync<ConsoleContext> = async (app, context) => {
  await app.register(cookie);
  installConsoleGuard(app, { db: context.database.db, clock: context.clock, publicOrigin: context.config.PUBLIC_ORIGIN, onEnded: (session, advisorId) => context.presence.signOut(session, advisorId) });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  for (const routes of [sessionRoutes, accountRoutes, auditRoutes, advisorAdminRoutes, mediaUploadRoutes, statusRoutes, hoursRoutes, inboxRoutes, outboxRoutes, chatConsoleRoutes, figuresRoutes, presenceRoutes, orderRoutes, reviewConsoleRoutes, agencySettingsRoutes]) {
    await app.register(routes, context);
  }
};
