/**
 * Self-exclusion and spending, as the terms promise (issue 39 point 6): an
 * admin confirms a self-exclusion request with a duration (audited); while it
 * runs no offer can be sent to a conversation whose visitor gave that e-mail
 * or phone (the address left, one written in their messages, a number in any
 * French form, the address kept as its hash after an erasure), and the
 * console reads why before trying; it ends with its duration. A visitor whose
 * paid total over 30 days reaches the agency's threshold is flagged (paid
 * orders only, refunded ones not counted). Real app, real database, the
 * routes the console calls.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { exclusionEnd } from '../../server/console/self-exclusion-confirm';
import { advisors, agencySettings, auditLog, chatMessages, conversations, orders, selfExclusionRequests } from '../../server/db/schema';
import { comparablePhone, orderBlock, paidTotal, spendingFlag } from '../../server/orders/order-guard';
import { DAY_MS } from '../../server/clock';
import { CONSOLE_CHAT_PATHS } from '../../contract/schemas/chat';
import { InboxItem } from '../../contract/schemas/console/inbox';
import { exclusionStateText, OrderGuard, ORDER_GUARD_PATHS, orderBlockText, spendingText } from '../../contract/schemas/order-guard';
import { SelfExclusionReceipt } from '../../contract/schemas';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

const NNBSP = '\u202f';
const START = new Date('2026-11-28T10:00:00Z');
let now = START;
let app: FastifyInstance;
let admin: SignedIn;
let advisor: SignedIn;
let advisorId: number;
let offerId: number;

const db = () => app.database.db;

beforeAll(async () => {
  app = await createTestApp({ clock: () => now, config: { RATE_LIMIT_PER_MINUTE: 100_000 } });
  const [helene] = await db().select({ id: advisors.id }).from(advisors).where(eq(advisors.slug, 'helene'));
  advisorId = helene!.id;
  admin = await signedIn(app, 'admin');
  advisor = await signedIn(app, 'advisor', advisorId);
  const put = await app.inject({
    method: 'PUT',
    url: CONSOLE_CHAT_PATHS.offers.replace(':id', String(advisorId)),
    headers: admin.headers,
    payload: { offers: [{ label: 'Tchat 30 minutes', duration_minutes: 30, price_cents: 4500, payment_url: 'https://buy.stripe.com/test_30' }] },
  });
  offerId = (put.json() as { id: number }[])[0]!.id;
});
afterAll(async () => app.close());
beforeEach(() => {
  now = START;
});

/** A self-exclusion request sent through the site's form; its id. */
async function askExclusion(email: string, phone: string, duration = '6-mois'): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/self-exclusion', payload: { name: 'Camille Martin', email, phone, duration } });
  expect(response.statusCode, response.body).toBe(201);
  return z.parse(SelfExclusionReceipt, response.json()).id;
}

const confirm = (id: number, duration: string, who: SignedIn = admin) =>
  app.inject({ method: 'POST', url: ORDER_GUARD_PATHS.confirm.replace(':id', String(id)), headers: who.headers, payload: { duration } });

/** A conversation of Hélène's, with the address left (if any) and the messages of each side. */
async function conversation({ email = null, visitor = [], advisorSays = [] }: { email?: string | null; visitor?: string[]; advisorSays?: string[] } = {}): Promise<number> {
  const [row] = await db()
    .insert(conversations)
    .values({ keyHash: randomBytes(16).toString('hex'), advisorId, prenom: 'Camille', state: 'active', visitorEmail: email })
    .returning({ id: conversations.id });
  const messages = [...visitor.map((text) => ({ author: 'visitor', text })), ...advisorSays.map((text) => ({ author: 'advisor', text }))];
  if (messages.length) await db().insert(chatMessages).values(messages.map((message) => ({ conversationId: row!.id, kind: 'text', ...message })));
  return row!.id;
}

