/**
 * Stripe's webhook (issue 39 point 3) on a real server on a loopback port,
 * with events signed as Stripe signs them (the `stripe` package's test
 * header and the webhook's secret), for orders made by sending offers in
 * real chats: a paid session marks its order paid and both sides of the
 * chat get « Paiement reçu · 25,00 € » live; the asynchronous success and
 * failure; a refund; and every bad event of the issue: a wrong, missing or
 * stale signature, a tampered body, an unknown reference, another currency,
 * a smaller amount, the same event twice, a refund before its payment, a
 * body over 1 MB, a server without the secret.
 */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { chatMessages, orders, paymentEvents } from '../../server/db/schema';
import { BAD_SIGNATURE_MESSAGE, STRIPE_NOT_CONFIGURED_MESSAGE } from '../../server/payments/routes';
import { ApiError } from '../../contract/schemas';
import { CHAT_EVENTS, ChatHistory, ChatMessage, type ConsoleChatMessageEvent } from '../../contract/schemas/chat';
import { PAYMENT_PATHS } from '../../contract/schemas/orders';
import { type ConsoleChat, type Visitor } from '../helpers/chat-client';
import { acceptedChat, presentAdvisorWithOffer, type OrderRow, postStripe, refundEvent, sendOfferIn, sessionEvent, signed, TEST_STRIPE_SECRET } from '../helpers/orders';
import type { ConsoleStream } from '../helpers/presence';
import type { SseEvent, SseStream } from '../helpers/sse';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let base: string;
let advisor: { id: number; console: ConsoleChat };
let presence: ConsoleStream;
let offerId: number;
let conversationId: number;
let visitor: Visitor;
/** The app's clock: a minute later before each test, so the chat's per-minute limit of offers never bites. */
let clock = new Date();
const streams: SseStream[] = [];

const Answer = z.object({ received: z.literal(true), outcome: z.string() });

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 10_000, CHAT_MESSAGES_PER_MINUTE: 10_000, STRIPE_WEBHOOK_SECRET: TEST_STRIPE_SECRET }, clock: () => clock });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  ({ advisor, offerId, presence } = await presentAdvisorWithOffer(app, base));
  ({ visitor, conversationId } = await acceptedChat(base, app.database.db, advisor));
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 61_000);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  presence?.close();
  await app?.close();
});

/** A new order: the offer sent again in the conversation. */
const newOrder = async (): Promise<OrderRow> => (await sendOfferIn(app.database.db, advisor, conversationId, offerId)).order;
const orderNow = async (id: number): Promise<OrderRow> => (await app.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentLines = async () => app.database.db.select().from(chatMessages).where(eq(chatMessages.kind, 'payment'));
const eventCount = async () => (await app.database.db.select({ n: count() }).from(paymentEvents))[0]!.n;

async function post(event: Record<string, unknown>): Promise<{ status: number; outcome: string }> {
  const { payload, signature } = signed(event);
  const response = await postStripe(base, payload, signature);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, outcome: z.parse(Answer, await response.json()).outcome };
}

async function nextNamed(stream: SseStream, name: string, wanted: (data: unknown) => boolean, timeoutMs = 2_000): Promise<SseEvent> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const event = await stream.next(Math.max(1, deadline - Date.now()));
    if (event.event === name && wanted(JSON.parse(event.data))) return event;
  }
}

