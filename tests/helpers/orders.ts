/**
 * Orders for tests and the bench: a live chat with an advisor present, an
 * offer with its payment link sent in it (the order it makes), and Stripe's
 * events as Stripe signs them (the `stripe` package's test header, with the
 * webhook's secret).
 */
import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import * as z from 'zod/mini';
import type { FastifyInstance } from 'fastify';
import type { AppDb } from '../../server/db/open';
import { setAdvisorStatus } from '../../server/live/set-status';
import { AdvisorList } from '../../contract/schemas';
import { conversations, orders } from '../../server/db/schema';
import { ChatMessage, Offer } from '../../contract/schemas/chat';
import { PAYMENT_PATHS } from '../../contract/schemas/orders';
import { ConsoleChat, Visitor } from './chat-client';
import { insertConsoleSession } from './console-session-row';
import { beingPresent, type ConsoleStream } from './presence';

export const TEST_STRIPE_SECRET = 'whsec_test_orders_0123456789abcdef';

export type OrderRow = typeof orders.$inferSelect;

/** Sets the advisor's one offer (admin) and returns it. */
export async function setOffer(admin: ConsoleChat, advisorId: number, paymentUrl: string | null, priceCents = 2500): Promise<Offer> {
  const response = await admin.putOffers(advisorId, [{ label: 'Tchat 30 minutes', duration_minutes: 30, price_cents: priceCents, payment_url: paymentUrl }]);
  if (response.status !== 200) throw new Error(`offers refused: ${response.status} ${await response.text()}`);
  return z.parse(z.array(Offer), await response.json())[0]!;
}

/**
 * The first advisor of the list at their console (Disponible, their stream
 * open: present) with one offer whose link is Stripe's, set by an admin: what
 * a test of orders starts from, on the app listening at `base`.
 */
export async function presentAdvisorWithOffer(app: FastifyInstance, base: string): Promise<{ advisor: { id: number; console: ConsoleChat }; offerId: number; presence: ConsoleStream }> {
  const db = app.database.db;
  const [first] = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
  const advisor = { id: first!.id, console: new ConsoleChat(base, await insertConsoleSession(db, 'advisor', first!.id)) };
  const admin = new ConsoleChat(base, await insertConsoleSession(db, 'admin'));
  const offerId = (await setOffer(admin, advisor.id, 'https://buy.stripe.com/test_28o5mN0Ab', 2500)).id;
  await setAdvisorStatus(db, advisor.id, 'available');
  await app.catalogue.refresh();
  return { advisor, offerId, presence: await beingPresent(base, advisor.console.cookie, advisor.id) };
}

/** A visitor's chat with the (present, Disponible) advisor, accepted. */
export async function acceptedChat(base: string, db: AppDb, advisor: { id: number; console: ConsoleChat }, prenom = 'Camille'): Promise<{ visitor: Visitor; conversationId: number }> {
  const visitor = await Visitor.start(base, advisor.id, prenom);
  if (!(visitor instanceof Visitor)) throw new Error(`start refused: ${visitor.status} ${await visitor.text()}`);
  const [row] = await db.select({ id: conversations.id }).from(conversations).orderBy(desc(conversations.id)).limit(1);
  const accepted = await advisor.console.move(row!.id, 'accept');
  if (accepted.status !== 200) throw new Error(`accept refused: ${accepted.status}`);
  return { visitor, conversationId: row!.id };
}

/** Sends the offer in the conversation; the message and the order it made. */
export async function sendOfferIn(db: AppDb, advisor: { console: ConsoleChat }, conversationId: number, offerId: number): Promise<{ message: ChatMessage; order: OrderRow }> {
  const response = await advisor.console.send(conversationId, { offer_id: offerId });
  if (response.status !== 201) throw new Error(`offer refused: ${response.status} ${await response.text()}`);
  const message = z.parse(ChatMessage, await response.json());
  const [order] = await db.select().from(orders).where(eq(orders.messageId, message.id));
  return { message, order: order! };
}

export interface SessionFields {
  eventId?: string;
  type?: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded' | 'checkout.session.async_payment_failed';
  reference: string | null;
  amount: number;
  currency?: string;
  paymentStatus?: 'paid' | 'unpaid';
  paymentIntent?: string;
  email?: string | null;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A Checkout Session event as Stripe sends it (the fields the webhook reads, and a few others). */
export function sessionEvent(fields: SessionFields): Record<string, unknown> {
  const paymentIntent = fields.paymentIntent ?? nextId('pi');
  return {
    id: fields.eventId ?? nextId('evt'),
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: fields.type ?? 'checkout.session.completed',
    data: {
      object: {
        id: nextId('cs_test'),
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: fields.reference,
        amount_total: fields.amount,
        amount_subtotal: fields.amount,
        currency: fields.currency ?? 'eur',
        payment_status: fields.paymentStatus ?? 'paid',
        status: 'complete',
        payment_intent: paymentIntent,
        payment_link: 'plink_test_123',
        customer_details: { email: fields.email ?? null, name: 'Camille Test' },
      },
    },
  };
}

/** A charge.refunded event of the payment intent. */
export function refundEvent(paymentIntent: string, amount: number, whole = true, eventId = nextId('evt')): Record<string, unknown> {
  return {
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: nextId('ch'), object: 'charge', amount, amount_refunded: whole ? amount : Math.floor(amount / 2), currency: 'eur', payment_intent: paymentIntent, refunded: whole } },
  };
}

/** The body and the Stripe-Signature header of an event; `timestamp` (seconds) to sign it as of another time. */
export function signed(event: unknown, secret = TEST_STRIPE_SECRET, timestamp?: number): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) }) };
}

/** POSTs a signed event to the server at `base`, as Stripe does. */
export function postStripe(base: string, payload: string, signature: string | null): Promise<Response> {
  return fetch(base + PAYMENT_PATHS.stripe, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
}