const guardOf = async (conversationId: number, who: SignedIn = advisor) => {
  const response = await app.inject({ method: 'GET', url: ORDER_GUARD_PATHS.conversation.replace(':id', String(conversationId)), headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(OrderGuard, response.json());
};

const sendOffer = (conversationId: number) =>
  app.inject({ method: 'POST', url: CONSOLE_CHAT_PATHS.messages.replace(':id', String(conversationId)), headers: advisor.headers, payload: { offer_id: offerId, client_id: randomBytes(8).toString('hex') } });

let references = 0;
/** An order of Hélène's as the payments leave it. */
async function order(fields: { email?: string | null; conversationId?: number | null; cents: number; state: 'sent' | 'paid' | 'refunded' | 'expired'; paidDaysAgo?: number; demo?: boolean }) {
  const paidAt = fields.paidDaysAgo === undefined ? null : new Date(START.getTime() - fields.paidDaysAgo * DAY_MS);
  await db()
    .insert(orders)
    .values({
      reference: `VE-GUARD${String(++references).padStart(5, '0')}`,
      advisorId,
      conversationId: fields.conversationId ?? null,
      label: 'Tchat 30 minutes',
      durationMinutes: 30,
      amountCents: fields.cents,
      state: fields.state,
      visitorEmail: fields.email ?? null,
      createdAt: paidAt ?? START,
      expiresAt: new Date((paidAt ?? START).getTime() + DAY_MS),
      paidAt,
      refundedAt: fields.state === 'refunded' ? START : null,
      demo: fields.demo ?? false,
    });
}

describe('an admin confirms a self-exclusion request', () => {
  it('with the duration asked or another: confirmed_at, its duration and ends_at are kept, the request handled, the confirmation audited without the address', async () => {
    const id = await askExclusion('confirmee@example.fr', '06 11 22 33 44', '6-mois');
    const response = await confirm(id, '3-mois');
    expect(response.statusCode, response.body).toBe(200);
    const item = z.parse(InboxItem, response.json());
    expect(item).toMatchObject({ kind: 'self-exclusion', id, handled: true, exclusion: { asked: '6-mois', confirmed_at: START.toISOString(), confirmed_duration: '3-mois', ends_at: '2027-02-28T10:00:00.000Z' } });
    const [row] = await db().select().from(selfExclusionRequests).where(eq(selfExclusionRequests.id, id));
    expect(row).toMatchObject({ confirmedAt: START, confirmedDuration: '3-mois', endsAt: new Date('2027-02-28T10:00:00Z'), handledAt: START });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'self-exclusion-confirmed')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ actor: admin.email, target: `self-exclusion:${id}`, details: { duration: '3-mois', asked: '6-mois', ends_at: '2027-02-28T10:00:00.000Z' } });
    expect(JSON.stringify(entry)).not.toContain('confirmee@example.fr');
    // The inbox lists it with its state.
    const inbox = await app.inject({ method: 'GET', url: '/api/console/inbox?kind=self-exclusion', headers: admin.headers });
    expect((inbox.json() as { items: InboxItem[] }).items.find((found) => found.id === id)?.exclusion).toEqual(item.exclusion);
  });

  it('definitively: no end', async () => {
    const id = await askExclusion('definitif@example.fr', '06 11 22 33 45', 'definitif');
    expect(z.parse(InboxItem, (await confirm(id, 'definitif')).json()).exclusion).toMatchObject({ confirmed_duration: 'definitif', ends_at: null });
  });

  it('refuses an advisor (403), an unknown request (404) and an unknown duration (400, in French, on its field)', async () => {
    const id = await askExclusion('refus@example.fr', '06 11 22 33 46');
    expect((await confirm(id, '1-mois', advisor)).statusCode).toBe(403);
    expect((await confirm(999_999, '1-mois')).statusCode).toBe(404);
    const bad = await confirm(id, '2-semaines');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'duration', message: 'Veuillez choisir une durée.' });
    const [row] = await db().select().from(selfExclusionRequests).where(eq(selfExclusionRequests.id, id));
    expect(row!.confirmedAt).toBeNull();
  });

  it('says its state in French typography: unconfirmed, running, definitive, ended', () => {
    const asked = { asked: '1-mois', confirmed_at: null, confirmed_duration: null, ends_at: null };
    const running = { ...asked, confirmed_at: START.toISOString(), confirmed_duration: '1-mois', ends_at: '2026-12-28T10:00:00.000Z' };
    const texts = [
      exclusionStateText(asked, START),
      exclusionStateText(running, START),
      exclusionStateText({ ...running, confirmed_duration: 'definitif', ends_at: null }, START),
      exclusionStateText(running, new Date('2027-01-02T00:00:00Z')),
      orderBlockText(null),
      orderBlockText(running.ends_at),
      spendingText(52_000, 50_000),
    ];
    expect(texts.slice(1, 4)).toEqual([
      `Auto-exclusion confirmée le 28 novembre 2026, jusqu’au 28 décembre 2026${NNBSP}: aucune offre ne peut être envoyée à ce client.`,
      `Auto-exclusion confirmée le 28 novembre 2026, définitive${NNBSP}: aucune offre ne peut être envoyée à ce client.`,
      'Auto-exclusion confirmée le 28 novembre 2026, terminée le 28 décembre 2026.',
    ]);
    expect(texts.flatMap(typographyFaults)).toEqual([]);
  });

  it('ends a month later on the same day, or the month’s last day', () => {
    expect(exclusionEnd('1-mois', new Date('2026-01-31T09:00:00Z'))).toEqual(new Date('2026-02-28T09:00:00Z'));
    expect(exclusionEnd('1-an', new Date('2028-02-29T09:00:00Z'))).toEqual(new Date('2029-02-28T09:00:00Z'));
    expect(exclusionEnd('definitif', START)).toBeNull();
  });
});

