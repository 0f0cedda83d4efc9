/**
 * Console API: availability (issue 15 point 3). PUT
 * /api/console/advisors/:id/status sets Disponible, Occupé or Hors ligne:
 * an admin for any advisor, an `advisor` account for its own. The change
 * reaches every open page through the live stream (server/live/).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { availabilityOf } from '../../../widgets/core/domain/availability';
import { ApiError } from '../../../widgets/core/schemas';
import { ConsoleAdvisor, StatusChange } from '../../../widgets/core/schemas/console';
import { notFound } from '../../http-error';
import { setAdvisorStatus } from '../../live/set-status';
import { safeErrorFields } from '../../log-safe-error';
import { applyPostProtection } from '../../routes/post-protection';
import { ADVISOR_NOT_FOUND_MESSAGE, toConsoleAdvisor } from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { assertMayActOn, requireRole, userOf } from '../guard';

const StatusParams = z.object({
  id: z.coerce
    .number(ADVISOR_NOT_FOUND_MESSAGE)
    .check(z.int(ADVISOR_NOT_FOUND_MESSAGE), z.positive(ADVISOR_NOT_FOUND_MESSAGE), z.lte(2_147_483_647, ADVISOR_NOT_FOUND_MESSAGE)),
});

export const statusRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db }, config }) => {
  await applyPostProtection(app, config);

  app.put(
    '/api/console/advisors/:id/status',
    {
      // Before the body is read: a request without a session, or for another advisor, is refused whatever it carries.
      onRequest: requireRole('admin', 'advisor'),
      schema: {
        tags: ['console'],
        summary: 'Changer la disponibilité d’un voyant (Disponible, Occupé, Hors ligne)',
        params: StatusParams,
        body: StatusChange,
        response: { 200: ConsoleAdvisor, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
      },
      preValidation: async (request) => {
        const id = Number((request.params as { id: unknown }).id);
        if (Number.isInteger(id)) assertMayActOn(userOf(request), id);
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      assertMayActOn(user, id);
      const change = await setAdvisorStatus(db, id, request.body.availability);
      if (!change) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
      if (change.event) {
        await audit(db, user, { action: 'status-set', target: `advisor:${id}`, details: { from: availabilityOf({ status: change.from }), to: request.body.availability } });
        // The public API of this instance shows the change before the console hears back
        // (the notification reloads it too; the two reloads are one).
        await app.live.refreshCatalogue().catch((error: unknown) => request.log.warn({ error: safeErrorFields(error) }, 'catalogue refresh failed; serving the last one'));
      }
      return toConsoleAdvisor(change.advisor);
    },
  );
};
