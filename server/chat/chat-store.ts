/**
 * Conversations and their messages in the database, the one source of a
 * chat's truth: every instance reads what it sends from here (or from the
 * notification that carries it), so a visitor and an advisor served by two
 * instances see the same conversation. Each write notifies CHANNELS.chat in
 * its transaction: what instances hear is what committed. The rows' shapes in
 * the API are ./chat-rows.ts, the refusals ./chat-errors.ts.
 */
import { and, asc, count, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { ChatConversation, ChatMessage, ConsoleConversation, ConversationStatus, Offer } from '../../contract/schemas/chat';
import { CHAT_LIMITS } from '../../contract/schemas/chat';
import type { AppDb } from '../db/open';
import { advisors, chatMessages, conversations, type ConversationRow } from '../db/schema';
import { connectedInDatabase } from '../live/presence';
import { visitorOrders } from '../orders/order-store';
import { notifyChat } from './chat-events';
import { conversationNotFound, conversationNotOpen, tooFast } from './chat-errors';
import { toChatMessage, toVisitorView, type ChatAdvisor, type Side } from './chat-rows';

export async function findConversationByKeyHash(db: AppDb, keyHash: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.keyHash, keyHash));
  return row ?? null;
}

export async function findConversation(db: AppDb, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row ?? null;
}

/** The advisors of these ids as the chat shows them, in one query (archived ones included: their closed chats still name them). */
async function chatAdvisors(db: AppDb, ids: readonly number[]): Promise<Map<number, ChatAdvisor>> {
  const rows = await db
    .select({ id: advisors.id, first_name: advisors.firstName, slug: advisors.slug, photo: advisors.photo })
    .from(advisors)
    .where(inArray(advisors.id, [...new Set(ids)]));
  return new Map(rows.map((advisor) => [advisor.id, advisor]));
}

export async function visitorView(db: AppDb, row: ConversationRow, forVisitor = true): Promise<ChatConversation> {
  const [advisors, orders] = await Promise.all([chatAdvisors(db, [row.advisorId]), forVisitor ? visitorOrders(db, row.id) : undefined]);
  return { ...toVisitorView(row, advisors.get(row.advisorId), forVisitor), ...(orders ? { orders } : {}) };
}

/** Messages after `after`, oldest first: all of them (the rate limits keep a conversation to a size one answer holds). */
export async function messagesAfter(db: AppDb, conversationId: number, after = 0): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id));
  return rows.map(toChatMessage);
}

export async function messageById(db: AppDb, id: number): Promise<ChatMessage | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ? toChatMessage(row) : null;
}

export interface NewConversation {
  advisorId: number;
  prenom: string;
  page: string | undefined;
  keyHash: string;
}

/** Opens a conversation with a present advisor; null when the advisor is not (not Disponible, not at their console, unknown, or archived). */
export async function startConversation(db: AppDb, input: NewConversation): Promise<ConversationRow | null> {
  return db.transaction(async (tx) => {
    // Locks the advisor's row: an advisor going offline meanwhile waits for this to commit, or this sees it.
    const [advisor] = await tx.select({ status: advisors.status, archivedAt: advisors.archivedAt }).from(advisors).where(eq(advisors.id, input.advisorId)).for('share');
    if (!advisor || advisor.archivedAt !== null || advisor.status !== 'available') return null;
    // Present: at their console on some instance (server/live/presence.ts), not only Disponible.
    if (!(await connectedInDatabase(tx, input.advisorId))) return null;
    const [row] = await tx
      .insert(conversations)
      .values({ advisorId: input.advisorId, prenom: input.prenom, page: input.page || null, keyHash: input.keyHash })
      .returning();
    await notifyChat(tx, { t: 'conversation', c: row!.id, a: row!.advisorId });
    return row!;
  });
}

/** Who may write when: the visitor as soon as they asked, the advisor once they accepted; nobody in a missed request (the visitor starts another). */
const OPEN_TO: Record<Side, readonly ConversationStatus[]> = { visitor: ['waiting', 'active'], advisor: ['active'] };

export type MessageContent = { kind: 'text'; text: string } | { kind: 'offer'; offer: Offer } | { kind: ServerLineKind; text: string };

/** The server's lines: a payment or a refund, the invitation to review the paid consultation (server/reviews/invitations.ts), the visitor's end (./close-conversation.ts). */
export type ServerLineKind = 'payment' | 'review-invite' | 'end';

/**
 * Stores one message. The conversation's row is locked for the insert, so
 * its messages commit in id order (a stream resuming after id N has missed
 * nothing below N) and its per-side rate is counted exactly across
 * instances. A retried send (same client_id) returns the stored message.
 */
/** What else a stored message causes, in its transaction (the e-mail of an advisor's answer: server/chat/left-messages.ts). */
export type AfterMessage = (tx: AppDb, conversation: ConversationRow, message: ChatMessage) => Promise<void>;