describe('while a confirmed self-exclusion runs, no order is sent to its visitor', () => {
  it('an unconfirmed request blocks nothing; confirmed, the address the visitor left (any case) blocks: the console reads why, the send is refused with 409 in French', async () => {
    const id = await askExclusion('Camille.Durand@Example.fr', '06 98 76 54 32', '6-mois');
    const chat = await conversation({ email: ' camille.durand@example.FR ' });
    expect(await orderBlock(db(), chat, now)).toBeNull();
    expect((await guardOf(chat)).block).toBeNull();

    expect((await confirm(id, '6-mois')).statusCode).toBe(200);
    const until = new Date('2027-05-28T10:00:00Z');
    expect(await orderBlock(db(), chat, now)).toEqual({ reason: 'self-exclusion', until });
    expect((await guardOf(chat)).block).toEqual({ reason: 'self-exclusion', until: until.toISOString() });
    // An admin reading the conversation sees it too.
    expect((await guardOf(chat, admin)).block).toEqual({ reason: 'self-exclusion', until: until.toISOString() });

    const before = await db().select().from(chatMessages).where(eq(chatMessages.conversationId, chat));
    const refused = await sendOffer(chat);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'self_exclusion', message: `Envoi impossible${NNBSP}: ce client a demandé son auto-exclusion jusqu’au 28 mai 2027.` });
    expect(orderBlockText(until.toISOString())).toBe(refused.json<{ message: string }>().message);
    // Nothing sent, no order.
    expect(await db().select().from(chatMessages).where(eq(chatMessages.conversationId, chat))).toEqual(before);
    expect(await db().select().from(orders).where(eq(orders.conversationId, chat))).toEqual([]);
  });

  it('a phone the visitor wrote in a message blocks, in any French form; one only the advisor wrote does not', async () => {
    const id = await askExclusion('par-telephone@example.fr', '06 12 34 56 78', '1-an');
    expect((await confirm(id, '1-an')).statusCode).toBe(200);
    for (const written of ['Rappelez-moi au +33 6 12 34 56 78 svp', 'mon numéro : 0612345678.', 'tel 06.12.34.56.78', '+33 (0)6-12-34-56-78']) {
      const chat = await conversation({ visitor: ['Bonjour', written] });
      expect(await orderBlock(db(), chat, now), written).toEqual({ reason: 'self-exclusion', until: new Date('2027-11-28T10:00:00Z') });
    }
    const quoted = await conversation({ visitor: ['Bonjour, une question sur mon travail'], advisorSays: ['Notre standard : 06 12 34 56 78'] });
    expect(await orderBlock(db(), quoted, now)).toBeNull();
    const other = await conversation({ visitor: ['Mon numéro : 06 12 34 56 79'] });
    expect(await orderBlock(db(), other, now)).toBeNull();
    expect(['+33 6 12 34 56 78', '0033 6 12 34 56 78', '06 12 34 56 78'].map(comparablePhone)).toEqual(['33612345678', '33612345678', '33612345678']);
  });

  it('an address erased since (kept as its hash) still blocks the visitor who writes it again', async () => {
    const id = await askExclusion('efface@example.fr', '06 55 44 33 22', 'definitif');
    expect((await confirm(id, 'definitif')).statusCode).toBe(200);
    const erased = await app.inject({ method: 'POST', url: '/api/console/erasure', headers: admin.headers, payload: { email: 'efface@example.fr' } });
    expect(erased.statusCode).toBe(200);
    const [kept] = await db().select().from(selfExclusionRequests).where(eq(selfExclusionRequests.id, id));
    expect(kept!.email).not.toContain('efface');
    expect(kept!.phone).toBe('');

    const chat = await conversation({ visitor: ['Vous pouvez m’écrire à EFFACE@example.fr !'] });
    expect(await orderBlock(db(), chat, now)).toEqual({ reason: 'self-exclusion', until: null });
    expect((await sendOffer(chat)).json()).toMatchObject({ message: `Envoi impossible${NNBSP}: ce client a demandé son auto-exclusion définitive.` });
  });

  it('a 1-month exclusion ends with its month: blocked the day before, free the day after', async () => {
    const id = await askExclusion('un-mois@example.fr', '06 10 20 30 40', '1-mois');
    expect((await confirm(id, '1-mois')).statusCode).toBe(200);
    const chat = await conversation({ email: 'un-mois@example.fr' });
    now = new Date('2026-12-27T10:00:00Z');
    // (The guard's own reading at these dates: a console session would have expired with the clock moved on.)
    expect(await orderBlock(db(), chat, now)).toEqual({ reason: 'self-exclusion', until: new Date('2026-12-28T10:00:00Z') });
    now = new Date('2026-12-29T10:00:00Z');
    expect(await orderBlock(db(), chat, now)).toBeNull();
  });
});

