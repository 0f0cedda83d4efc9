/**
 * GET /api/astro/theme: a birth chart from a date, a legal time and a place
 * of the list (the same query as the /theme-astral page's address).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../contract/schemas';
import { BirthChart, BirthChartQuery } from '../../contract/schemas/astro';
import type { BirthCharts } from '../astro/birth-chart';
import { READY_ROUTE, sendReadyJson } from './ready-json';

/** A chart never changes for the same birth data: a day fresh, then a week usable while the cache asks again. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export const astroRoutes: FastifyPluginAsyncZod<{ charts: BirthCharts }> = async (app, { charts }) => {
  app.get(
    '/api/astro/theme',
    {
      ...READY_ROUTE,
      schema: {
        tags: ['astrologie'],
        summary: 'Thème astral : positions, maisons Placidus, aspects et lecture',
        description:
          'date : AAAA-MM-JJ (1900–2100) ; heure : HH:MM, heure légale du lieu (absente : heure inconnue, thème de midi sans maisons) ; ' +
          'lieu : identifiant de la liste des lieux ; occurrence : 1 ou 2 pour une heure qui a existé deux fois.',
        querystring: BirthChartQuery,
        response: { 200: BirthChart, 400: ApiError, 422: ApiError },
      },
    },
    (request, reply) => sendReadyJson(request, reply, charts.get(request.query), CACHE_CONTROL),
  );
};
