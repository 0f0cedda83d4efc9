/**
 * Orders (issue 39 point 2) on a real server on a loopback port: sending an
 * offer in a chat makes an order in the same transaction, its link carrying
 * the reference (a Stripe Payment Link's client_reference_id and
 * prefilled_email, another provider's `{reference}`); an offer without a
 * link is refused in French, naming where to set it; an order unpaid past
 * its delay expires; an admin marks one paid or refunded by hand (an
 * advisor may not), audited, with the same line in the chat.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { testConfig } from '../../server/config';
import { auditLog, chatMessages, conversations, orders } from '../../server/db/schema';
import { setAdvisorStatus } from '../../server/live/set-status';
import { noPaymentLinkMessage } from '../../server/orders/send-offer';
import { AdvisorList, ApiError } from '../../contract/schemas';
import { ChatHistory } from '../../contract/schemas/chat';
import { Order, ORDER_PATHS, ORDER_REFERENCE_PATTERN } from '../../contract/schemas/orders';
import { ConsoleChat, type Visitor } from '../helpers/chat-client';
import { insertConsoleSession } from '../helpers/console-session-row';
import { acceptedChat, sendOfferIn, setOffer } from '../helpers/orders';
import { beingPresent, type ConsoleStream } from '../helpers/presence';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

const EXPIRY_SECONDS = 2;

let app: FastifyInstance;
let base: string;
let admin: ConsoleChat;
let advisor: { id: number; firstName: string; console: ConsoleChat };
let other: { id: number; console: ConsoleChat };
let presence: ConsoleStream;
let conversationId: number;
let visitor: Visitor;

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 10_000, CHAT_MESSAGES_PER_MINUTE: 10_000, ORDER_EXPIRY_SECONDS: EXPIRY_SECONDS } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = app.database.db;
  const [first, second] = z.parse(AdvisorList, await (await fetch(`${base}/api/users`)).json());
  advisor = { id: first!.id, firstName: first!.first_name, console: new ConsoleChat(base, await insertConsoleSession(db, 'advisor', first!.id)) };
  other = { id: second!.id, console: new ConsoleChat(base, await insertConsoleSession(db, 'advisor', second!.id)) };
  admin = new ConsoleChat(base, await insertConsoleSession(db, 'admin'));
  await setAdvisorStatus(db, advisor.id, 'available');
  await app.catalogue.refresh();
  presence = await beingPresent(base, advisor.console.cookie, advisor.id);
  ({ visitor, conversationId } = await acceptedChat(base, db, advisor));
});
afterAll(async () => {
  presence?.close();
  await app?.close();
});

const orderNow = async (id: number) => (await app.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('sending an offer makes an order', () => {
  it('stores the order with the offer’s message: advisor, conversation, offer, amount in euros, a reference, 24 h by default', async () => {
    const offer = await setOffer(admin, advisor.id, 'https://buy.stripe.com/test_eVa3cd', 4500);
    const { message, order } = await sendOfferIn(app.database.db, advisor, conversationId, offer.id);
    expect(order).toMatchObject({
      advisorId: advisor.id,
      conversationId,
      messageId: message.id,
      offerId: offer.id,
      label: 'Tchat 30 minutes',
      durationMinutes: 30,
      amountCents: 4500,
      currency: 'eur',
      state: 'sent',
      flag: null,
      visitorEmail: null,
    });
    expect(order.reference).toMatch(ORDER_REFERENCE_PATTERN);
    expect(order.expiresAt.getTime() - order.createdAt.getTime()).toBe(EXPIRY_SECONDS * 1000);
    expect(testConfig().ORDER_EXPIRY_SECONDS).toBe(24 * 3600);
    // The Stripe Payment Link carries it as client_reference_id, to the visitor and in the console alike.
    const link = new URL(message.offer!.payment_url!);
    expect(link.origin + link.pathname).toBe('https://buy.stripe.com/test_eVa3cd');
    expect(link.searchParams.get('client_reference_id')).toBe(order.reference);
    expect(link.searchParams.has('prefilled_email')).toBe(false);
    const seen = z.parse(ChatHistory, await (await visitor.history(message.id - 1)).json()).messages[0]!;
    expect(seen.offer!.payment_url).toBe(message.offer!.payment_url);
    // Two offers, two references.
    const again = await sendOfferIn(app.database.db, advisor, conversationId, offer.id);
    expect(again.order.reference).not.toBe(order.reference);
  });

  it('prefills the visitor’s e-mail on a Stripe link when they gave one (URL-encoded), and replaces {reference} in another provider’s link', async () => {
    await app.database.db.update(conversations).set({ visitorEmail: 'camille+voyance@example.fr' }).where(eq(conversations.id, conversationId));
    try {
      const stripe = await setOffer(admin, advisor.id, 'https://buy.stripe.com/test_eVa3cd?locale=fr');
      const { message, order } = await sendOfferIn(app.database.db, advisor, conversationId, stripe.id);
      expect(message.offer!.payment_url).toBe(`https://buy.stripe.com/test_eVa3cd?locale=fr&client_reference_id=${order.reference}&prefilled_email=camille%2Bvoyance%40example.fr`);
      expect(order.visitorEmail).toBe('camille+voyance@example.fr');

      const inQuery = await setOffer(admin, advisor.id, 'https://paiement.example.fr/payer?commande={reference}&montant=25');
      const byQuery = await sendOfferIn(app.database.db, advisor, conversationId, inQuery.id);
      expect(byQuery.message.offer!.payment_url).toBe(`https://paiement.example.fr/payer?commande=${byQuery.order.reference}&montant=25`);
      const inPath = await setOffer(admin, advisor.id, 'https://paiement.example.fr/commandes/{reference}/payer');
      const byPath = await sendOfferIn(app.database.db, advisor, conversationId, inPath.id);
      expect(byPath.message.offer!.payment_url).toBe(`https://paiement.example.fr/commandes/${byPath.order.reference}/payer`);
      // A link with neither goes as it is: the agency marks it paid by hand.
      const plain = await setOffer(admin, advisor.id, 'https://paiement.example.fr/lien/15');
      expect((await sendOfferIn(app.database.db, advisor, conversationId, plain.id)).message.offer!.payment_url).toBe('https://paiement.example.fr/lien/15');
    } finally {
      await app.database.db.update(conversations).set({ visitorEmail: null }).where(eq(conversations.id, conversationId));
    }
  });

  it('refuses an offer without a payment link in French, naming where an admin sets it; no message, no order', async () => {
    const bare = await setOffer(admin, advisor.id, null);
    // The ids only, in order: the expiry sweep may move a demo order's state meanwhile, which is not what this test is about.
    const orderIds = () => app.database.db.select({ id: orders.id }).from(orders).orderBy(orders.id);
    const before = await orderIds();
    const messagesBefore = await app.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));
    const response = await advisor.console.send(conversationId, { offer_id: bare.id });
    expect(response.status).toBe(400);
    const body = z.parse(ApiError, await response.json());
    expect(body).toMatchObject({ error: 'validation', field: 'offer_id', message: noPaymentLinkMessage(advisor.firstName) });
    expect(body.message).toContain(`Voyants › ${advisor.firstName} › Offres et liens de paiement`);
    expect(typographyFaults(body.message)).toEqual([]);
    expect(await orderIds()).toEqual(before);
    expect(await app.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId))).toEqual(messagesBefore);
  });

  it('makes one order for a retried send (the same client_id)', async () => {
    const offer = await setOffer(admin, advisor.id, 'https://buy.stripe.com/test_retry');
    const clientId = 'retry-order-0001';
    const first = await advisor.console.send(conversationId, { offer_id: offer.id }, clientId);
    const second = await advisor.console.send(conversationId, { offer_id: offer.id }, clientId);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = [await first.json(), await second.json()];
    expect(b).toEqual(a);
    expect(await app.database.db.select().from(orders).where(eq(orders.messageId, (a as { id: number }).id))).toHaveLength(1);
  });

  it('expires an order still unpaid past its delay (the sweep), and only those', async () => {
    const offer = await setOffer(admin, advisor.id, 'https://buy.stripe.com/test_expiry');
    const { order } = await sendOfferIn(app.database.db, advisor, conversationId, offer.id);
    const { order: paid } = await sendOfferIn(app.database.db, advisor, conversationId, offer.id);
    expect((await admin.request(ORDER_PATHS.markPaid.replace(':id', String(paid.id)), { method: 'POST' })).status).toBe(200);
    expect((await orderNow(order.id)).state).toBe('sent');
    const deadline = Date.now() + (EXPIRY_SECONDS + 3) * 1000;
    while ((await orderNow(order.id)).state === 'sent' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await orderNow(order.id)).state).toBe('expired');
    expect((await orderNow(paid.id)).state).toBe('paid');
  });
});

describe('marking an order by hand', () => {
  it('lets an admin mark it paid, then refunded: audited with its id and amount only, the chat gets each line; twice is refused', async () => {
    const offer = await setOffer(admin, advisor.id, 'https://paiement.example.fr/{reference}', 3000);
    const { order } = await sendOfferIn(app.database.db, advisor, conversationId, offer.id);
    const paidPath = ORDER_PATHS.markPaid.replace(':id', String(order.id));
    const refundedPath = ORDER_PATHS.markRefunded.replace(':id', String(order.id));

    // An advisor may not, not even for their own order.
    expect((await advisor.console.request(paidPath, { method: 'POST' })).status).toBe(403);
    expect((await orderNow(order.id)).state).toBe('sent');
    // Not paid: nothing to refund.
    expect((await admin.request(refundedPath, { method: 'POST' })).status).toBe(409);

    const paid = await admin.request(paidPath, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(z.parse(Order, await paid.json())).toMatchObject({ id: order.id, state: 'paid', paid_via: 'manual', amount_cents: 3000, advisor: { id: advisor.id, first_name: advisor.firstName } });
    const again = await admin.request(paidPath, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(typographyFaults(z.parse(ApiError, await again.json()).message)).toEqual([]);

    expect((await admin.request(refundedPath, { method: 'POST' })).status).toBe(200);
    expect(await orderNow(order.id)).toMatchObject({ state: 'refunded', paidVia: 'manual' });
    const lines = await app.database.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(desc(chatMessages.id)).limit(2);
    expect(lines.map((line) => [line.kind, line.text])).toEqual([
      ['payment', 'Paiement remboursé · 30,00\u00a0€'],
      ['payment', 'Paiement reçu · 30,00\u00a0€'],
    ]);
    const entries = await app.database.db.select().from(auditLog).where(eq(auditLog.target, `order:${order.id}`)).orderBy(auditLog.id);
    expect(entries.map(({ action, details }) => ({ action, details }))).toEqual([
      { action: 'order-paid', details: { order: order.id, amount_cents: 3000 } },
      { action: 'order-refunded', details: { order: order.id, amount_cents: 3000 } },
    ]);
    expect((await admin.request(ORDER_PATHS.markPaid.replace(':id', '999999'), { method: 'POST' })).status).toBe(404);
  });

  it('lists orders: an admin every order, by state, flag and conversation; an advisor only their own', async () => {
    const all = z.parse(z.array(Order), await (await admin.request(ORDER_PATHS.list)).json());
    expect(all.length).toBeGreaterThan(3);
    expect(all.map((order) => order.created_at)).toEqual(all.map((order) => order.created_at).sort().reverse());
    const refunded = z.parse(z.array(Order), await (await admin.request(`${ORDER_PATHS.list}?state=refunded`)).json());
    expect(refunded.length).toBeGreaterThan(0);
    expect(refunded.every((order) => order.state === 'refunded')).toBe(true);
    const mine = z.parse(z.array(Order), await (await advisor.console.request(`${ORDER_PATHS.list}?conversation=${conversationId}`)).json());
    expect(mine.length).toBe(all.filter((order) => order.conversation_id === conversationId).length);
    const others = z.parse(z.array(Order), await (await other.console.request(ORDER_PATHS.list)).json());
    expect(others.filter((order) => order.advisor.id !== other.id)).toEqual([]);
    expect(others.filter((order) => order.conversation_id === conversationId)).toEqual([]);
    const bad = await admin.request(`${ORDER_PATHS.list}?state=paye`);
    expect(bad.status).toBe(400);
  });
});
