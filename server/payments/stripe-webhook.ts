/**
 * Stripe's events (issue 39 point 3), their signature already verified
 * (./routes.ts): each event is applied once, in one transaction with its id
 * kept in payment_events (INSERT … ON CONFLICT DO NOTHING first, so that a
 * replay, even one arriving while the first is applied, changes nothing).
 *
 * - checkout.session.completed: the order of its client_reference_id (the
 *   reference the Payment Link carried: server/orders/payment-link.ts) is
 *   paid when payment_status is 'paid' and the amount and currency are the
 *   order's; 'unpaid' (a bank debit, a transfer) waits for the asynchronous
 *   result. A mismatch flags the order for the agency ('amount', 'currency')
 *   and does not mark it paid.
 * - checkout.session.async_payment_succeeded: paid, with the same checks;
 *   async_payment_failed: flagged 'failed', the order stays sent.
 * - charge.refunded: the order whose payment intent it is (provider_ref
 *   holds `cs_…/pi_…`) is refunded when the charge is wholly refunded
 *   (flagged 'partial_refund' otherwise). A refund that arrives before its
 *   payment (Stripe does not promise the order of its events) is kept, under
 *   `refund:<payment intent>` in payment_events, and the payment that
 *   arrives later finds it: the order goes to refunded, never to paid.
 *
 * An event for no order of ours (another product on the same Stripe account,
 * an order erased since) is acknowledged with 200 and outcome 'ignored':
 * another answer would only make Stripe retry it for three days, and a retry
 * would find no more. Nothing here logs the event's body.
 */
import { eq, like, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { AppDb } from '../db/open';
import { orders, paymentEvents } from '../db/schema';
import { lockOrder } from '../orders/order-store';
import { markOrderPaid, markOrderRefunded } from '../orders/payment-state';

/** What an event did (payment_events.outcome). */
export type PaymentOutcome = 'paid' | 'refunded' | 'flagged' | 'failed' | 'pending' | 'ignored' | 'duplicate';

/** The fields read of an event; anything else is ignored. */
const StripeEvent = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  type: z.string().check(z.maxLength(255)),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const id = z.nullish(z.string().check(z.maxLength(255)));

const CheckoutSession = z.object({
  id: z.string().check(z.maxLength(255)),
  client_reference_id: id,
  payment_status: z.nullish(z.string()),
  amount_total: z.nullish(z.int()),
  currency: z.nullish(z.string()),
  payment_intent: z.nullish(z.union([z.string().check(z.maxLength(255)), z.object({ id: z.string().check(z.maxLength(255)) })])),
  customer_details: z.nullish(z.object({ email: z.nullish(z.string().check(z.maxLength(320))) })),
});
type CheckoutSession = z.infer<typeof CheckoutSession>;

const Charge = z.object({
  payment_intent: z.nullish(z.union([z.string().check(z.maxLength(255)), z.object({ id: z.string().check(z.maxLength(255)) })])),
  refunded: z.optional(z.boolean()),
});

const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.async_payment_failed']);

export interface StripeContext {
  now: Date;
  /** The site's address (the review invitation's link). */
  origin: string;
}

/** The payment intent's id, whether expanded or not. */
const intentOf = (value: CheckoutSession['payment_intent']) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The marker of a refund received before its payment: its payment intent, in payment_events' key space (never an `evt_` id). */
const earlyRefundKey = (paymentIntent: string) => `refund:${paymentIntent}`;

/** Applies one verified event; what it did. An event it cannot read is acknowledged as ignored (kept, so that a replay is known). */
export async function applyStripeEvent(db: AppDb, body: unknown, context: StripeContext): Promise<PaymentOutcome> {
  const parsed = z.safeParse(StripeEvent, body);
  if (!parsed.success) return 'ignored';
  const event = parsed.data;
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, provider: 'stripe', type: event.type, outcome: 'ignored' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return 'duplicate';
    const { outcome, orderId } = SESSION_EVENTS.has(event.type)
      ? await applySession(tx, event.type, event.data.object, context)
      : event.type === 'charge.refunded'
        ? await applyRefund(tx, event.data.object, context)
        : { outcome: 'ignored' as const, orderId: null };
    await tx.update(paymentEvents).set({ outcome, orderId }).where(eq(paymentEvents.eventId, event.id));
    return outcome;
  });
}

