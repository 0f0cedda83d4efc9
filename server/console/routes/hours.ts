/**
 * Console API: an advisor's weekly hours, Paris time (issue 38 point 6).
 * GET and PUT /api/console/advisors/:id/hours: an admin for any advisor, an
 * `advisor` account for its own. Saved like the other edits of the advisor
 * (the catalogue reloads on every instance, the profile shows them) and
 * audited as an edit of its `weekly_hours` field; null brings back the
 * default, Monday to Friday 9 h 00 to 18 h 00.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { WeeklyHours } from '../../../contract/domain/weekly-hours';
import { ApiError } from '../../../contract/schemas';
import { HoursAnswer, HoursChange } from '../../../contract/schemas/weekly-hours';
import { advisors } from '../../db/schema';
import { applyPostProtection } from '../../routes/post-protection';
import { AdvisorParams, findAdvisor, writeCatalogue } from '../advisor-store';
import { audit } from '../audit';
import type { ConsoleContext } from '../context';
import { assertMayActOn, requireRole, userOf } from '../guard';

const tags = ['console'];
const ERRORS = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError } as const;
const PATH = '/api/console/advisors/:id/hours';

/** Before the body is read: a request for another advisor's hours is refused whatever it carries. */
async function mayActOnTarget(request: FastifyRequest) {
  const id = Number((request.params as { id: unknown }).id);
  if (Number.isInteger(id)) assertMayActOn(userOf(request), id);
}

/** The same hours, whatever order PostgreSQL's jsonb gave each range's keys. */
const hoursKey = (hours: WeeklyHours | null) => (hours ? hours.map((ranges) => ranges.map(({ from, to }) => `${from}-${to}`).join()).join('|') : null);

export const hoursRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, context) => {
  const { database, clock, config } = context;
  const { db } = database;
  await applyPostProtection(app, config);
  const adminOrAdvisor = requireRole('admin', 'advisor');

  app.get(
    PATH,
    {
      onRequest: adminOrAdvisor,
      preValidation: mayActOnTarget,
      schema: { tags, summary: 'Les horaires d’un voyant (heure de Paris)', params: AdvisorParams, response: { 200: HoursAnswer, ...ERRORS } },
    },
    async (request) => {
      assertMayActOn(userOf(request), request.params.id);
      const row = await findAdvisor(db, request.params.id);
      return { weekly_hours: row.weeklyHours as HoursAnswer['weekly_hours'] };
    },
  );

  app.put(
    PATH,
    {
      onRequest: adminOrAdvisor,
      preValidation: mayActOnTarget,
      schema: {
        tags,
        summary: 'Fixer les horaires d’un voyant (heure de Paris ; null : du lundi au vendredi, de 9 h 00 à 18 h 00)',
        params: AdvisorParams,
        body: HoursChange,
        response: { 200: HoursAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const user = userOf(request);
      const { id } = request.params;
      assertMayActOn(user, id);
      const hours = request.body.weekly_hours;
      const current = await findAdvisor(db, id);
      if (hoursKey(current.weeklyHours as WeeklyHours | null) === hoursKey(hours)) return { weekly_hours: hours };
      await writeCatalogue(context, async (tx) => {
        await tx.update(advisors).set({ weeklyHours: hours, updatedAt: clock() }).where(eq(advisors.id, id));
        // The field's name, never its value, as every advisor edit.
        await audit(tx, user, { action: 'advisor-edited', target: `advisor:${id}`, details: { fields: ['weekly_hours'] } });
      });
      return { weekly_hours: hours };
    },
  );
};
