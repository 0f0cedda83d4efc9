/**
 * The chat's effect on availability: accepting a conversation sets the
 * advisor Occupé; once their last one ends (closed, declined, erased) they are
 * Disponible again, unless they chose another status meanwhile (Hors ligne
 * stays Hors ligne). Each sync counts the advisor's active conversations and
 * reads their status under a lock of their own, after the change committed:
 * two changes at once (an accept and a close, two tabs) are settled one after
 * the other, and the last sees both. The status goes through the console's
 * one status write, so every open page sees it.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { advisors } from '../db/schema';
import type { LiveBus } from '../live/event-bus';
import { setAdvisorStatus } from '../live/set-status';
import type { StatusEvent } from '../live/status-event';
import { activeConversations } from './chat-store';

/** Advisory lock key space of the busy syncs (one lock per advisor inside it). */
const BUSY_LOCK = 0x766f7962; // 'voyb'

/** `accepted`: the change was an accept (only an accept makes an advisor busy). */
export async function syncBusy(db: AppDb, live: LiveBus, advisorId: number, accepted: boolean): Promise<void> {
  const event = await db.transaction(async (tx): Promise<StatusEvent | null> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUSY_LOCK}, ${advisorId})`);
    const active = await activeConversations(tx, advisorId);
    const [advisor] = await tx.select({ status: advisors.status }).from(advisors).where(eq(advisors.id, advisorId));
    if (!advisor) return null;
    const wanted = active > 0 && accepted ? 'busy' : active === 0 && advisor.status === 'busy' ? 'available' : null;
    if (!wanted) return null;
    return (await setAdvisorStatus(tx, advisorId, wanted))?.event ?? null;
  });
  // This instance's API shows the change before it answers (the notification shares the reload).
  if (event) await live.reloadAfterStatusEvent(event);
}
