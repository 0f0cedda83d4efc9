/**
 * GET /api/horoscopes/:sign/:period: the horoscope of a sign for a period,
 * from the provider when one is configured, from our engine otherwise.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiError, Horoscope, HOROSCOPE_PERIODS, type HoroscopePeriod } from '../../contract/schemas';
import { HOROSCOPE_FRESHNESS, ZODIAC_SIGNS } from '../../contract/domain';
import type { HoroscopeService } from '../horoscope/service';
import { READY_ROUTE, sendReadyJson } from './ready-json';

/** Fresh for the period's freshness, then usable stale while the cache refreshes, up to its retention. */
const CACHE_CONTROL = Object.fromEntries(
  HOROSCOPE_PERIODS.map((period) => {
    const { freshSeconds, retainSeconds } = HOROSCOPE_FRESHNESS[period];
    return [period, `public, max-age=${freshSeconds}, stale-while-revalidate=${retainSeconds - freshSeconds}`];
  }),
) as Record<HoroscopePeriod, string>;

export const horoscopeRoutes: FastifyPluginAsyncZod<{ service: HoroscopeService }> = async (app, { service }) => {
  app.get(
    '/api/horoscopes/:sign/:period',
    {
      ...READY_ROUTE,
      schema: {
        tags: ['horoscopes'],
        summary: 'Horoscope d’un signe pour une période',
        description:
          `Signe : slug français (${ZODIAC_SIGNS.map((s) => s.slug).join(', ')}) ou nom anglais (aries, leo…). ` +
          `Période : ${HOROSCOPE_PERIODS.join(', ')}.`,
        // Plain strings: the service answers an unknown sign or period with its own French message.
        params: z.object({ sign: z.string(), period: z.string() }),
        response: { 200: Horoscope, 400: ApiError, 404: ApiError },
      },
    },
    (request, reply) => {
      const { sign, period } = request.params;
      const answer = service.get(sign, period);
      // get() has thrown a 400 for any other period.
      const cacheControl = CACHE_CONTROL[period as HoroscopePeriod];
      if (answer instanceof Promise) return answer.then((horoscope) => sendReadyJson(request, reply, horoscope, cacheControl));
      return sendReadyJson(request, reply, answer, cacheControl);
    },
  );
};
