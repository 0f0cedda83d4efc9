/**
 * Console API: the agency's figures (issue 39 point 5) over a range of Paris
 * days, as JSON for the Chiffres page and as a CSV file for French Excel.
 * An admin reads the whole agency or one advisor (`advisor`); an advisor
 * account reads its own figures only, enforced here: asking for another
 * advisor's is refused (403), whatever the page shows.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../../contract/schemas/server';
import { FIGURES_CSV_PATH, FIGURES_PATH, FiguresAnswer, FiguresQuery } from '../../../contract/schemas/figures';
import { figuresCsv, figuresCsvFileName } from '../../figures/figures-csv';
import { agencyFigures } from '../../figures/figures';
import { resolveRange } from '../../figures/range';
import type { ConsoleContext } from '../context';
import { forbidden, requireRole, userOf } from '../guard';

const tags = ['console : chiffres'];
const refusals = { 400: ApiError, 401: ApiError, 403: ApiError };

/** Whose figures a request may read: null for the whole agency (admins only). */
function scopeOf(request: FastifyRequest, asked: number | undefined): number | null {
  const user = userOf(request);
  if (user.role === 'admin') return asked ?? null;
  if (user.advisor_id === null || (asked !== undefined && asked !== user.advisor_id)) throw forbidden();
  return user.advisor_id;
}

export const figuresRoutes: FastifyPluginAsyncZod<ConsoleContext> = async (app, { database: { db }, clock }) => {
  app.addHook('onRequest', requireRole('admin', 'advisor'));

  const figuresOf = (request: FastifyRequest, query: FiguresQuery) => agencyFigures(db, resolveRange(query, clock()), scopeOf(request, query.advisor));

  app.get(
    FIGURES_PATH,
    {
      schema: {
        tags,
        summary: 'Chiffres de l’agence par jour et par voyant sur une période (un voyant\u202f: les siens)',
        querystring: FiguresQuery,
        response: { 200: FiguresAnswer, ...refusals },
      },
    },
    (request) => figuresOf(request, request.query),
  );

  app.get(
    FIGURES_CSV_PATH,
    {
      schema: {
        tags,
        summary: 'Les mêmes chiffres en CSV (Excel en français)',
        querystring: FiguresQuery,
        // No response schema: the 200 is CSV text, which the zod serialiser would write as a JSON string.
      },
    },
    async (request, reply) => {
      const figures = await figuresOf(request, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${figuresCsvFileName(figures)}"`)
        .send(figuresCsv(figures));
    },
  );
};
