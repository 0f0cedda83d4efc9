/**
 * GET /api/astro/lune: the Moon of a Paris day, today or `?date=YYYY-MM-DD`:
 * its phase, lit share and sign at noon in Paris (as calendars and our
 * horoscopes read a day), and the next new and full moons.
 *
 * How long an answer holds: today's changes when the Paris day ends, and when
 * a new or full moon passes (« prochaine pleine lune » must then name the
 * next one). So it is computed once per day and lunation, and browsers and
 * proxies may keep it until then (`fresh_until`, and `max-age` to the second):
 * the site's pages, which the server keeps for their Paris day
 * (server/page-rendering.ts), hold the same answer all day. A day asked for
 * lists the lunations from its first minute and never changes: kept a day, so
 * that a correction we deploy still reaches caches by the next.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import * as z from 'zod/mini';
import { ApiError, AstroDay, MoonReport } from '../../contract/schemas';
import { moonOfDay } from '../astro/moon';
import { addDays, parisInstant, parisYmd, parseYmd, type Ymd } from '../calendar';
import type { Clock } from '../clock';
import { READY_ROUTE, sendReadyJson } from './ready-json';

const MINUTE_MS = 60_000;
const DAY_CACHE_CONTROL = 'public, max-age=86400';

const firstLunation = (report: MoonReport) => Math.min(Date.parse(report.next_new_moon.at), Date.parse(report.next_full_moon.at));

/** The Moon of `day` with the lunations from `from` (ms), holding until the day ends or the first of them. */
function moonFrom(day: Ymd, from: number): MoonReport {
  const report = moonOfDay(day, new Date(from));
  const dayEnd = parisInstant(addDays(day, 1), 0).getTime();
  return { ...report, fresh_until: new Date(Math.min(dayEnd, firstLunation(report))).toISOString() };
}

export const moonRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  // A few milliseconds each (three searches of astronomy-engine); bounded, so a crawl of every day cannot grow the memory.
  const kept = new LRUCache<string, MoonReport>({ max: 512 });
  const keep = (key: string, compute: () => MoonReport): MoonReport => {
    let report = kept.get(key);
    if (!report) kept.set(key, (report = compute()));
    return report;
  };

  /** Today's Moon, its lunations from the day's first minute, or from the minute after one that passed today (new and full moons are two weeks apart: one a day at most). */
  function moonToday(now: number): MoonReport {
    const day = parisYmd(new Date(now));
    const start = parisInstant(day, 0).getTime();
    const report = keep(`today ${start}`, () => moonFrom(day, start));
    const passed = firstLunation(report);
    if (passed > now) return report;
    const after = Math.floor(passed / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
    return keep(`today ${after}`, () => moonFrom(day, after));
  }

  app.get(
    '/api/astro/lune',
    {
      ...READY_ROUTE,
      schema: {
        tags: ['astrologie'],
        summary: 'La Lune du jour\u202f: phase, part éclairée, signe, prochaines nouvelle et pleine lunes',
        description:
          'Sans `date`\u202f: la Lune d’aujourd’hui (jour de Paris), valable jusqu’à minuit ou jusqu’à la prochaine lunaison (`fresh_until`). Avec `date=AAAA-MM-JJ` (de 1900 à 2100)\u202f: la Lune de ce jour. Phase, part éclairée et signe sont ceux de midi, heure de Paris\u202f; les lunaisons sont données en UTC et à l’heure légale de Paris.',
        querystring: z.object({ date: z.optional(AstroDay) }),
        response: { 200: MoonReport, 400: ApiError },
      },
    },
    (request, reply) => {
      const { date } = request.query;
      if (date) {
        const day = parseYmd(date);
        return sendReadyJson(request, reply, keep(date, () => moonOfDay(day, parisInstant(day, 0))), DAY_CACHE_CONTROL);
      }
      const now = clock().getTime();
      const report = moonToday(now);
      const seconds = Math.max(1, Math.ceil((Date.parse(report.fresh_until!) - now) / 1000));
      return sendReadyJson(request, reply, report, `public, max-age=${seconds}`);
    },
  );
};
