/**
 * Console API: availability (issue 15 point 3). PUT
 * /api/console/advisors/:id/status sets Disponible, Occupé or Hors ligne:
 * an admin for any advisor, an `advisor` account for its own. The change
 * reaches every open page through the live stream (server/live/).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityOf } from '../../../widgets/core/domain/availability';
import { ApiError } from '../../../widgets/core/schemas';
import { ConsoleAdvisor, StatusChange } from '../../../widgets/core/schemas/console';
import { notFound } from '../../http-error';
import { setAdvisorStatus } from '../../live/set-status';
import { applyPostProtection } from '../../routes/post-protection';
import { ADVISOR_NOT_FOUND_MESSAGE, AdvisorParams, toConsoleAdvisor } from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { assertMayActOn, requireRole, userOf } from '../guard';

export const statusRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db }, live, config }) => {
  await applyPostProtection(app, config);

  app.put(
    '/api/console/advisors/:id/status',
    {
      // Before the body is read: a request without a session, or for another advisor, is refused whatever it carries.
      onRequest: requireRole('admin', 'advisor'),
      schema: {
        tags: ['console'],
        summary: 'Changer la disponibilité d’un voyant (Disponible, Occupé, Hors ligne)',
        params: AdvisorParams,
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
      const { availability } = request.body;
      const change = await setAdvisorStatus(db, id, availability, (tx, from) =>
        audit(tx, user, { action: 'status-set', target: `advisor:${id}`, details: { from: availabilityOf({ status: from }), to: availability } }),
      );
      if (!change) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
      if (change.event) {
        // The public API of this instance shows the change before the console hears back
        // (one reload, which the event's notification shares).
        await live.reloadAfterStatusEvent(change.event);
      }
      return toConsoleAdvisor(change.advisor);
    },
  );
};