describe('spending over 30 days', () => {
  it('flags a visitor whose paid orders reach the agency’s threshold (500,00 € by default): paid within 30 days only, refunded, unpaid and demonstration ones not counted', async () => {
    const email = 'depensier@example.fr';
    await order({ email, cents: 30_000, state: 'paid', paidDaysAgo: 10 });
    await order({ email, cents: 22_000, state: 'paid', paidDaysAgo: 29 });
    await order({ email, cents: 40_000, state: 'refunded', paidDaysAgo: 3 });
    await order({ email, cents: 90_000, state: 'paid', paidDaysAgo: 31 });
    await order({ email, cents: 15_000, state: 'sent' });
    await order({ email: 'quelquun-dautre@example.fr', cents: 90_000, state: 'paid', paidDaysAgo: 1 });
    // A demonstration order (the seed's sample data) is nobody's spending.
    await order({ email, cents: 70_000, state: 'paid', paidDaysAgo: 2, demo: true });
    const chat = await conversation({ email: 'Depensier@example.fr' });
    expect(await paidTotal(db(), chat, now)).toBe(52_000);
    expect(await spendingFlag(db(), chat, now)).toEqual({ totalCents: 52_000, thresholdCents: 50_000 });
    expect((await guardOf(chat)).spending).toEqual({ total_cents: 52_000, threshold_cents: 50_000 });
    expect(spendingText(52_000, 50_000)).toBe(`Ce client a dépensé 520,00${'\u00a0'}€ sur 30 jours (seuil de l’agence${NNBSP}: 500,00${'\u00a0'}€).`);
    // A flag, not a block.
    expect((await guardOf(chat)).block).toBeNull();

    // Eleven days later the order of 29 days ago has left the window.
    now = new Date(START.getTime() + 11 * DAY_MS);
    expect(await spendingFlag(db(), chat, now)).toBeNull();
  });

  it('under the threshold the agency set, nothing; without an address, this conversation’s own paid orders count; an erased payer’s orders still count', async () => {
    const chat = await conversation({ visitor: ['Bonjour'] });
    await order({ conversationId: chat, cents: 45_000, state: 'paid', paidDaysAgo: 2 });
    expect(await spendingFlag(db(), chat, now)).toBeNull();
    await order({ conversationId: chat, cents: 5_000, state: 'paid', paidDaysAgo: 1 });
    expect(await spendingFlag(db(), chat, now)).toEqual({ totalCents: 50_000, thresholdCents: 50_000 });

    await db().insert(agencySettings).values({ key: 'spending_threshold_cents', value: '80000', sample: false });
    try {
      expect(await spendingFlag(db(), chat, now)).toBeNull();
      expect((await guardOf(chat)).spending).toBeNull();

      // Paid by an address, which is erased since: the visitor back with it is still counted.
      await order({ email: 'revenu@example.fr', cents: 85_000, state: 'paid', paidDaysAgo: 5 });
      expect((await app.inject({ method: 'POST', url: '/api/console/erasure', headers: admin.headers, payload: { email: 'revenu@example.fr' } })).statusCode).toBe(200);
      expect(await db().select().from(orders).where(and(eq(orders.visitorEmail, 'revenu@example.fr')))).toEqual([]);
      const back = await conversation({ visitor: ['C’est encore moi : revenu@example.fr'] });
      expect(await spendingFlag(db(), back, now)).toEqual({ totalCents: 85_000, thresholdCents: 80_000 });
    } finally {
      await db().delete(agencySettings).where(eq(agencySettings.key, 'spending_threshold_cents'));
    }
  });
});
