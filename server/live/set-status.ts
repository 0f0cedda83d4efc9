/**
 * Sets an advisor's availability: the one write behind the console's
 * `Statut` control (and, later, the chat's automatic busy state). The
 * advisor row, the status event and its notification go in one
 * transaction, so every instance hears exactly what the database holds.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Availability } from '../../contract/domain/availability';
import type { AppDb } from '../db/open';
import { advisors, statusEvents, type AdvisorRow } from '../db/schema';
import { CHANNELS, notify } from './channels';
import { statusPayload, type StatusEvent } from './status-event';

/**
 * How long status events are kept for pages to catch up on. A page away
 * longer (a laptop asleep overnight) gets a snapshot of every status instead.
 */
const STATUS_EVENTS_KEPT = '1 day';

export interface StatusChange {
  /** The advisor row after the change. */
  advisor: AdvisorRow;
  /** The event written, or null when the status was already the one asked. */
  event: StatusEvent | null;
}

/**
 * null when the advisor is unknown or archived (an archived advisor is shown
 * nowhere, so has no availability to set). `record`, when given, runs in the
 * same transaction once a change is written (the console's audit entry):
 * both commit, or neither.
 */
export async function setAdvisorStatus(
  db: AppDb,
  advisorId: number,
  availability: Availability,
  record?: (tx: AppDb, from: Availability) => Promise<void>,
): Promise<StatusChange | null> {
  return db.transaction(async (tx) => {
    // Status changes take their event ids and commit one at a time: pages then
    // receive ids in increasing order, and a page that resumes after id N can
    // never have missed an event numbered below N that committed later.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CHANNELS.status}))`);
    const [current] = await tx
      .select()
      .from(advisors)
      .where(and(eq(advisors.id, advisorId), isNull(advisors.archivedAt)));
    if (!current) return null;
    if (current.status === availability) return { advisor: current, event: null };

    const [advisor] = await tx.update(advisors).set({ status: availability }).where(eq(advisors.id, advisorId)).returning();
    const [row] = await tx.insert(statusEvents).values({ advisorId, status: availability }).returning({ id: statusEvents.id });
    const event: StatusEvent = { id: row!.id, advisorId, status: availability };
    // The newest event always stays, so that the table tells a known id from an unknown one.
    await tx.delete(statusEvents).where(and(lt(statusEvents.at, sql`now() - ${STATUS_EVENTS_KEPT}::interval`), lt(statusEvents.id, event.id)));
    await record?.(tx, current.status);
    await notify(tx, CHANNELS.status, statusPayload(event));
    return { advisor: advisor!, event };
  });
}
