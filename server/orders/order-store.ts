/** Orders as the console reads them (contract/schemas/orders.ts), and their rows. */
import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { ChatOrder } from '../../contract/schemas/chat';
import type { Order, OrderFilters, OrderFlag, OrderState } from '../../contract/schemas/orders';
import type { AppDb } from '../db/open';
import { advisors, conversations, orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** The newest orders a list shows at most. */
export const ORDER_LIST_LIMIT = 200;

export function toOrder(row: OrderRow, firstName: string): Order {
  return {
    id: row.id,
    reference: row.reference,
    advisor: { id: row.advisorId, first_name: firstName },
    conversation_id: row.conversationId,
    label: row.label,
    duration_minutes: row.durationMinutes,
    amount_cents: row.amountCents,
    currency: row.currency,
    state: row.state as OrderState,
    flag: row.flag as OrderFlag | null,
    paid_via: row.paidVia,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** The orders of the filters (one advisor's when `advisorId`), newest first. */
export async function listOrders(db: AppDb, filters: OrderFilters, advisorId: number | null): Promise<Order[]> {
  const where: SQL[] = [];
  if (advisorId !== null) where.push(eq(orders.advisorId, advisorId));
  if (filters.state) where.push(eq(orders.state, filters.state));
  if (filters.flag) where.push(filters.flag === 'any' ? isNotNull(orders.flag) : eq(orders.flag, filters.flag));
  if (filters.conversation) where.push(eq(orders.conversationId, filters.conversation));
  const rows = await db
    .select({ order: orders, firstName: advisors.firstName })
    .from(orders)
    .innerJoin(advisors, eq(advisors.id, orders.advisorId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIST_LIMIT);
  return rows.map(({ order, firstName }) => toOrder(order, firstName));
}

export async function orderView(db: AppDb, row: OrderRow): Promise<Order> {
  const [advisor] = await db.select({ firstName: advisors.firstName }).from(advisors).where(eq(advisors.id, row.advisorId));
  return toOrder(row, advisor?.firstName ?? '');
}

/**
 * The order `where` selects, locked for the caller's transaction, after its
 * conversation's row: the order every writer takes them in (a message, an
 * offer, closing the conversation, a payment), so that a payment and a
 * closing at the same moment never wait on each other. null: no such order.
 */
export async function lockOrder(tx: AppDb, where: SQL): Promise<OrderRow | null> {
  const [found] = await tx.select({ id: orders.id, conversationId: orders.conversationId }).from(orders).where(where);
  if (!found) return null;
  if (found.conversationId !== null) await tx.select({ id: conversations.id }).from(conversations).where(eq(conversations.id, found.conversationId)).for('update');
  const [row] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
  return row ?? null;
}

/** A conversation's orders as its visitor's widget shows them on their offers (ChatConversation.orders). */
export async function visitorOrders(db: AppDb, conversationId: number): Promise<ChatOrder[]> {
  const rows = await db
    .select({ messageId: orders.messageId, state: orders.state, expiresAt: orders.expiresAt })
    .from(orders)
    .where(and(eq(orders.conversationId, conversationId), isNotNull(orders.messageId)))
    .orderBy(asc(orders.id));
  return rows.map((row) => ({ message_id: row.messageId!, state: row.state as OrderState, expires_at: row.expiresAt.toISOString() }));
}

/**
 * Its conversation ended: the orders still unpaid expire now, inside the
 * closing transaction (which holds the conversation's lock, taken before
 * the orders' as lockOrder takes them). A payment the provider confirms
 * later still counts: markOrderPaid takes an expired order to paid.
 */
export async function expireOrdersOfConversation(tx: AppDb, conversationId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ state: 'expired' })
    .where(and(eq(orders.conversationId, conversationId), eq(orders.state, 'sent')));
}
