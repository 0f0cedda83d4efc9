/**
 * Response time (issue 38 point 7): per advisor, over the live chat requests
 * (origin 'chat') started in the last FIGURES_DAYS days, how many there were,
 * how many were accepted and missed, and the median time from started_at to
 * accepted_at over the accepted ones, computed by the database
 * (percentile_cont). The profile shows the median once an advisor has
 * RESPONSE_TIME_MIN_REQUESTS requests (the catalogue keeps it, read at most
 * every RESPONSE_TIMES_TTL_MS: server/catalogue/catalogue.ts); the console
 * lists every figure (live).
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { conversations } from '../db/schema';

export const FIGURES_DAYS = 30;
/** Below this many requests in FIGURES_DAYS days, no response time is shown. */
export const RESPONSE_TIME_MIN_REQUESTS = 5;

export interface ChatFigures {
  advisorId: number;
  requests: number;
  accepted: number;
  missed: number;
  /** Whole seconds; null when none was accepted. */
  medianSeconds: number | null;
}

/** Every advisor's figures (those with a request in the period), or one advisor's. */
export async function chatFigures(db: AppDb, advisorId: number | null = null): Promise<ChatFigures[]> {
  const rows = await db
    .select({
      advisorId: conversations.advisorId,
      requests: sql<number>`count(*)::int`,
      accepted: sql<number>`count(${conversations.acceptedAt})::int`,
      missed: sql<number>`count(${conversations.missedAt})::int`,
      // Nulls (not accepted) are left out by the aggregate.
      median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${conversations.acceptedAt} - ${conversations.startedAt}))`,
    })
    .from(conversations)
    .where(
      and(
        eq(conversations.origin, 'chat'),
        gt(conversations.startedAt, sql`now() - make_interval(days => ${FIGURES_DAYS})`),
        advisorId === null ? undefined : eq(conversations.advisorId, advisorId),
      ),
    )
    .groupBy(conversations.advisorId);
  return rows.map(({ median, ...row }) => ({ ...row, medianSeconds: median === null ? null : Math.max(0, Math.round(Number(median))) }));
}

/** The public response time of each advisor who has enough requests and an accepted one. */
export async function responseTimes(db: AppDb): Promise<Map<number, number>> {
  const figures = await chatFigures(db);
  return new Map(figures.filter((f) => f.requests >= RESPONSE_TIME_MIN_REQUESTS && f.medianSeconds !== null).map((f) => [f.advisorId, f.medianSeconds!]));
}
