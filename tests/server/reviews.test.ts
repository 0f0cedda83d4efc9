/**
 * Reviews from paid consultations only (issue 39, point 4): the invitation
 * when a paid order's conversation ends (chat message and e-mail through a
 * real SMTP server), the review form's every refusal, one review per order,
 * moderation with a reason, the advisor's one answer, the ratings computed
 * from published reviews (public API and JSON-LD), text shown as text, and
 * the removal of the demonstration data.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, avg, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { Advisor } from '../../contract/schemas';
import { CHAT_KEY_HEADER, CHAT_PATHS, ChatHistory, ReviewLink } from '../../contract/schemas/chat';
import { AuditPage } from '../../contract/schemas/console/audit';
import { CONSOLE_REVIEW_PATHS, ConsoleReview, ConsoleReviewPage, DemoDataSummary } from '../../contract/schemas/console/reviews';
import { PublicReviews, REVIEW_LIMITS, REVIEW_PATHS, REVIEW_REJECTION_REASONS } from '../../contract/schemas/reviews';
import { advisors, conversations, orders, reviews } from '../../server/db/schema';
import { DAY_MS } from '../../server/clock';
import { inviteToReviewIfDue } from '../../server/reviews/invitations';
import { REVIEW_TEXTS } from '../../server/reviews/texts';
import { hashSecretToken, newSecretToken } from '../../server/secret-token';
import { advisorPerson } from '../../site/structured-data';
import { CONSOLE_ORIGIN, signedIn, type SignedIn } from '../helpers/console-session';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';
import { REVIEW_TEXTS as CONSOLE_REVIEW_TEXTS } from '../../console/texts';

let app: FastifyInstance;
let smtp: SmtpSink;
/** An advisor of the test's own, with no review: their rating is what the test publishes. */
let advisor: { id: number; firstName: string };
let otherAdvisorId: number;
let admin: SignedIn;
let advisorConsole: SignedIn;
let otherConsole: SignedIn;

const ORIGIN = CONSOLE_ORIGIN;
const form = (body: Record<string, string>) => new URLSearchParams(body).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN };

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await createTestApp({
    config: { SMTP_URL: smtp.url, MAIL_FROM: 'contact@voyance-etoilee.example', RATE_LIMIT_PER_MINUTE: 1_000 },
    mail: { pollMs: 100, backoffMs: [300], connectionTimeoutMs: 1_000, greetingTimeoutMs: 1_000, socketTimeoutMs: 2_000 },
  });
  const db = app.database.db;
  const [mine, other] = await db
    .insert(advisors)
    .values([
      { slug: 'avis-test', firstName: 'Avistest', type: 'Tarologue', reviewsCount: 0 },
      { slug: 'avis-autre', firstName: 'Autretest', type: 'Médium', reviewsCount: 0 },
    ])
    .returning();
  advisor = { id: mine!.id, firstName: mine!.firstName };
  otherAdvisorId = other!.id;
  await app.live.refreshCatalogue();
  admin = await signedIn(app, 'admin');
  advisorConsole = await signedIn(app, 'advisor', advisor.id);
  otherConsole = await signedIn(app, 'advisor', otherAdvisorId);
});
afterEach(() => {
  smtp.messages.splice(0);
});
afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

interface Consultation {
  key: string;
  conversationId: number;
  orderId: number;
}

/** A conversation with its order, written as the chat and the payment would leave them. */
async function consultation({ email = null as string | null, state = 'active', paid = true, advisorId = advisor.id, prenom = 'Julie' } = {}): Promise<Consultation> {
  const db = app.database.db;
  const key = newSecretToken();
  const [conversation] = await db.insert(conversations).values({ keyHash: hashSecretToken(key), advisorId, prenom, state, visitorEmail: email }).returning();
  const now = new Date();
  const [order] = await db
    .insert(orders)
    .values({
      reference: `T-${randomUUID().slice(0, 10)}`,
      advisorId,
      conversationId: conversation!.id,
      label: 'Tirage 30 minutes',
      durationMinutes: 30,
      amountCents: 3000,
      expiresAt: new Date(now.getTime() + DAY_MS),
      state: paid ? 'paid' : 'sent',
      paidAt: paid ? now : null,
      paidVia: paid ? 'manual' : null,
    })
    .returning();
  return { key, conversationId: conversation!.id, orderId: order!.id };
}

