/**
 * The right to erasure reaches every place an address can be (issue 37 point
 * 5): one address is left in each visitor table, through the public forms or
 * as the chat stores it, erased through /api/console/erasure, then looked for
 * in every table of the schema. The audit entry keeps its HMAC, not a bare
 * SHA-256 anyone could test a guess against.
 */
import { createHash } from 'node:crypto';
import { desc, eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { PERSONAL_DATA } from '../../server/console/personal-data';
import * as schema from '../../server/db/schema';
import { advisors, auditLog, chatMessages, contactMessages, conversationLinks, conversations, orders, presenceAlerts, questions, reviews, selfExclusionRequests } from '../../server/db/schema';
import { enqueueMail } from '../../server/mail/outbox';
import { findSelfExclusions } from '../../server/self-exclusion-lookup';
import { keyedDigest } from '../../server/server-secret';
import { ContactReceipt, ErasureReceipt, InboxPage } from '../../contract/schemas';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { createTestApp } from '../helpers/test-app';

const ADDRESS = 'jeanne.doe@example.fr';

let app: FastifyInstance;
let admin: SignedIn;
let advisorId: number;

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });
  const [advisor] = await app.database.db.select({ id: advisors.id }).from(advisors).where(sql`${advisors.archivedAt} is null`).limit(1);
  advisorId = advisor!.id;
  admin = await signedIn(app, 'admin');
});
afterAll(async () => app.close());

const db = () => app.database.db;

async function post(url: string, body: object, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
}

/** A message left with the address to be answered at, and a link to reopen it (the visitor never wrote the address in it). */
async function leftMessage(): Promise<string> {
  const id = await conversation('Jeanne', 'waiting', [['visitor', 'Rappelez-moi quand vous serez là.']], ' Jeanne.Doe@example.FR');
  const tokenHash = createHash('sha256').update(`link-${id}`).digest('hex');
  await db().insert(conversationLinks).values({ conversationId: id, tokenHash, expiresAt: new Date(Date.now() + 86_400_000) });
  return tokenHash;
}

/** A « Prévenez-moi » subscription of the address, as typed. */
async function alert(email: string): Promise<number> {
  const [row] = await db()
    .insert(presenceAlerts)
    .values({ advisorId, email, confirmTokenHash: `c-${email}`, unsubscribeTokenHash: `u-${email}` })
    .returning({ id: presenceAlerts.id });
  return row!.id;
}

/** A paid order of the address (as a payer's e-mail is kept), and the review written of it. */
async function paidOrderWithReview(email: string): Promise<{ order: number; review: number }> {
  const [order] = await db()
    .insert(orders)
    .values({ reference: `ref-${Math.random()}`, advisorId, label: 'Consultation 30 minutes', durationMinutes: 30, amountCents: 4500, state: 'paid', visitorEmail: email, expiresAt: new Date(), paidAt: new Date() })
    .returning({ id: orders.id });
  const [review] = await db().insert(reviews).values({ orderId: order!.id, advisorId, rating: 5, text: 'Très juste.', firstName: 'Jeanne' }).returning({ id: reviews.id });
  return { order: order!.id, review: review!.id };
}

async function sent(url: string, body: object): Promise<number> {
  const response = await post(url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return url === '/api/questions' ? 0 : z.parse(ContactReceipt, response.json()).id;
}

/** A conversation as the chat stores it: `lines` are [author, text], in order. */
async function conversation(prenom: string, state: string, lines: [string, string][], visitorEmail?: string): Promise<number> {
  const [row] = await db()
    .insert(conversations)
    .values({ advisorId, prenom, state, visitorEmail, keyHash: createHash('sha256').update(`${prenom}-${Math.random()}`).digest('hex') })
    .returning({ id: conversations.id });
  for (const [author, text] of lines) await db().insert(chatMessages).values({ conversationId: row!.id, author, kind: 'text', text });
  return row!.id;
}

/** The tables of the schema in which some row holds the text, whatever its case. */
async function tablesHolding(text: string): Promise<string[]> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  const holding = await Promise.all(tables.map(async (table) => JSON.stringify(await db().select().from(table)).toLowerCase().includes(text) && getTableConfig(table).name));
  return holding.filter((name) => name !== false).sort();
}