export async function addMessage(db: AppDb, conversationId: number, author: Side, content: MessageContent, clientId: string, now: Date, after?: AfterMessage): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
    if (!conversation) throw conversationNotFound();
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, author), eq(chatMessages.clientId, clientId)));
    if (existing) return toChatMessage(existing);
    // A message left (origin 'message') has no accept: the advisor's first answer opens it.
    const answersLeftMessage = author === 'advisor' && conversation.origin === 'message' && conversation.state === 'waiting';
    if (!answersLeftMessage && !OPEN_TO[author].includes(conversation.state as ConversationStatus)) {
      throw conversationNotOpen(conversation.state as ConversationStatus);
    }
    const { max, windowMs } = CHAT_LIMITS.perConversation;
    const [recent] = await tx
      .select({ n: count() })
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.author, author), gt(chatMessages.sentAt, new Date(now.getTime() - windowMs))));
    if ((recent?.n ?? 0) >= max) throw tooFast();

    const message = await storeMessage(tx, conversation, author, content, clientId, now, answersLeftMessage);
    if (answersLeftMessage) await notifyChat(tx, { t: 'conversation', c: conversationId, a: conversation.advisorId });
    await after?.(tx, conversation, message);
    return message;
  });
}

/** The insert of a message into a conversation whose row the caller locked, and its notification; `open`: the message opens a left message. */
async function storeMessage(tx: AppDb, conversation: ConversationRow, author: Side, content: MessageContent, clientId: string | null, now: Date, open = false): Promise<ChatMessage> {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      conversationId: conversation.id,
      author,
      kind: content.kind,
      text: content.kind === 'offer' ? content.offer.label : content.text,
      offer: content.kind === 'offer' ? content.offer : null,
      clientId,
      sentAt: now,
    })
    .returning();
  await tx
    .update(conversations)
    .set({ lastActivityAt: now, ...(open ? { state: 'active' } : {}) })
    .where(eq(conversations.id, conversation.id));
  const message = toChatMessage(row!);
  await notifyChat(tx, { t: 'message', c: conversation.id, a: conversation.advisorId, id: message.id, m: message });
  return message;
}

/**
 * The server's line in a conversation, inside the caller's transaction
 * (an order paid or refunded: server/orders/payment-state.ts; the invitation
 * to review: server/reviews/invitations.ts): on the advisor's side, whatever
 * the conversation's state (a visitor may pay after it closed), with no rate
 * limit. Nothing when the conversation is gone.
 */
export async function addServerLine(tx: AppDb, conversationId: number, text: string, now: Date, kind: ServerLineKind = 'payment', side: Side = 'advisor'): Promise<ChatMessage | null> {
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
  return conversation ? storeMessage(tx, conversation, side, { kind, text }, null, now) : null;
}

/** Raises a side's marks (never lowers them), up to the other side's last message; notifies when one moved. */
export async function raiseMarks(db: AppDb, conversation: ConversationRow, side: Side, marks: { received_up_to?: number | undefined; read_up_to?: number | undefined }): Promise<void> {
  const received = side === 'visitor' ? conversations.visitorReceivedUpTo : conversations.advisorReceivedUpTo;
  const read = side === 'visitor' ? conversations.visitorReadUpTo : conversations.advisorReadUpTo;
  // Read implies received.
  const receivedUpTo = Math.max(marks.received_up_to ?? 0, marks.read_up_to ?? 0);
  const readUpTo = marks.read_up_to ?? 0;
  if (receivedUpTo === 0) return;
  const other: Side = side === 'visitor' ? 'advisor' : 'visitor';
  const lastOfOther = sql`(select coalesce(max(${chatMessages.id}), 0) from ${chatMessages} where ${chatMessages.conversationId} = ${conversation.id} and ${chatMessages.author} = ${other})`;
  const changed = await db
    .update(conversations)
    .set({
      [side === 'visitor' ? 'visitorReceivedUpTo' : 'advisorReceivedUpTo']: sql`greatest(${received}, least(${receivedUpTo}, ${lastOfOther}))`,
      [side === 'visitor' ? 'visitorReadUpTo' : 'advisorReadUpTo']: sql`greatest(${read}, least(${readUpTo}, ${lastOfOther}))`,
    })
    .where(and(eq(conversations.id, conversation.id), sql`(${received} < least(${receivedUpTo}, ${lastOfOther}) or ${read} < least(${readUpTo}, ${lastOfOther}))`))
    .returning({ id: conversations.id });
  if (changed.length > 0) await notifyChat(db, { t: 'conversation', c: conversation.id, a: conversation.advisorId });
}

/**
 * Moves a conversation from one of `from` to `to`, with the state it left
 * (read under the row's lock, not as a request saw it earlier); null when it
 * was in none of them (already accepted, closed…), so that two clicks do one change.
 */
