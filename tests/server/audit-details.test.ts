/**
 * The operator's audit log in French (issue 42, point 8): the list API names
 * the advisors and accounts its entries hold by id (archived advisors too),
 * and the console writes each action's details as a French sentence
 * (console/audit-details.ts) instead of « kind = all / count = 5 », « advisor:3 ».
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { auditDetails, auditTarget } from '../../console/audit-details';
import { audit } from '../../server/console/audit';
import { accounts, advisors } from '../../server/db/schema';
import { AuditPage, type AuditEntry } from '../../contract/schemas/console/audit';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { createTestApp } from '../helpers/test-app';
import { typographyFaults } from '../helpers/typography';

vi.setConfig({ testTimeout: 120_000 });

let app: FastifyInstance;
let admin: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(() => app?.close());

const entry = (action: AuditEntry['action'], details: AuditEntry['details'], target: string | null = null, names?: Record<string, string>): AuditEntry => ({
  id: 1,
  at: '2026-11-28T12:00:00.000Z',
  actor: 'admin@agence.test',
  action,
  target,
  details,
  ...(names ? { names } : {}),
});

it('the list API names the advisor and the account of each entry, an archived advisor included', async () => {
  const [helene, archived] = await app.database.db.select({ id: advisors.id, name: advisors.firstName }).from(advisors).limit(2);
  await app.database.db.update(advisors).set({ archivedAt: new Date() }).where(eq(advisors.id, archived!.id));
  const [account] = await app.database.db.select({ id: accounts.id, email: accounts.email }).from(accounts).limit(1);
  await audit(app.database.db, null, { action: 'status-set', target: `advisor:${helene!.id}`, details: { from: 'available', to: 'busy' } });
  await audit(app.database.db, null, { action: 'review-published', target: 'review:7', details: { advisor_id: archived!.id } });
  await audit(app.database.db, null, { action: 'password-reset', target: `account:${account!.id}` });
  const response = await app.inject({ method: 'GET', url: '/api/console/audit', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  const [reset, review, status] = z.parse(AuditPage, response.json()).entries;
  expect(auditTarget(status!)).toBe(helene!.name);
  expect(auditDetails(status!)).toBe('Disponible → Occupé');
  expect(auditDetails(review!)).toBe(`Avis sur ${archived!.name}`);
  expect(auditTarget(review!)).toBe('Avis n°\u00a07');
  expect(auditTarget(reset!)).toBe(account!.email);
});

describe('each action’s details as a French sentence', () => {
  it.each<[AuditEntry, string]>([
    [entry('inbox-exported', { count: 5, kind: 'all', state: 'all', searched: false }), '5\u00a0messages, tous types, tous états, sans recherche'],
    [entry('inbox-exported', { count: 1, kind: 'question', state: 'unhandled', searched: true }), '1\u00a0message, questions gratuites, à traiter, avec une recherche'],
    [entry('status-auto-offline', { from: 'available', missed_in_a_row: 2 }, 'advisor:3', { 'advisor:3': 'Hélène' }), 'Était Disponible, 2\u00a0demandes manquées d’affilée'],
    [entry('offers-set', { count: 3 }), '3\u00a0offres'],
    [entry('order-paid', { order: 12, amount_cents: 2500 }), 'Commande n°\u00a012, 25,00\u00a0€'],
    [entry('account-created', { role: 'advisor', advisor_id: 3 }, 'account:9', { 'advisor:3': 'Hélène' }), 'Compte voyant d’Hélène'],
    [entry('account-created', { role: 'admin', advisor_id: null }), 'Compte administrateur'],
    [entry('review-rejected', { advisor_id: 4, reason: 'advertising' }, 'review:2', { 'advisor:4': 'Loïc' }), 'Avis sur Loïc\u202f: Contenu publicitaire ou lien'],
    [entry('advisor-edited', { fields: ['weekly_hours'] }), 'Modifié\u202f: horaires'],
    [entry('demo-data-removed', { orders: 3, reviews: 1 }), '3\u00a0commandes et 1\u00a0avis de démonstration supprimés'],
    [entry('inbox-handled', { handled: true }), 'Marqué traité'],
    [entry('erasure', { erased: { contact: 2, question: 0, conversation: 1, message: 4, email: 0, alert: 0, review: 0 }, anonymised: { 'self-exclusion': 0, order: 1 }, email_hmac: 'x' }), 'Effacé\u202f: 2\u00a0messages de contact, 1\u00a0conversation et 4\u00a0messages de tchat\u202f; anonymisé\u202f: 1\u00a0commande'],
  ])('%#: %s', (given, sentence) => {
    const text = auditDetails(given);
    expect(text).toBe(sentence);
    expect(text).not.toMatch(/=|\b[a-z]+_[a-z]+\b|advisor:|account:/);
    expect(typographyFaults(text)).toEqual([]);
  });

  it('an unnamed target says its kind and number, never « advisor:3 »', () => {
    expect(auditTarget(entry('advisor-archived', null, 'advisor:3'))).toBe('Voyant n°\u00a03');
    expect(auditTarget(entry('order-refunded', null, 'order:8'))).toBe('Commande n°\u00a08');
    expect(auditTarget(entry('agency-settings-changed', null, 'agency'))).toBe('Agence');
  });
});