describe('a paid Checkout Session', () => {
  it('marks the order paid, keeps the payer’s e-mail and both Stripe ids, and both sides of the chat see « Paiement reçu · 25,00 € » live', async () => {
    const order = await newOrder();
    const visitorStream = await visitor.stream(order.messageId!);
    const consoleStream = await advisor.console.stream();
    streams.push(visitorStream, consoleStream);
    const event = sessionEvent({ reference: order.reference, amount: 2500, email: 'Camille.Test@Example.FR', paymentIntent: 'pi_test_paid_1' });

    expect(await post(event)).toEqual({ status: 200, outcome: 'paid' });

    const paid = await orderNow(order.id);
    const session = (event.data as { object: { id: string } }).object;
    expect(paid).toMatchObject({ state: 'paid', paidVia: 'stripe', providerRef: `${session.id}/pi_test_paid_1`, visitorEmail: 'camille.test@example.fr', flag: null });
    expect(paid.paidAt).not.toBeNull();
    const text = 'Paiement reçu · 25,00\u00a0€';
    const toVisitor = await nextNamed(visitorStream, CHAT_EVENTS.message, (data) => (data as ChatMessage).kind === 'payment');
    expect(z.parse(ChatMessage, JSON.parse(toVisitor.data))).toMatchObject({ kind: 'payment', author: 'advisor', text });
    const toConsole = await nextNamed(consoleStream, CHAT_EVENTS.message, (data) => (data as ConsoleChatMessageEvent).message.kind === 'payment');
    expect(JSON.parse(toConsole.data)).toMatchObject({ conversation_id: conversationId, message: { kind: 'payment', text } });
    // And in the history either side reads after a reload.
    const history = z.parse(ChatHistory, await (await visitor.history()).json());
    expect(history.messages.at(-1)).toMatchObject({ kind: 'payment', text });
  });

  it('waits when the payment is still on its way (unpaid), then the asynchronous success pays it; a failure flags it and leaves it unpaid', async () => {
    const order = await newOrder();
    const linesBefore = (await paymentLines()).length;
    expect(await post(sessionEvent({ reference: order.reference, amount: 2500, paymentStatus: 'unpaid' }))).toEqual({ status: 200, outcome: 'pending' });
    expect(await orderNow(order.id)).toMatchObject({ state: 'sent', flag: null });
    expect(await post(sessionEvent({ type: 'checkout.session.async_payment_succeeded', reference: order.reference, amount: 2500 }))).toEqual({ status: 200, outcome: 'paid' });
    expect(await orderNow(order.id)).toMatchObject({ state: 'paid', flag: null });
    expect((await paymentLines()).length).toBe(linesBefore + 1);

    const failing = await newOrder();
    expect(await post(sessionEvent({ reference: failing.reference, amount: 2500, paymentStatus: 'unpaid' }))).toEqual({ status: 200, outcome: 'pending' });
    expect(await post(sessionEvent({ type: 'checkout.session.async_payment_failed', reference: failing.reference, amount: 2500, paymentStatus: 'unpaid' }))).toEqual({ status: 200, outcome: 'failed' });
    expect(await orderNow(failing.id)).toMatchObject({ state: 'sent', flag: 'failed', paidAt: null });
    expect((await paymentLines()).length).toBe(linesBefore + 1);
  });

  it('a whole refund marks the order refunded with « Paiement remboursé · 25,00 € »; a partial one flags it', async () => {
    const order = await newOrder();
    await post(sessionEvent({ reference: order.reference, amount: 2500, paymentIntent: 'pi_test_refund_1' }));
    expect(await post(refundEvent('pi_test_refund_1', 2500))).toEqual({ status: 200, outcome: 'refunded' });
    expect(await orderNow(order.id)).toMatchObject({ state: 'refunded' });
    expect((await paymentLines()).at(-1)).toMatchObject({ conversationId, text: 'Paiement remboursé · 25,00\u00a0€' });

    const partly = await newOrder();
    await post(sessionEvent({ reference: partly.reference, amount: 2500, paymentIntent: 'pi_test_partial_1' }));
    expect(await post(refundEvent('pi_test_partial_1', 2500, false))).toEqual({ status: 200, outcome: 'flagged' });
    expect(await orderNow(partly.id)).toMatchObject({ state: 'paid', flag: 'partial_refund' });
  });
});