const close = (who: SignedIn, conversationId: number) => app.inject({ method: 'POST', url: `/api/console/chat/conversations/${conversationId}/close`, headers: who.headers });
const history = async (key: string) => z.parse(ChatHistory, (await app.inject({ method: 'GET', url: CHAT_PATHS.conversation, headers: { [CHAT_KEY_HEADER]: key } })).json());
const chatLink = (key: string) => app.inject({ method: 'POST', url: CHAT_PATHS.reviewLink, headers: { [CHAT_KEY_HEADER]: key } });
const orderRow = async (id: number) => (await app.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** A review form's address, as an e-mail writes it. */
const REVIEW_LINK = /https?:\/\/\S+\/avis\/[\w-]{43}/;

/** A paid consultation closed by the advisor, and its review link (from the chat's button). */
async function invitedConsultation(options: Parameters<typeof consultation>[0] = {}): Promise<Consultation & { path: string }> {
  const made = await consultation(options);
  expect((await close(options.advisorId === otherAdvisorId ? otherConsole : advisorConsole, made.conversationId)).statusCode).toBe(200);
  const link = await chatLink(made.key);
  expect(link.statusCode).toBe(200);
  return { ...made, path: new URL(z.parse(ReviewLink, link.json()).url).pathname };
}

const submit = (path: string, body: Record<string, string>, headers: Record<string, string> = FORM) => app.inject({ method: 'POST', url: path, headers, payload: form(body) });
const moderate = (who: SignedIn, id: number, body: unknown) => app.inject({ method: 'POST', url: CONSOLE_REVIEW_PATHS.moderate.replace(':id', String(id)), headers: who.headers, payload: body as object });
const reviewOf = async (orderId: number) => (await app.database.db.select().from(reviews).where(eq(reviews.orderId, orderId)))[0];
const publicAdvisor = async (id: number) => z.parse(Advisor, (await app.inject({ method: 'GET', url: `/api/users/${id}` })).json());

/** The mean of the advisor's published reviews, as the database holds them. */
async function publishedMean(advisorId: number): Promise<{ mean: number | null; n: number }> {
  const [row] = await app.database.db
    .select({ mean: avg(reviews.rating), n: count() })
    .from(reviews)
    .where(and(eq(reviews.advisorId, advisorId), eq(reviews.state, 'published')));
  return { mean: row?.mean == null ? null : Number(row.mean), n: row?.n ?? 0 };
}

describe('the invitation', () => {
  it('comes when a paid consultation ends: a message in the chat and an e-mail with a link to the form, once', async () => {
    const made = await consultation({ email: 'julie@exemple.fr' });
    expect((await close(advisorConsole, made.conversationId)).statusCode).toBe(200);

    const { messages } = await history(made.key);
    const invites = messages.filter((message) => message.kind === 'review-invite');
    expect(invites).toHaveLength(1);
    expect(invites[0]!.text).toContain(`Merci pour votre consultation avec ${advisor.firstName}`);
    expect((await orderRow(made.orderId)).reviewInvitedAt).not.toBeNull();

    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.messages[0]!;
    expect(mail.subject).toBe(REVIEW_TEXTS.mail.subject(advisor.firstName));
    expect((mail.to as { text: string }).text).toBe('julie@exemple.fr');
    expect(mail.text).toMatch(REVIEW_LINK);
    const link = REVIEW_LINK.exec(mail.text!)![0];
    // The chat's button leads to the same form.
    expect(z.parse(ReviewLink, (await chatLink(made.key)).json()).url).toBe(link);
    expect((await app.inject({ method: 'GET', url: new URL(link!).pathname })).statusCode).toBe(200);

    // Once: a second call (the payment's hook, a retry) changes nothing.
    expect(await app.database.db.transaction((tx) => inviteToReviewIfDue(tx, made.orderId, ORIGIN))).toBe(false);
    expect((await history(made.key)).messages.filter((message) => message.kind === 'review-invite')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(1);
  });

  it('comes with the payment when the consultation had already ended, and never for an unpaid one', async () => {
    const unpaid = await consultation({ paid: false, email: 'nonpaye@exemple.fr' });
    expect((await close(advisorConsole, unpaid.conversationId)).statusCode).toBe(200);
    expect((await history(unpaid.key)).messages).toHaveLength(0);
    const refused = await chatLink(unpaid.key);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Aucune consultation payée de cette conversation n’attend votre avis.');

    // Paid later (what the payment's webhook does), the invitation follows.
    await app.database.db.update(orders).set({ state: 'paid', paidAt: new Date() }).where(eq(orders.id, unpaid.orderId));
    expect(await app.database.db.transaction((tx) => inviteToReviewIfDue(tx, unpaid.orderId, ORIGIN))).toBe(true);
    expect((await history(unpaid.key)).messages.map((message) => message.kind)).toEqual(['review-invite']);
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);

    // Paid while the conversation goes on: nothing until it ends.
    const ongoing = await consultation();
    expect(await app.database.db.transaction((tx) => inviteToReviewIfDue(tx, ongoing.orderId, ORIGIN))).toBe(false);
    expect((await history(ongoing.key)).messages).toHaveLength(0);
  });
});

describe('the review form', () => {
  it('stores one review per paid order, and says in French what is wrong, keeping what was typed', async () => {
    const { path, orderId } = await invitedConsultation({ prenom: 'Maëlle' });
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('type="radio" name="rating" value="5"');
    expect(page.body).toContain('<textarea');

    const short = await submit(path, { rating: '4', text: 'Bien.' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Votre avis doit contenir au moins 10 caractères');
    expect(short.body).toContain('value="4" checked');
    expect(short.body).toContain('>Bien.</textarea>');
    const noRating = await submit(path, { text: 'Une consultation très claire.' });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.body).toContain('Choisissez une note de 1 à 5 étoiles');
    expect(noRating.body).toContain('Une consultation très claire.</textarea>');
    expect(await reviewOf(orderId)).toBeUndefined();

    // Another site's form: refused, nothing stored.
    const forged = await submit(path, { rating: '5', text: 'Avis posté depuis un autre site.' }, { ...FORM, origin: 'https://autre.example' });
    expect(forged.statusCode).toBe(403);
    expect(await reviewOf(orderId)).toBeUndefined();

    const done = await submit(path, { rating: '5', text: '  Très juste, merci <b>beaucoup</b>.  ' });
    expect(done.statusCode).toBe(201);
    expect(done.body).toContain('Merci pour votre avis');
    const stored = await reviewOf(orderId);
    expect(stored).toMatchObject({ rating: 5, text: 'Très juste, merci <b>beaucoup</b>.', firstName: 'Maëlle', state: 'pending', advisorId: advisor.id });

    // One per order: the link now says so, and a second post stores nothing.
    const again = await submit(path, { rating: '1', text: 'Je change d’avis complètement.' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Vous avez déjà donné votre avis sur cette consultation');
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(409);
    expect((await reviewOf(orderId))!.rating).toBe(5);
  });

  it('refuses a link that is not one, an order refunded, and a review after 14 days', async () => {
    const unknown = await app.inject({ method: 'GET', url: REVIEW_PATHS.form(newSecretToken()) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Ce lien d’avis n’est pas valide');
    expect((await submit(REVIEW_PATHS.form('court'), { rating: '5', text: 'Un texte assez long.' })).statusCode).toBe(404);

    const refunded = await invitedConsultation();
    await app.database.db.update(orders).set({ state: 'refunded', refundedAt: new Date() }).where(eq(orders.id, refunded.orderId));
    const unpaid = await submit(refunded.path, { rating: '5', text: 'Un texte assez long.' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.body).toContain('Cette consultation n’a pas été payée');
    expect(await reviewOf(refunded.orderId)).toBeUndefined();

    const old = await invitedConsultation();
    await app.database.db.update(orders).set({ reviewInvitedAt: new Date(Date.now() - 14 * DAY_MS - 60_000) }).where(eq(orders.id, old.orderId));
    const late = await submit(old.path, { rating: '5', text: 'Un texte assez long.' });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('Le délai pour donner votre avis est dépassé');
    expect(await reviewOf(old.orderId)).toBeUndefined();
    // The chat's button says so too.
    expect((await chatLink(old.key)).statusCode).toBe(404);
  });
});

describe('moderation, the answer and the ratings', () => {
  it('publishes or rejects with a reason (admins only, audited); the rating is the mean of the published reviews everywhere', async () => {
    const written: { id: number; rating: number }[] = [];
    for (const [rating, text] of [
      [5, 'Très juste <script>alert(1)</script> merci'],
      [2, 'Pas convaincue par les réponses données.'],
      [1, 'Nul, appelez plutôt le 06 12 34 56 78.'],
    ] as const) {
      const { path, orderId } = await invitedConsultation();
      expect((await submit(path, { rating: String(rating), text })).statusCode).toBe(201);
      written.push({ id: (await reviewOf(orderId))!.id, rating });
    }
    // Pending: no rating yet.
    expect(await publicAdvisor(advisor.id)).toMatchObject({ rating: null, reviews_count: 0 });
    expect(advisorPerson(await publicAdvisor(advisor.id))).not.toHaveProperty('aggregateRating');

    expect((await moderate(advisorConsole, written[0]!.id, { action: 'publish' })).statusCode).toBe(403);
    const badReason = await moderate(admin, written[2]!.id, { action: 'reject', reason: 'je-ne-sais-pas' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().message).toBe('Choisissez un motif de refus');

    expect((await moderate(admin, written[0]!.id, { action: 'publish' })).statusCode).toBe(200);
    expect((await moderate(admin, written[1]!.id, { action: 'publish' })).statusCode).toBe(200);
    const rejected = await moderate(admin, written[2]!.id, { action: 'reject', reason: 'personal-data' });
    expect(z.parse(ConsoleReview, rejected.json())).toMatchObject({ state: 'rejected', reject_reason: 'personal-data', text: 'Nul, appelez plutôt le 06 12 34 56 78.' });
    expect(REVIEW_REJECTION_REASONS['personal-data']).toMatch(/^Données personnelles/);

    const { mean, n } = await publishedMean(advisor.id);
    expect(n).toBe(2);
    const shown = await publicAdvisor(advisor.id);
    expect(shown).toMatchObject({ rating: mean!.toFixed(1), reviews_count: 2 });
    expect(Number(shown.rating)).toBe(3.5);
    expect(advisorPerson(shown)).toMatchObject({ aggregateRating: { '@type': 'AggregateRating', ratingValue: '3.5', reviewCount: 2, bestRating: 5, worstRating: 1 } });

    // The profile's reviews: the published ones, the visitor's words as they wrote them (text, never HTML).
    const profile = z.parse(PublicReviews, (await app.inject({ method: 'GET', url: REVIEW_PATHS.advisor.replace(':id', String(advisor.id)) })).json());
    expect(profile.reviews.map((review) => review.rating).sort()).toEqual([2, 5]);
    expect(profile.reviews.find((review) => review.rating === 5)!.text).toBe('Très juste <script>alert(1)</script> merci');

    // Withdrawn later: the rating follows.
    expect((await moderate(admin, written[1]!.id, { action: 'reject', reason: 'unrelated' })).statusCode).toBe(200);
    expect(await publicAdvisor(advisor.id)).toMatchObject({ rating: '5.0', reviews_count: 1 });

    const audit = z.parse(AuditPage, (await app.inject({ method: 'GET', url: '/api/console/audit', headers: admin.headers })).json());
    const actions = audit.entries.filter((entry) => entry.target?.startsWith('review:')).map((entry) => [entry.action, entry.target, entry.details?.reason ?? null]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['review-published', `review:${written[0]!.id}`, null],
        ['review-rejected', `review:${written[2]!.id}`, 'personal-data'],
      ]),
    );
    // The visitor's words never reach the audit log.
    expect(JSON.stringify(audit)).not.toContain('06 12 34 56 78');

    // The console lists them pending first, the text as written; an advisor sees only their own.
    const list = z.parse(ConsoleReviewPage, (await app.inject({ method: 'GET', url: CONSOLE_REVIEW_PATHS.list, headers: admin.headers })).json());
    expect(list.reviews.find((review) => review.id === written[0]!.id)!.text).toBe('Très juste <script>alert(1)</script> merci');
    const states = list.reviews.map((review) => review.state);
    expect(states.indexOf('pending') === -1 || states.lastIndexOf('pending') < states.findIndex((state) => state !== 'pending')).toBe(true);
    const theirs = z.parse(ConsoleReviewPage, (await app.inject({ method: 'GET', url: CONSOLE_REVIEW_PATHS.list, headers: otherConsole.headers })).json());
    expect(theirs.reviews.every((review) => review.advisor_id === otherAdvisorId)).toBe(true);
  });

  it('lets the advisor answer a review of theirs once, publicly', async () => {
    const { path, orderId } = await invitedConsultation();
    expect((await submit(path, { rating: '4', text: 'Bonne consultation, merci beaucoup.' })).statusCode).toBe(201);
    const id = (await reviewOf(orderId))!.id;
    expect((await moderate(admin, id, { action: 'publish' })).statusCode).toBe(200);
    const answer = (who: SignedIn, text: string) => app.inject({ method: 'POST', url: CONSOLE_REVIEW_PATHS.answer.replace(':id', String(id)), headers: who.headers, payload: { text } });

    expect((await answer(otherConsole, 'Ce n’est pas mon avis.')).statusCode).toBe(404);
    expect((await answer(admin, 'Un administrateur ne répond pas.')).statusCode).toBe(403);
    const first = await answer(advisorConsole, 'Merci <i>Julie</i>, à bientôt.');
    expect(first.statusCode).toBe(200);
    const second = await answer(advisorConsole, 'Une deuxième réponse.');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Vous avez déjà répondu à cet avis (une seule réponse par avis).');
    const profile = z.parse(PublicReviews, (await app.inject({ method: 'GET', url: REVIEW_PATHS.advisor.replace(':id', String(advisor.id)) })).json());
    expect(profile.reviews.find((review) => review.id === id)!.answer).toBe('Merci <i>Julie</i>, à bientôt.');
  });
});

describe('the demonstration data', () => {
  it('reproduces the seed ratings, and is removed in one action that leaves only real reviews', async () => {
    const db = app.database.db;
    const [capucine] = await db.select().from(advisors).where(eq(advisors.slug, 'capucine'));
    expect(capucine).toMatchObject({ rating: '5.0', reviewsCount: 197 });
    expect(await publishedMean(capucine!.id)).toEqual({ mean: 5, n: 197 });

    const summary = z.parse(DemoDataSummary, (await app.inject({ method: 'GET', url: CONSOLE_REVIEW_PATHS.demo, headers: admin.headers })).json());
    expect(summary.reviews).toBeGreaterThan(3000);
    expect((await app.inject({ method: 'DELETE', url: CONSOLE_REVIEW_PATHS.demo, headers: advisorConsole.headers })).statusCode).toBe(403);
    const before = await publicAdvisor(advisor.id);

    const removed = await app.inject({ method: 'DELETE', url: CONSOLE_REVIEW_PATHS.demo, headers: admin.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(summary);
    expect((await app.inject({ method: 'GET', url: CONSOLE_REVIEW_PATHS.demo, headers: admin.headers })).json()).toEqual({ orders: 0, reviews: 0 });
    expect(await publicAdvisor(capucine!.id)).toMatchObject({ rating: null, reviews_count: 0 });
    // Real reviews stay, and so does their rating.
    expect(await publicAdvisor(advisor.id)).toMatchObject({ rating: before.rating, reviews_count: before.reviews_count });
    const audit = z.parse(AuditPage, (await app.inject({ method: 'GET', url: '/api/console/audit', headers: admin.headers })).json());
    expect(audit.entries.find((entry) => entry.action === 'demo-data-removed')?.details).toEqual(summary);
  });
});

describe('the review-check page', () => {
  it('says the rules the server applies: the window, the moderation delay, every reason of the fixed list', () => {
    const text = readFileSync(new URL('../../site/content/legal/review-check.md', import.meta.url), 'utf8').replace(/\u202f/g, ' ');
    expect(text).toContain(`dans les ${REVIEW_LIMITS.windowDays} jours`);
    expect(text).toContain(`dans un délai de ${REVIEW_LIMITS.moderationDays} jours`);
    expect(text).toContain(`un texte de ${REVIEW_LIMITS.textMin} à ${REVIEW_LIMITS.textMax.toLocaleString('fr-FR').replace(/\s/g, ' ')} caractères`);
    for (const reason of Object.values(REVIEW_REJECTION_REASONS)) expect(text.toLowerCase()).toContain(reason.toLowerCase());
  });
});

describe('the French of reviews', () => {
  it('is typeset: the form, the e-mail, the chat message, the console page, the reasons', () => {
    const day = new Date('2026-03-12T10:00:00Z');
    const texts: string[] = [
      REVIEW_TEXTS.chatInvite('Hélène', day),
      REVIEW_TEXTS.mail.subject('Hélène'),
      ...REVIEW_TEXTS.mail.paragraphs('Julie', 'Hélène', day, day),
      REVIEW_TEXTS.page.title('Hélène'),
      REVIEW_TEXTS.page.intro('Hélène', day),
      REVIEW_TEXTS.page.text,
      REVIEW_TEXTS.page.thanks.text,
      ...Object.values(REVIEW_TEXTS.page.refused),
      ...Object.values(REVIEW_REJECTION_REASONS),
      ...Object.values(CONSOLE_REVIEW_TEXTS).map((value) => (typeof value === 'function' ? (value as (...args: unknown[]) => string)(3, 2) : typeof value === 'string' ? value : JSON.stringify(value))),
    ];
    expect(REVIEW_TEXTS.mail.paragraphs('Julie', 'Hélène', day, day)[1]).toContain('payée le 12 mars 2026');
    expect(texts.flatMap(typographyFaults)).toEqual([]);
  });
});