export async function moveConversation(
  db: AppDb,
  id: number,
  from: readonly ConversationStatus[],
  to: ConversationStatus,
  now: Date,
  /** What else the move causes, in its transaction (a closed conversation's invitation to review: server/reviews/invitations.ts). */
  after?: (tx: AppDb, row: ConversationRow) => Promise<unknown>,
): Promise<{ row: ConversationRow; left: ConversationStatus } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ state: conversations.state }).from(conversations).where(eq(conversations.id, id)).for('update');
    if (!before || !from.includes(before.state as ConversationStatus)) return null;
    // An accept is timed (the response time: started_at to accepted_at, both the database's clock) and ends a run of missed requests.
    const accepted = before.state === 'waiting' && to === 'active';
    const [row] = await tx
      .update(conversations)
      .set({ state: to, lastActivityAt: now, ...(accepted ? { acceptedAt: sql`now()` } : {}) })
      .where(eq(conversations.id, id))
      .returning();
    if (accepted) await tx.update(advisors).set({ missedInARow: 0 }).where(eq(advisors.id, row!.advisorId));
    await notifyChat(tx, { t: 'conversation', c: row!.id, a: row!.advisorId });
    await after?.(tx, row!);
    return { row: row!, left: before.state as ConversationStatus };
  });
}

/** Closes every waiting or active conversation of the advisor (archived: shown nowhere, answering no one), inside the caller's transaction. */
export async function closeConversationsOf(tx: AppDb, advisorId: number, now: Date): Promise<void> {
  const closed = await tx
    .update(conversations)
    .set({ state: 'closed', lastActivityAt: now })
    .where(and(eq(conversations.advisorId, advisorId), inArray(conversations.state, ['waiting', 'active'])))
    .returning({ id: conversations.id });
  for (const { id } of closed) await notifyChat(tx, { t: 'conversation', c: id, a: advisorId });
}

/** How many conversations the advisor has accepted and not closed. */
export async function activeConversations(db: AppDb, advisorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.advisorId, advisorId), eq(conversations.state, 'active')));
  return row?.n ?? 0;
}

/** The visitor erases their conversation: its row and every message go. Returns the state it was in (null: already gone). */
export async function eraseConversation(db: AppDb, conversation: ConversationRow): Promise<ConversationStatus | null> {
  return db.transaction(async (tx) => {
    const [erased] = await tx.delete(conversations).where(eq(conversations.id, conversation.id)).returning({ state: conversations.state });
    if (!erased) return null;
    await notifyChat(tx, { t: 'erased', c: conversation.id, a: conversation.advisorId });
    return erased.state as ConversationStatus;
  });
}

/** The retention of the privacy policy: conversations quiet for longer are erased (the daily job, server/chat/retention.ts). */
export async function eraseConversationsQuietSince(db: AppDb, before: Date): Promise<number> {
  const erased = await db.delete(conversations).where(lt(conversations.lastActivityAt, before)).returning({ id: conversations.id });
  return erased.length;
}

/** Console rows: the visitor's view plus the page, the start, the last message and the unread count. */
export async function consoleViews(db: AppDb, rows: readonly ConversationRow[]): Promise<ConsoleConversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [cards, lastMessages, unread] = await Promise.all([
    chatAdvisors(
      db,
      rows.map((row) => row.advisorId),
    ),
    db
      .selectDistinctOn([chatMessages.conversationId])
      .from(chatMessages)
      .where(inArray(chatMessages.conversationId, ids))
      .orderBy(chatMessages.conversationId, desc(chatMessages.id)),
    db
      .select({ id: chatMessages.conversationId, n: count() })
      .from(chatMessages)
      .innerJoin(conversations, eq(conversations.id, chatMessages.conversationId))
      .where(and(inArray(chatMessages.conversationId, ids), eq(chatMessages.author, 'visitor'), gt(chatMessages.id, conversations.advisorReadUpTo)))
      .groupBy(chatMessages.conversationId),
  ]);
  const lastById = new Map(lastMessages.map((row) => [row.conversationId, toChatMessage(row)]));
  const unreadById = new Map(unread.map((row) => [row.id, row.n]));
  return rows.map((row) => ({
    id: row.id,
    ...toVisitorView(row, cards.get(row.advisorId), false),
    page: row.page,
    started_at: row.startedAt.toISOString(),
    missed_at: row.missedAt?.toISOString() ?? null,
    last_message: lastById.get(row.id) ?? null,
    unread: unreadById.get(row.id) ?? 0,
  }));
}

/** The conversations the console lists: one advisor's, or everyone's (admin); the newest first, at most `limit`. */
export async function listConversations(db: AppDb, advisorId: number | null, limit = 200): Promise<ConsoleConversation[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(advisorId === null ? undefined : eq(conversations.advisorId, advisorId))
    .orderBy(desc(conversations.lastActivityAt))
    .limit(limit);
  return consoleViews(db, rows);
}
