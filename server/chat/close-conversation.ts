/**
 * A conversation ends: the advisor closes it from the console, or the
 * visitor from their widget (CHAT_PATHS.close). One way for both, in one
 * transaction under the conversation's lock:
 * - waiting or active → closed (any other state is left: a second close, a
 *   close after a decline, answer the same and change nothing);
 * - the visitor's close leaves its line in the conversation (kind 'end',
 *   on the visitor's side), by which both sides know who ended it;
 * - its unpaid orders are expired at once (./../orders/order-store.ts): the
 *   offer's link stops being offered the moment the chat ends, and the
 *   console's orders say so. A payment already under way on the provider's
 *   page is still recorded: the webhook takes an expired order to paid
 *   (server/orders/payment-state.ts), as it does after the 24 h expiry;
 * - a paid consultation's visitor is invited to review it.
 * Then the advisor's busy state is recomputed (server/chat/advisor-busy.ts),
 * which every instance hears through the status notification.
 */
import type { ConversationStatus } from '../../contract/schemas/chat';
import type { AppDb } from '../db/open';
import type { ConversationRow } from '../db/schema';
import type { LiveBus } from '../live/event-bus';
import { expireOrdersOfConversation } from '../orders/order-store';
import { inviteOnConversationEnd } from '../reviews/invitations';
import { syncBusy } from './advisor-busy';
import { addServerLine, moveConversation } from './chat-store';

/** The visitor's line when they end the conversation (the console shows it as written; the widget says « Vous avez terminé… »). */
export const VISITOR_ENDED_LINE = 'Le visiteur a terminé la conversation.';

const CLOSABLE: readonly ConversationStatus[] = ['waiting', 'active'];

/** Closes the conversation; the row it ended with, or null when it was not open (closed already, declined, missed). */
export async function closeConversation(db: AppDb, live: LiveBus, id: number, by: 'advisor' | 'visitor', now: Date, origin: string): Promise<ConversationRow | null> {
  const moved = await moveConversation(db, id, CLOSABLE, 'closed', now, async (tx, row) => {
    if (by === 'visitor') await addServerLine(tx, row.id, VISITOR_ENDED_LINE, now, 'end', 'visitor');
    await expireOrdersOfConversation(tx, row.id);
    await inviteOnConversationEnd(tx, row.id, origin, now);
  });
  if (!moved) return null;
  if (moved.left === 'active') await syncBusy(db, live, moved.row.advisorId, false);
  return moved.row;
}
