/**
 * Orders still `sent` when their expires_at passes (ORDER_EXPIRY_SECONDS
 * after they were sent, 24 h) are `expired`. Every instance sweeps on a
 * timer; one UPDATE … RETURNING decides, so each order expires once however
 * many instances sweep (as server/chat/missed-requests.ts does).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { notifyChat } from '../chat/chat-events';
import type { AppDb } from '../db/open';
import { orders } from '../db/schema';
import { safeErrorFields } from '../log-safe-error';
import { scheduleSweep } from '../sweep';

/** Expires the orders due, by the database's clock; returns their ids. Their conversations' visitors hear it (the offer's link goes). */
export async function expireOrders(db: AppDb): Promise<number[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ state: 'expired' })
      .where(and(eq(orders.state, 'sent'), lt(orders.expiresAt, sql`now()`)))
      .returning({ id: orders.id, conversationId: orders.conversationId, advisorId: orders.advisorId });
    const told = new Set<number>();
    for (const { conversationId: c, advisorId: a } of rows) {
      if (c === null || told.has(c)) continue;
      told.add(c);
      await notifyChat(tx, { t: 'conversation', c, a });
    }
    return rows.map((row) => row.id);
  });
}

/** This instance's sweep, every fifth of the delay (between 250 ms and a minute), until the returned stop. */
export function scheduleOrderExpiry(db: AppDb, expirySeconds: number, log: FastifyBaseLogger): () => Promise<void> {
  return scheduleSweep(Math.min(60_000, Math.max(250, (expirySeconds * 1000) / 5)), () =>
    expireOrders(db).then(
      (expired) => void (expired.length > 0 && log.info({ orders: expired.length }, 'orders: unpaid past their delay, expired')),
      (error: unknown) => log.warn({ error: safeErrorFields(error) }, 'orders: the expiry sweep failed; the next one retries'),
    ),
  );
}