interface Applied {
  outcome: PaymentOutcome;
  orderId: number | null;
}

/** A payment and a refund of the same intent, arriving at once, apply one after the other: the refund sees the committed payment, or the payment the kept refund. */
const lockIntent = (tx: AppDb, paymentIntent: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stripe:${paymentIntent}`}))`);

async function applySession(tx: AppDb, type: string, object: unknown, context: StripeContext): Promise<Applied> {
  const parsed = z.safeParse(CheckoutSession, object);
  const session = parsed.success ? parsed.data : null;
  const paymentIntent = session ? intentOf(session.payment_intent) : null;
  // Before the order's row: the refund's transaction takes them in this order too.
  if (paymentIntent) await lockIntent(tx, paymentIntent);
  const order = session?.client_reference_id ? await lockOrder(tx, eq(orders.reference, session.client_reference_id)) : null;
  if (!session || !order) return { outcome: 'ignored', orderId: null };
  const applied = (outcome: PaymentOutcome): Applied => ({ outcome, orderId: order.id });
  if (type === 'checkout.session.async_payment_failed') {
    if (order.state !== 'sent' && order.state !== 'expired') return applied('ignored');
    await tx.update(orders).set({ flag: 'failed' }).where(eq(orders.id, order.id));
    return applied('failed');
  }
  // completed with a payment still on its way: its asynchronous result decides.
  if (type === 'checkout.session.completed' && session.payment_status !== 'paid') return applied('pending');
  const mismatch = session.currency?.toLowerCase() !== order.currency ? 'currency' : session.amount_total !== order.amountCents ? 'amount' : null;
  if (mismatch) {
    await tx.update(orders).set({ flag: mismatch }).where(eq(orders.id, order.id));
    return applied('flagged');
  }
  const providerRef = paymentIntent ? `${session.id}/${paymentIntent}` : session.id;
  // Its refund came first (kept under the payment intent): it applies right after, and the order ends refunded.
  const [early] = paymentIntent ? await tx.select({ eventId: paymentEvents.eventId }).from(paymentEvents).where(eq(paymentEvents.eventId, earlyRefundKey(paymentIntent))) : [];
  const paid = await markOrderPaid(tx, order.id, context.now, { via: 'stripe', providerRef, payerEmail: session.customer_details?.email ?? null, origin: context.origin, invite: !early });
  if (!paid) return applied('ignored');
  if (!early) return applied('paid');
  await tx.update(paymentEvents).set({ orderId: order.id, outcome: 'refunded' }).where(eq(paymentEvents.eventId, early.eventId));
  await markOrderRefunded(tx, order.id, context.now);
  return applied('refunded');
}

async function applyRefund(tx: AppDb, object: unknown, context: StripeContext): Promise<Applied> {
  const parsed = z.safeParse(Charge, object);
  const paymentIntent = parsed.success ? intentOf(parsed.data.payment_intent) : null;
  if (!paymentIntent) return { outcome: 'ignored', orderId: null };
  await lockIntent(tx, paymentIntent);
  const order = await lockOrder(tx, like(orders.providerRef, `%/${paymentIntent.replace(/[\\%_]/g, '\\$&')}`));
  if (!order) {
    // Perhaps its payment has not arrived yet: kept for it (a second refund event of the same intent finds the marker there).
    await tx.insert(paymentEvents).values({ eventId: earlyRefundKey(paymentIntent), provider: 'stripe', type: 'charge.refunded', outcome: 'pending' }).onConflictDoNothing();
    return { outcome: 'pending', orderId: null };
  }
  if (!parsed.data!.refunded) {
    await tx.update(orders).set({ flag: 'partial_refund' }).where(eq(orders.id, order.id));
    return { outcome: 'flagged', orderId: order.id };
  }
  const refunded = await markOrderRefunded(tx, order.id, context.now);
  return { outcome: refunded ? 'refunded' : 'ignored', orderId: order.id };
}
