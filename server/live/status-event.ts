/**
 * An availability change as the status channel carries it between instances,
 * and the status_events table that keeps the recent ones: a page that
 * reconnects with Last-Event-ID is sent what it missed from there, whichever
 * instance it reconnects to.
 */
import { and, asc, gt, lte, max, min } from 'drizzle-orm';
import * as z from 'zod/mini';
import { AVAILABILITIES, type Availability } from '../../contract/domain/availability';
import type { AppDb } from '../db/open';
import { statusEvents } from '../db/schema';

/** One change: the status_events row's id (the stream's event id), the advisor, their new availability. */
export interface StatusEvent {
  id: number;
  advisorId: number;
  status: Availability;
}

const StatusPayload = z.object({ id: z.int(), advisorId: z.int(), status: z.enum(AVAILABILITIES) });

/** The NOTIFY payload (a few dozen bytes, far under PostgreSQL's 8000). */
export const statusPayload = (event: StatusEvent): string => JSON.stringify({ id: event.id, advisorId: event.advisorId, status: event.status });

/** The event a payload names, or null for one this version cannot read. */
export function parseStatusPayload(payload: string): StatusEvent | null {
  try {
    const parsed = z.safeParse(StatusPayload, JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The first and last ids kept (both null when the table is empty). */
export async function statusEventRange(db: AppDb): Promise<{ first: number | null; last: number | null }> {
  const [row] = await db.select({ first: min(statusEvents.id), last: max(statusEvents.id) }).from(statusEvents);
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** The events after `afterId` up to `upToId` included, oldest first, at most `limit`. */
export async function statusEventsBetween(db: AppDb, afterId: number, upToId: number, limit: number): Promise<StatusEvent[]> {
  return db
    .select({ id: statusEvents.id, advisorId: statusEvents.advisorId, status: statusEvents.status })
    .from(statusEvents)
    .where(and(gt(statusEvents.id, afterId), lte(statusEvents.id, upToId)))
    .orderBy(asc(statusEvents.id))
    .limit(limit);
}

