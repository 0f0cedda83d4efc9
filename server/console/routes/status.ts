/**
 * Console API: availability (issue 15 point 3). PUT
 * /api/console/advisors/:id/status sets Disponible, Occupé or Hors ligne:
 * an admin for any advisor, an `advisor` account for its own. The change
 * reaches every open page through the live stream (server/live/).
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contract/schemas';
import { AUTO_OFFLINE_UNDO_PATH, ConsoleAdvisor, StatusChange } from '../../../contract/schemas/console/advisors';
import { HttpError, notFound } from '../../http-error';
import { undoAutoOffline } from '../../chat/missed-requests';
import { advisors } from '../../db/schema';
import { setAdvisorStatus } from '../../live/set-status';
import { applyPostProtection } from '../../routes/post-protection';
import { ADVISOR_NOT_FOUND_MESSAGE, AdvisorParams, findAdvisor, toConsoleAdvisor } from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { assertMayActOn, forbidden, requireRole, userOf } from '../guard';

const NOTHING_TO_UNDO_MESSAGE = 'Votre statut a déjà été changé depuis : choisissez-le ci-dessous.';

export const statusRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db }, live, config }) => {
  await applyPostProtection(app, config);

  app.put(
    '/api/console/advisors/:id/status',
    {
      // Before the body is read: a request without a session, or for another advisor, is refused whatever it carries.
      onRequest: requireRole('admin', 'advisor'),
      schema: {
        tags: ['console'],
        summary: 'Changer la disponibilité d’un voyant (Disponible, Occupé, Indisponible)',
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
        audit(tx, user, { action: 'status-set', target: `advisor:${id}`, details: { from, to: availability } }),
      );
      if (!change) throw notFound(ADVISOR_NOT_FOUND_MESSAGE);
      if (change.event) {
        // The public API of this instance shows the change before the console hears back
        // (one reload, which the event's notification shares).
        await live.reloadAfterStatusEvent(change.event);
      }
      // A status chosen by hand ends an automatic Hors ligne (its banner) and the run of missed requests behind it.
      if (change.advisor.autoOfflineAt) {
        const [cleared] = await db.update(advisors).set({ autoOfflineAt: null, missedInARow: 0 }).where(and(eq(advisors.id, id), isNotNull(advisors.autoOfflineAt))).returning();
        return toConsoleAdvisor(cleared ?? change.advisor);
      }
      return toConsoleAdvisor(change.advisor);
    },
  );

  app.post(
    AUTO_OFFLINE_UNDO_PATH,
    {
      onRequest: requireRole('advisor'),
      schema: {
        tags: ['console'],
        summary: 'Annuler le passage automatique à Indisponible (deux demandes de tchat manquées) : de nouveau Disponible',
        params: AdvisorParams,
        response: { 200: ConsoleAdvisor, 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      // Their own: an admin sets a status with the Statut control.
      if (user.advisor_id !== id) throw forbidden();
      const change = await undoAutoOffline(db, user, id);
      if (!change) throw new HttpError(409, 'conflict', NOTHING_TO_UNDO_MESSAGE);
      if (change.event) await live.reloadAfterStatusEvent(change.event);
      return toConsoleAdvisor(await findAdvisor(db, id));
    },
  );
};
