/**
 * Live chat requests (conversations of origin 'chat') started between two
 * instants, per advisor and in all: how many, how many accepted and missed,
 * and the median time from started_at to accepted_at over the accepted ones,
 * computed by the database (percentile_cont). The one place of that rule:
 * the figures page reads it over Paris days, the profiles' response time
 * over the last 30 days (server/chat/chat-figures.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { conversations } from '../db/schema';
import { within, type Between } from './range';

export interface ChatCounts {
  requests: number;
  accepted: number;
  missed: number;
  /** Whole seconds; null when none was accepted. */
  medianSeconds: number | null;
}

export interface ChatRequests {
  /** Advisors with at least one request. */
  byAdvisor: Map<number, ChatCounts>;
  /** Every request in scope (zeros without any). */
  total: ChatCounts;
}

export const NO_CHAT: ChatCounts = { requests: 0, accepted: 0, missed: 0, medianSeconds: null };

/** Every advisor's requests (`advisorId` null) or one advisor's, between the instants. */
export async function chatRequests(db: AppDb, between: Between, advisorId: number | null = null): Promise<ChatRequests> {
  const rows = await db
    .select({
      advisorId: sql<number>`${conversations.advisorId} + 0`,
      // 1 on the row of all advisors (grouping sets' grand total).
      all: sql<number>`grouping(${conversations.advisorId} + 0)::int`,
      requests: sql<number>`count(*)::int`,
      accepted: sql<number>`count(${conversations.acceptedAt})::int`,
      missed: sql<number>`count(${conversations.missedAt})::int`,
      // Nulls (not accepted) are left out by the aggregate.
      median: sql<number | null>`percentile_cont(0.5) within group (order by extract(epoch from ${conversations.acceptedAt} - ${conversations.startedAt}))::float8`,
    })
    .from(conversations)
    .where(and(eq(conversations.origin, 'chat'), within(conversations.startedAt, between), advisorId === null ? undefined : eq(conversations.advisorId, advisorId)))
    // `+ 0`: grouped by a value, not by the column, so that the planner cannot read the rows in the order of the
    // advisor index (a page of the table per row: ten times the reads of a scan and a sort over a year on PGlite).
    .groupBy(sql`grouping sets ((${conversations.advisorId} + 0), ())`);
  const result: ChatRequests = { byAdvisor: new Map(), total: NO_CHAT };
  for (const { advisorId: id, all, median, ...counts } of rows) {
    const figures = { ...counts, medianSeconds: median === null ? null : Math.max(0, Math.round(Number(median))) };
    if (all === 1) result.total = figures;
    else result.byAdvisor.set(id, figures);
  }
  return result;
}