describe('bad events change nothing they should not', () => {
  it('refuses a wrong, missing or stale signature and a tampered body with a French 400 in JSON, and changes nothing', async () => {
    const order = await newOrder();
    const event = sessionEvent({ reference: order.reference, amount: 2500 });
    const events = await eventCount();
    const lines = (await paymentLines()).length;
    const good = signed(event);
    const cases: [string, string, string | null][] = [
      ['wrong secret', good.payload, signed(event, 'whsec_not_the_right_one').signature],
      ['missing', good.payload, null],
      ['empty', good.payload, ''],
      ['garbage', good.payload, 't=1,v1=00'],
      // Signed 10 minutes ago: beyond the package's 5-minute tolerance (a replay of an old capture).
      ['stale', good.payload, signed(event, TEST_STRIPE_SECRET, Math.floor(Date.now() / 1000) - 600).signature],
      ['tampered', good.payload.replace('"amount_total":2500', '"amount_total":1'), good.signature],
    ];
    for (const [name, payload, signature] of cases) {
      const response = await postStripe(base, payload, signature);
      expect(response.headers.get('content-type'), name).toMatch(/^application\/json/);
      expect({ name, status: response.status, body: await response.json() }).toEqual({ name, status: 400, body: { error: 'bad_signature', message: BAD_SIGNATURE_MESSAGE } });
    }
    expect(await orderNow(order.id)).toMatchObject({ state: 'sent', flag: null, paidAt: null });
    expect(await eventCount()).toBe(events);
    expect((await paymentLines()).length).toBe(lines);
    // The same event, rightly signed, still applies: nothing of it was kept by the refusals.
    expect(await post(event)).toEqual({ status: 200, outcome: 'paid' });
  });

  it('acknowledges an event for no order of ours (200, ignored, kept) and changes no order', async () => {
    const before = await app.database.db.select().from(orders);
    const event = sessionEvent({ reference: 'VE-0000000000', amount: 2500 });
    expect(await post(event)).toEqual({ status: 200, outcome: 'ignored' });
    expect(await post(sessionEvent({ reference: null, amount: 2500 }))).toEqual({ status: 200, outcome: 'ignored' });
    expect(await post({ id: 'evt_other_type_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } })).toEqual({ status: 200, outcome: 'ignored' });
    expect(await app.database.db.select().from(orders)).toEqual(before);
    const [kept] = await app.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id as string));
    expect(kept).toMatchObject({ outcome: 'ignored', orderId: null, type: 'checkout.session.completed' });
  });

  it('flags another currency and a smaller amount for the agency, and does not mark them paid', async () => {
    const linesBefore = (await paymentLines()).length;
    const inDollars = await newOrder();
    expect(await post(sessionEvent({ reference: inDollars.reference, amount: 2500, currency: 'usd' }))).toEqual({ status: 200, outcome: 'flagged' });
    expect(await orderNow(inDollars.id)).toMatchObject({ state: 'sent', flag: 'currency', paidAt: null });
    const smaller = await newOrder();
    expect(await post(sessionEvent({ reference: smaller.reference, amount: 2499 }))).toEqual({ status: 200, outcome: 'flagged' });
    expect(await orderNow(smaller.id)).toMatchObject({ state: 'sent', flag: 'amount', paidAt: null });
    expect((await paymentLines()).length).toBe(linesBefore);
  });

  it('acknowledges the same event twice and applies it once: one state change, one line in the chat', async () => {
    const order = await newOrder();
    const event = sessionEvent({ reference: order.reference, amount: 2500 });
    const linesBefore = (await paymentLines()).length;
    expect(await post(event)).toEqual({ status: 200, outcome: 'paid' });
    const paidAt = (await orderNow(order.id)).paidAt;
    clock = new Date(clock.getTime() + 5_000);
    // Stripe retries the very same bytes, and the same event re-signed later; both at once as well.
    const { payload, signature } = signed(event);
    const again = await Promise.all([postStripe(base, payload, signature), postStripe(base, payload, signature), post(event)]);
    expect(again[0].status).toBe(200);
    expect(await again[0].json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(again[1].status).toBe(200);
    expect(again[2]).toEqual({ status: 200, outcome: 'duplicate' });
    expect((await orderNow(order.id)).paidAt).toEqual(paidAt);
    expect((await paymentLines()).length).toBe(linesBefore + 1);
  });

  it('keeps a refund that arrives before its payment: the payment then leaves the order refunded, never paid', async () => {
    const order = await newOrder();
    const linesBefore = (await paymentLines()).length;
    expect(await post(refundEvent('pi_test_early_1', 2500))).toEqual({ status: 200, outcome: 'pending' });
    expect(await orderNow(order.id)).toMatchObject({ state: 'sent' });
    expect(await post(sessionEvent({ reference: order.reference, amount: 2500, paymentIntent: 'pi_test_early_1' }))).toEqual({ status: 200, outcome: 'refunded' });
    const refunded = await orderNow(order.id);
    expect(refunded).toMatchObject({ state: 'refunded', paidVia: 'stripe' });
    expect(refunded.refundedAt).not.toBeNull();
    // A later success for the same order (another event) does not bring it back.
    expect(await post(sessionEvent({ type: 'checkout.session.async_payment_succeeded', reference: order.reference, amount: 2500, paymentIntent: 'pi_test_early_1' }))).toEqual({ status: 200, outcome: 'ignored' });
    expect(await orderNow(order.id)).toMatchObject({ state: 'refunded' });
    const lines = (await paymentLines()).slice(linesBefore);
    expect(lines.map((line) => line.text)).toEqual(['Paiement reçu · 25,00\u00a0€', 'Paiement remboursé · 25,00\u00a0€']);
  });

  it('answers a body over 1 MB with 413 in JSON, before reading the signature', async () => {
    const order = await newOrder();
    const event = sessionEvent({ reference: order.reference, amount: 2500 });
    (event as { padding?: string }).padding = 'x'.repeat(1024 * 1024);
    const { payload, signature } = signed(event);
    const response = await postStripe(base, payload, signature);
    expect(response.status).toBe(413);
    expect(z.parse(ApiError, await response.json()).error).toBe('payload_too_large');
    expect(await orderNow(order.id)).toMatchObject({ state: 'sent' });
  });
});

describe('a server without STRIPE_WEBHOOK_SECRET', () => {
  it('answers 503 in French JSON: Stripe payments are not configured', async () => {
    const bare = await createTestApp();
    try {
      const { payload, signature } = signed(sessionEvent({ reference: 'VE-0000000000', amount: 2500 }));
      const response = await bare.inject({ method: 'POST', url: PAYMENT_PATHS.stripe, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'payments_not_configured', message: STRIPE_NOT_CONFIGURED_MESSAGE });
      expect(STRIPE_NOT_CONFIGURED_MESSAGE).toMatch(/^Paiements Stripe non configurés/);
    } finally {
      await bare.close();
    }
  });
});
