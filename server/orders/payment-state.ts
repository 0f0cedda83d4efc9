/**
 * An order becomes paid or refunded: by Stripe's webhook
 * (server/payments/stripe-webhook.ts) or by an admin's hand (the console),
 * always here, inside the caller's transaction. The conversation gets the
 * line both sides see live (« Paiement reçu · 25,00 € », « Paiement
 * remboursé · 25,00 € »), written in the same transaction so that it travels
 * the chat's NOTIFY to every instance once the change is committed. A paid
 * order's visitor is invited to review it when it is due (server/reviews/invitations.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { paymentNotice } from '../../contract/schemas/orders';
import { notifyChat } from '../chat/chat-events';
import { addServerLine } from '../chat/chat-store';
import type { AppDb } from '../db/open';
import { orders } from '../db/schema';
import { inviteToReviewIfDue } from '../reviews/invitations';
import type { OrderRow } from './order-store';

export interface PaidBy {
  via: 'stripe' | 'manual';
  /** The provider's objects (Stripe: `cs_…/pi_…`). */
  providerRef?: string | null;
  /** The payer's e-mail, kept when the order had none. */
  payerEmail?: string | null;
  /** The site's address for the review invitation's e-mailed link. */
  origin: string;
  /** false: no review invitation (a refund already known follows at once). */
  invite?: boolean;
}

/** Paid, from sent or expired (a late payment is still money received); null when it was neither (paid already, refunded: never resurrected). */
export async function markOrderPaid(tx: AppDb, orderId: number, now: Date, by: PaidBy): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({
      state: 'paid',
      paidAt: now,
      paidVia: by.via,
      ...(by.providerRef ? { providerRef: by.providerRef } : {}),
      ...(by.payerEmail ? { visitorEmail: sql`coalesce(${orders.visitorEmail}, ${by.payerEmail.toLowerCase()})` } : {}),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.state, ['sent', 'expired'])))
    .returning();
  if (!row) return null;
  if (row.conversationId !== null) await paidOrRefunded(tx, row, true, now);
  if (by.invite !== false) await inviteToReviewIfDue(tx, row.id, by.origin, now);
  return row;
}

/** Refunded, from paid; null when it was not paid. */
export async function markOrderRefunded(tx: AppDb, orderId: number, now: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ state: 'refunded', refundedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'paid')))
    .returning();
  if (row?.conversationId != null) await paidOrRefunded(tx, row, false, now);
  return row ?? null;
}

/** The line both sides see, and the conversation's new state for the visitor's widget (its offer says « Payée », « Remboursée »). */
async function paidOrRefunded(tx: AppDb, row: OrderRow, paid: boolean, now: Date): Promise<void> {
  await addServerLine(tx, row.conversationId!, paymentNotice(paid, row.amountCents), now);
  await notifyChat(tx, { t: 'conversation', c: row.conversationId!, a: row.advisorId });
}
