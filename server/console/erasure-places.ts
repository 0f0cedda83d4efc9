/**
 * Each place where a visitor's e-mail address can be (PERSONAL_DATA in
 * ./personal-data.ts lists them), and how its erasure reaches it. Each
 * function works in the caller's transaction and takes the address trimmed
 * and lowercased; a place is matched whatever the case the visitor typed it in.
 */
import { and, eq, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { notifyChat } from '../chat/chat-events';
import type { AppDb } from '../db/open';
import { chatMessages, contactMessages, conversations, orders, outbox, presenceAlerts, questions, reviews, selfExclusionRequests } from '../db/schema';
import { anonymisedAddress } from '../self-exclusion-lookup';

/** The column is the address (as typed: spaces and case aside). */
const isAddress = (column: SQLWrapper, email: string) => sql`lower(trim(${column})) = ${email}`;
/** The text holds the address somewhere; strpos, not LIKE: an address's `_` and `%` are taken literally. */
const holdsAddress = (column: SQLWrapper, email: string) => sql`strpos(lower(${column}), ${email}) > 0`;

export async function eraseContactMessages(tx: AppDb, email: string): Promise<number> {
  const gone = await tx.delete(contactMessages).where(isAddress(contactMessages.email, email)).returning({ id: contactMessages.id });
  return gone.length;
}

/** Every e-mail to the address, whatever its state (sent, to send, kept without SMTP). */
export async function eraseOutbox(tx: AppDb, email: string): Promise<number> {
  const gone = await tx.delete(outbox).where(isAddress(outbox.recipient, email)).returning({ id: outbox.id });
  return gone.length;
}

/** Every « Prévenez-moi » subscription of the address, confirmed or not. */
export async function erasePresenceAlerts(tx: AppDb, email: string): Promise<number> {
  const gone = await tx.delete(presenceAlerts).where(isAddress(presenceAlerts.email, email)).returning({ id: presenceAlerts.id });
  return gone.length;
}

/** The free question form asks for no e-mail: a question holds the address only when the visitor wrote it in. */
export async function eraseQuestions(tx: AppDb, email: string): Promise<number> {
  const gone = await tx.delete(questions).where(holdsAddress(questions.question, email)).returning({ id: questions.id });
  return gone.length;
}

/**
 * Self-exclusion requests are kept, anonymised, not deleted: the exclusion is
 * a protection the client asked for (addiction risk), and forgetting it would
 * let them be served again. What honours it stays (the duration and the
 * dates, the address as its keyed hash, which findSelfExclusions compares a
 * later address with); what it does not need goes (the name, the phone).
 */
export async function anonymiseSelfExclusions(tx: AppDb, email: string, hmac: string): Promise<number> {
  const kept = await tx
    .update(selfExclusionRequests)
    .set({ email: anonymisedAddress(hmac), name: '', phone: '' })
    .where(isAddress(selfExclusionRequests.email, email))
    .returning({ id: selfExclusionRequests.id });
  return kept.length;
}

export interface ErasedConversations {
  conversations: number;
  messages: number;
  /** Advisors of the conversations that were active: their Occupé status is to be synced once this commits. */
  busyAdvisors: number[];
}

/**
 * Every conversation in which the visitor wrote the address (their own
 * messages only: an advisor quoting an address is not the visitor giving it)
 * or left it to be answered at,
 * with its first name and all its messages. The rows are locked first, so a
 * message sent meanwhile waits and then finds its conversation gone; the open
 * streams hear `erased`, as when the visitor erases it themselves.
 */
export async function eraseConversations(tx: AppDb, email: string): Promise<ErasedConversations> {
  const mentioning = tx
    .select({ id: chatMessages.conversationId })
    .from(chatMessages)
    .where(and(eq(chatMessages.author, 'visitor'), holdsAddress(chatMessages.text, email)));
  const found = await tx
    .select({ id: conversations.id, advisorId: conversations.advisorId, state: conversations.state })
    .from(conversations)
    .where(or(inArray(conversations.id, mentioning), isAddress(conversations.visitorEmail, email)))
    .for('update');
  if (found.length === 0) return { conversations: 0, messages: 0, busyAdvisors: [] };
  const ids = found.map(({ id }) => id);
  // Deleted explicitly rather than by the cascade, to count them.
  const messages = await tx.delete(chatMessages).where(inArray(chatMessages.conversationId, ids)).returning({ id: chatMessages.id });
  await tx.delete(conversations).where(inArray(conversations.id, ids));
  for (const { id, advisorId } of found) await notifyChat(tx, { t: 'erased', c: id, a: advisorId });
  const busyAdvisors = [...new Set(found.filter(({ state }) => state === 'active').map(({ advisorId }) => advisorId))];
  return { conversations: found.length, messages: messages.length, busyAdvisors };
}

/** The reviews of the orders paid with the address: the visitor's words and first name go with it. */
export async function eraseReviews(tx: AppDb, email: string): Promise<number> {
  const ordersOfAddress = tx.select({ id: orders.id }).from(orders).where(isAddress(orders.visitorEmail, email));
  const gone = await tx.delete(reviews).where(inArray(reviews.orderId, ordersOfAddress)).returning({ id: reviews.id });
  return gone.length;
}

/**
 * Orders are kept, anonymised, not deleted: they are the agency's accounts
 * (what was sold, when, for how much). The address becomes its keyed hash, as
 * a self-exclusion's does, so the spending of an erased visitor who comes
 * back with the same address still counts.
 */
export async function anonymiseOrders(tx: AppDb, email: string, hmac: string): Promise<number> {
  const kept = await tx.update(orders).set({ visitorEmail: anonymisedAddress(hmac) }).where(isAddress(orders.visitorEmail, email)).returning({ id: orders.id });
  return kept.length;
}
