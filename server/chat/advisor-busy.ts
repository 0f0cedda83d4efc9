/**
 * The chat's effect on availability: accepting a conversation sets the
 * advisor Occupé; closing their last one sets them Disponible again, unless
 * they chose another status meanwhile (Hors ligne stays Hors ligne). Both
 * go through the console's one status write, so every open page sees them.
 */
import { eq } from 'drizzle-orm';
import { STATUS_OF, type Availability } from '../../widgets/core/domain/availability';
import type { AppDb } from '../db/open';
import { advisors } from '../db/schema';
import type { LiveBus } from '../live/event-bus';
import { setAdvisorStatus } from '../live/set-status';
import { activeConversations } from './chat-store';

async function setStatus(db: AppDb, live: LiveBus, advisorId: number, availability: Availability): Promise<void> {
  const change = await setAdvisorStatus(db, advisorId, availability);
  // This instance's API shows the change before it answers (the notification shares the reload).
  if (change?.event) await live.reloadAfterStatusEvent(change.event);
}

export async function markBusy(db: AppDb, live: LiveBus, advisorId: number): Promise<void> {
  await setStatus(db, live, advisorId, 'busy');
}

export async function releaseIfIdle(db: AppDb, live: LiveBus, advisorId: number): Promise<void> {
  if ((await activeConversations(db, advisorId)) > 0) return;
  const [advisor] = await db.select({ status: advisors.status }).from(advisors).where(eq(advisors.id, advisorId));
  if (advisor?.status === STATUS_OF.busy) await setStatus(db, live, advisorId, 'available');
}