describe('the erasure of one address', () => {
  it('reaches every visitor table, keeps the self-exclusion only as the address’s keyed hash, and audits its HMAC', async () => {
    // One place per visitor table (PERSONAL_DATA's), the address typed as visitors do.
    const seeded = {
      contact_messages: await sent('/api/contact', { name: 'Jeanne Doe', email: 'Jeanne.Doe@Example.FR', message: 'Rappelez-moi, s’il vous plaît.' }),
      self_exclusion_requests: await sent('/api/self-exclusion', { name: 'Jeanne Doe', email: 'JEANNE.DOE@example.fr', phone: '0611223344', duration: '6-mois' }),
      questions: await sent('/api/questions', { prenom: 'Jeanne', question: 'Répondez-moi à Jeanne.Doe@example.fr : vais-je déménager ?' }),
      conversations: await conversation('Jeanne', 'active', [
        ['visitor', 'Bonjour'],
        ['advisor', 'Bonjour Jeanne, que puis-je pour vous ?'],
        ['visitor', 'Écrivez-moi à jeanne.doe@EXAMPLE.fr après la séance'],
      ]),
      chat_messages: 'with its conversation',
      // A message left for an absent advisor, to be answered at the address, and the link e-mailed to reopen it.
      conversation_links: await leftMessage(),
      presence_alerts: await alert('Jeanne.DOE@example.fr'),
      outbox: await enqueueMail(db(), { kind: 'test', to: 'Jeanne.Doe@Example.FR', subject: 'Votre question', paragraphs: ['Bonjour Jeanne.'] }),
      ...(await paidOrderWithReview('jeanne.doe@example.fr').then(({ order, review }) => ({ orders: order, reviews: review }))),
    };
    const visitorTables = Object.entries(PERSONAL_DATA).filter(([, data]) => data.holds === 'visitor').map(([name]) => name);
    expect(Object.keys(seeded).sort()).toEqual(visitorTables.sort());
    await db().update(advisors).set({ status: 'busy' }).where(eq(advisors.id, advisorId));

    // What must stay: another address, an address an advisor wrote, a question without it.
    await sent('/api/contact', { name: 'Jeanne Doe', email: 'jeanne.doe@example.org', message: 'Même nom, autre adresse.' });
    await sent('/api/questions', { prenom: 'Jeanne', question: 'Vais-je trouver un travail cette année ?' });
    const quoted = await conversation('Paul', 'closed', [
      ['visitor', 'Bonjour'],
      ['advisor', 'Une Jeanne (jeanne.doe@example.fr) m’a parlé de vous.'],
    ]);
    await enqueueMail(db(), { kind: 'test', to: 'jeanne.doe@example.org', subject: 'Autre adresse', paragraphs: ['Bonjour.'] });
    const otherOrder = await paidOrderWithReview('jeanne.doe@example.org');
    expect(await tablesHolding(ADDRESS)).toEqual(['chat_messages', 'contact_messages', 'conversations', 'orders', 'outbox', 'presence_alerts', 'questions', 'self_exclusion_requests']);

    const response = await post('/api/console/erasure', { email: ` Jeanne.DOE@example.fr ` }, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(z.parse(ErasureReceipt, response.json())).toEqual({
      erased: { contact: 1, question: 1, conversation: 2, message: 4, email: 1, alert: 1, review: 1 },
      anonymised: { 'self-exclusion': 1, order: 1 },
    });

    // Nowhere in any table, whatever its case, but where the advisor wrote it to someone else…
    expect(await tablesHolding(ADDRESS)).toEqual(['chat_messages']);
    expect(await tablesHolding('jeanne.doe@example.org')).toEqual(['contact_messages', 'orders', 'outbox']);
    expect(await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.id, seeded.reviews))).toEqual([]);
    expect(await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.id, otherOrder.review))).toEqual([{ id: otherOrder.review }]);
    expect(await db().select().from(conversations).where(eq(conversations.id, seeded.conversations))).toEqual([]);
    expect(await db().select().from(chatMessages).where(eq(chatMessages.conversationId, seeded.conversations))).toEqual([]);
    expect(await db().select().from(conversationLinks).where(eq(conversationLinks.tokenHash, seeded.conversation_links))).toEqual([]);
    expect(await db().select().from(presenceAlerts).where(eq(presenceAlerts.id, seeded.presence_alerts))).toEqual([]);
    expect(await db().select({ author: chatMessages.author }).from(chatMessages).where(eq(chatMessages.conversationId, quoted))).toEqual([{ author: 'visitor' }, { author: 'advisor' }]);
    expect(await db().select().from(questions).where(sql`${questions.question} like 'Vais-je trouver%'`)).toHaveLength(1);
    expect(await db().select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${ADDRESS}`)).toEqual([]);

    // …but the self-exclusion is still honoured: kept as its keyed hash, found by the address.
    const hmac = await keyedDigest(db(), 'audit-hmac', ADDRESS);
    const [kept] = await db().select().from(selfExclusionRequests).where(eq(selfExclusionRequests.id, seeded.self_exclusion_requests));
    expect(kept).toMatchObject({ email: `hmac-sha256:${hmac}`, name: '', phone: '', duration: '6-mois' });
    // The order stays in the accounts, its address as the same keyed hash.
    const [order] = await db().select().from(orders).where(eq(orders.id, seeded.orders));
    expect(order).toMatchObject({ visitorEmail: `hmac-sha256:${hmac}`, amountCents: 4500, state: 'paid' });
    expect(await findSelfExclusions(db(), 'Jeanne.Doe@example.FR')).toEqual([{ duration: '6-mois', createdAt: kept!.createdAt }]);
    expect(await findSelfExclusions(db(), 'jeanne.doe@example.org')).toEqual([]);

    // The console's search finds nothing under the address.
    for (const words of [ADDRESS, 'Jeanne.Doe@Example.FR', '0611223344']) {
      const search = await app.inject({ method: 'GET', url: `/api/console/inbox?search=${encodeURIComponent(words)}`, headers: admin.headers });
      expect(z.parse(InboxPage, search.json()).items, words).toEqual([]);
    }

    // The advisor's only active conversation is gone: Disponible again.
    const [advisor] = await db().select({ status: advisors.status }).from(advisors).where(eq(advisors.id, advisorId));
    expect(advisor!.status).toBe('available');

    // The audit log: the HMAC under the server's secret, never the address nor its bare SHA-256.
    const [audited] = await db().select().from(auditLog).where(eq(auditLog.action, 'erasure')).orderBy(desc(auditLog.id)).limit(1);
    expect(audited).toMatchObject({ actor: admin.email, target: null });
    expect(audited!.details).toEqual({ erased: { contact: 1, question: 1, conversation: 2, message: 4, email: 1, alert: 1, review: 1 }, anonymised: { 'self-exclusion': 1, order: 1 }, email_hmac: hmac });
    const sha256 = createHash('sha256').update(ADDRESS).digest('hex');
    expect(JSON.stringify(await db().select().from(auditLog))).not.toContain(sha256);
    expect(hmac).not.toBe(sha256);
  });
});
