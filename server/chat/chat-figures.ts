/**
 * Response time (issue 38 point 7): the profile shows an advisor's median
 * time to accept a live chat request over the last FIGURES_DAYS days once
 * they had RESPONSE_TIME_MIN_REQUESTS requests in them (the catalogue keeps
 * it, read at most every RESPONSE_TIMES_TTL_MS: server/catalogue/catalogue.ts).
 * The counting and the median are the figures page's own rule
 * (server/figures/chat-requests.ts).
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { chatRequests } from '../figures/chat-requests';

export const FIGURES_DAYS = 30;
/** Below this many requests in FIGURES_DAYS days, no response time is shown. */
export const RESPONSE_TIME_MIN_REQUESTS = 5;

/** The public response time of each advisor who has enough requests and an accepted one. */
export async function responseTimes(db: AppDb): Promise<Map<number, number>> {
  const { byAdvisor } = await chatRequests(db, { start: sql`now() - make_interval(days => ${FIGURES_DAYS})`, end: sql`now()` });
  const times = new Map<number, number>();
  for (const [advisorId, figures] of byAdvisor) {
    if (figures.requests >= RESPONSE_TIME_MIN_REQUESTS && figures.medianSeconds !== null) times.set(advisorId, figures.medianSeconds);
  }
  return times;
}
