/**
 * The console's inbox (issue 15 point 4): what visitors send through the real
 * public forms, read, searched, handled, deleted, exported as CSV and erased
 * by e-mail address through /api/console, on the real app and database.
 */
import { rmSync } from 'node:fs';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import * as z from 'zod/mini';
import { rawRequest } from '../../scripts/raw-http';
import { SESSION_COOKIE } from '../../server/console/session-token';
import { openDatabase } from '../../server/db/open';
import { advisors, auditLog, contactMessages, selfExclusionRequests, sessions } from '../../server/db/schema';
import { keyedDigest } from '../../server/server-secret';
import { ContactReceipt, ErasureReceipt, InboxItem, InboxPage, QuestionResponse } from '../../contract/schemas';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { insertConsoleSession } from '../helpers/console-session-row';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { createTestApp } from '../helpers/test-app';
import { settledLog, VISITOR_CONTACT, VISITOR_QUESTION, VISITOR_SECRETS } from '../helpers/server-log';
import { seededFolderCopy } from '../helpers/seeded-folder';

/** 23:30 UTC on 4 March is already 5 March in Paris: the export's file name says the Paris day. */
const LATE_EVENING_UTC = new Date('2025-03-04T23:30:00Z');
let now: Date | null = null;

let app: FastifyInstance;
let admin: SignedIn;
let advisor: SignedIn;

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 }, clock: () => now ?? new Date() });
  const [someAdvisor] = await app.database.db.select({ id: advisors.id }).from(advisors).limit(1);
  admin = await signedIn(app, 'admin');
  advisor = await signedIn(app, 'advisor', someAdvisor!.id);
});
afterAll(async () => app.close());

// ─── Visitors, through the public forms ─────────────────────────────────────

const postJson = (url: string, body: object) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function sendContact(fields: { name: string; email: string; phone?: string; message: string }): Promise<number> {
  const response = await postJson('/api/contact', fields);
  expect(response.statusCode, response.body).toBe(201);
  return z.parse(ContactReceipt, response.json()).id;
}

async function askQuestion(prenom: string, question: string) {
  const response = await postJson('/api/questions', { prenom, question });
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(QuestionResponse, response.json()).response;
}

async function askSelfExclusion(fields: { name: string; email: string; phone: string; duration: string }): Promise<number> {
  const response = await postJson('/api/self-exclusion', fields);
  expect(response.statusCode, response.body).toBe(201);
  return z.parse(ContactReceipt, response.json()).id;
}

// ─── The console ────────────────────────────────────────────────────────────

const asAdmin = (options: InjectOptions) => app.inject({ ...options, headers: { ...admin.headers, ...options.headers } });

async function inbox(query = ''): Promise<InboxPage> {
  const response = await asAdmin({ method: 'GET', url: `/api/console/inbox${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(InboxPage, response.json());
}

const search = async (words: string, extra = '') => (await inbox(`?search=${encodeURIComponent(words)}${extra}`)).items;

const markHandled = (kind: string, id: number, handled: boolean) =>
  asAdmin({ method: 'PATCH', url: `/api/console/inbox/${kind}/${id}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ handled }) });

async function lastAudit(action: string) {
  const [entry] = await app.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

/** RFC 4180 with `;`: quoted cells may hold the separator, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const character = text[i]!;
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ';') {
      row.push(cell);
      cell = '';
    } else if (character === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += character;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  return rows;
}

async function exportCsv(query = '') {
  const response = await asAdmin({ method: 'GET', url: `/api/console/inbox.csv${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const byKind = (items: InboxItem[], kind: string, id: number) => items.find((item) => item.kind === kind && item.id === id);

describe('reading the inbox', () => {
  let contactId: number;
  let selfExclusionId: number;
  let answer: Awaited<ReturnType<typeof askQuestion>>;

  beforeAll(async () => {
    contactId = await sendContact({
      name: 'Éloïse Dupré',
      email: 'Eloise.Dupre@Example.fr',
      phone: '06 11 22 33 44',
      message: 'Bonjour, j’ai le cœur brisé depuis l’été.',
    });
    answer = await askQuestion('Anatole', 'Vais-je trouver l’amour cette année ?');
    selfExclusionId = await askSelfExclusion({ name: 'Gaëtan Lefèvre', email: 'gaetan@example.fr', phone: '07 98 76 54 32', duration: 'definitif' });
  });

  it('lists the three kinds newest first, each with its fields, the question with the answer it was given', async () => {
    const { items } = await inbox();
    const [first, second, third] = items;
    expect(first).toMatchObject({
      kind: 'self-exclusion',
      id: selfExclusionId,
      handled: false,
      name: 'Gaëtan Lefèvre',
      email: 'gaetan@example.fr',
      phone: '07 98 76 54 32',
      text: 'Définitivement',
      answer: null,
      category: null,
    });
    expect(second).toMatchObject({
      kind: 'question',
      handled: false,
      name: 'Anatole',
      email: null,
      phone: null,
      text: 'Vais-je trouver l’amour cette année ?',
      answer: answer.message,
      category: answer.category,
    });
    expect(answer.message.length).toBeGreaterThan(20);
    expect(third).toMatchObject({
      kind: 'contact',
      id: contactId,
      name: 'Éloïse Dupré',
      email: 'Eloise.Dupre@Example.fr',
      phone: '06 11 22 33 44',
      text: 'Bonjour, j’ai le cœur brisé depuis l’été.',
      answer: null,
      category: null,
    });
    const times = items.map((item) => Date.parse(item.created_at));
    expect(times.every((time) => Math.abs(Date.now() - time) < 120_000)).toBe(true);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('shows each self-exclusion duration as the form worded it', async () => {
    const id = await askSelfExclusion({ name: 'Noémie Roy', email: 'noemie@example.fr', phone: '0611223344', duration: '6-mois' });
    expect(byKind((await inbox('?kind=self-exclusion')).items, 'self-exclusion', id)?.text).toBe('6\u00a0mois');
  });

  it('counts what is not handled, whatever the filters, and marking handled (and back) changes it', async () => {
    const before = await inbox();
    expect(before.unread).toBe(before.total);
    expect((await inbox('?kind=question&search=zzzz-nothing')).unread).toBe(before.unread);

    const handled = await markHandled('contact', contactId, true);
    expect(handled.statusCode, handled.body).toBe(200);
    expect(z.parse(InboxItem, handled.json())).toMatchObject({ kind: 'contact', id: contactId, handled: true, name: 'Éloïse Dupré' });
    expect((await inbox()).unread).toBe(before.unread - 1);
    expect((await inbox('?state=handled')).items.map((item) => `${item.kind}:${item.id}`)).toEqual([`contact:${contactId}`]);
    expect(byKind((await inbox('?state=unhandled')).items, 'contact', contactId)).toBeUndefined();

    const audited = await lastAudit('inbox-handled');
    expect(audited).toMatchObject({ accountId: admin.accountId, actor: admin.email, target: `contact:${contactId}`, details: { handled: true } });
    expect(JSON.stringify(audited)).not.toMatch(/Éloïse|Dupré|cœur|06 11/);

    expect((await markHandled('contact', contactId, false)).json()).toMatchObject({ handled: false });
    expect((await inbox()).unread).toBe(before.unread);
    expect((await inbox('?state=handled')).total).toBe(0);
  });

  it('finds by name, e-mail, phone and text, case and accents aside', async () => {
    const ids = (items: InboxItem[]) => items.map((item) => `${item.kind}:${item.id}`);
    // 'E\u0301LOI\u0308SE': the accents typed as combining marks (NFD), as some keyboards send them.
    for (const words of ['eloise', 'ÉLOÏSE', 'E\u0301LOI\u0308SE', 'dupre', 'eloise.dupre@example.FR', '22 33', 'COEUR BRISE', 'l’ete', "l'ete"]) {
      expect(ids(await search(words)), words).toEqual([`contact:${contactId}`]);
    }
    expect((await search('l’AMOUR cette annee')).map((item) => item.name)).toEqual(['Anatole']);
    expect((await search('gaetan lefevre')).map((item) => item.id)).toEqual([selfExclusionId]);
    // The duration's label is the self-exclusion's text.
    expect((await search('definitivement')).map((item) => item.id)).toEqual([selfExclusionId]);
    expect(await search('Éloïse Martin')).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Blank is no search at all.
    expect((await inbox('?search=%20%20')).total).toBe((await inbox()).total);
  });

  it('filters by kind and by state', async () => {
    const all = await inbox();
    for (const kind of ['contact', 'question', 'self-exclusion'] as const) {
      const page = await inbox(`?kind=${kind}`);
      expect(page.items.every((item) => item.kind === kind), kind).toBe(true);
      expect(page.total, kind).toBe(all.items.filter((item) => item.kind === kind).length);
    }
    await markHandled('self-exclusion', selfExclusionId, true);
    expect((await inbox('?kind=self-exclusion&state=handled')).items.map((item) => item.id)).toEqual([selfExclusionId]);
    expect((await inbox('?kind=contact&state=handled')).items).toEqual([]);
    expect((await inbox('?state=unhandled')).total).toBe(all.total - 1);
    expect((await inbox('?state=all')).total).toBe(all.total);
    await markHandled('self-exclusion', selfExclusionId, false);
  });
});

describe('paging', () => {
  it('gives 25 items a page, newest first across the pages, and the total of every page', async () => {
    const sent: number[] = [];
    for (let i = 1; i <= 30; i++) {
      sent.push(await sendContact({ name: `Paginée ${i}`, email: `page${i}@example.fr`, message: `Message numéro ${i} pour le paging` }));
    }
    const [first, second, third] = await Promise.all([1, 2, 3].map((page) => inbox(`?search=paging&page=${page}`)));
    expect(first!.total).toBe(30);
    expect(first!.items).toHaveLength(25);
    expect(second!.items).toHaveLength(5);
    expect(third!.items).toEqual([]);
    expect([...first!.items, ...second!.items].map((item) => item.id)).toEqual([...sent].reverse());
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], ['10001']])('refuses page=%s with a French 400', async (page) => {
    const response = await asAdmin({ method: 'GET', url: `/api/console/inbox?page=${page}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field: 'page' });
  });
});

describe('deleting', () => {
  it('deletes what it is told, once, and audits it by kind and id', async () => {
    const id = await sendContact({ name: 'Suzanne Vidal', email: 'suzanne@example.fr', message: 'Merci de me rappeler demain matin.' });
    const response = await asAdmin({ method: 'DELETE', url: `/api/console/inbox/contact/${id}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await search('suzanne')).toEqual([]);
    expect(await app.database.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toEqual([]);
    expect(await lastAudit('inbox-deleted')).toMatchObject({ actor: admin.email, target: `contact:${id}`, details: null });

    const again = await asAdmin({ method: 'DELETE', url: `/api/console/inbox/contact/${id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'not_found', message: 'Ce message n’existe pas ou a déjà été supprimé.' });
  });

  it('deletes a free question and a self-exclusion request too', async () => {
    await askQuestion('Ursule', 'Mon chat va-t-il revenir un jour ?');
    const [question] = await search('ursule');
    const selfExclusionId = await askSelfExclusion({ name: 'Ursule Blanc', email: 'ursule@example.fr', phone: '0611223344', duration: '1-an' });
    expect((await asAdmin({ method: 'DELETE', url: `/api/console/inbox/question/${question!.id}` })).statusCode).toBe(204);
    expect((await asAdmin({ method: 'DELETE', url: `/api/console/inbox/self-exclusion/${selfExclusionId}` })).statusCode).toBe(204);
    expect(await search('ursule')).toEqual([]);
  });

  it.each([
    ['an unknown kind', '/api/console/inbox/courrier/1', 'kind'],
    ['an id that is not a number', '/api/console/inbox/contact/abc', 'id'],
    ['an id beyond a serial column', '/api/console/inbox/contact/99999999999', 'id'],
    ['a zero id', '/api/console/inbox/contact/0', 'id'],
  ])('refuses %s with a French 400 and deletes nothing', async (_label, url, field) => {
    const [before] = await app.database.db.select({ n: count() }).from(contactMessages);
    for (const method of ['DELETE', 'PATCH'] as const) {
      const body = method === 'PATCH' ? { headers: { 'content-type': 'application/json' }, payload: '{"handled":true}' } : {};
      const response = await asAdmin({ method, url, ...body });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', field });
      expect(response.json().message).toMatch(/[Ii]dentifiant invalide|Type de message inconnu/);
    }
    const [after] = await app.database.db.select({ n: count() }).from(contactMessages);
    expect(after).toEqual(before);
  });

  it('answers 404 for marking an item that does not exist, and 400 for a body without `handled`', async () => {
    expect((await markHandled('question', 2_000_000_000, true)).statusCode).toBe(404);
    const id = await sendContact({ name: 'Odile Perrin', email: 'odile@example.fr', message: 'Un message pour tester le corps.' });
    const response = await asAdmin({ method: 'PATCH', url: `/api/console/inbox/contact/${id}`, headers: { 'content-type': 'application/json' }, payload: '{"handled":"yes"}' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', field: 'handled' });
  });
});

describe('the CSV export', () => {
  const tricky = {
    name: '=HYPERLINK("http://evil.example","clic")',
    email: 'tricky@example.fr',
    phone: '+33 6 12 34 56 78',
    message: 'Bonjour ; il a dit "oui"\r\npuis il est parti.\nFin',
  };
  let trickyId: number;

  beforeAll(async () => {
    trickyId = await sendContact(tricky);
    await sendContact({ name: '@Arobase', email: 'arobase@example.fr', message: '-2+3 font 1, et ensuite ?' });
  });

  afterEach(() => {
    now = null;
  });

  it('is UTF-8 with a BOM, `;`-separated, with a French header, named after the Paris day, every row of the filters', async () => {
    now = LATE_EVENING_UTC;
    const response = await exportCsv();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="messages-2025-03-05.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFType;Reçu le;Traité;Nom;E-mail;Téléphone;Texte;Réponse;Catégorie\r\n')).toBe(true);

    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toHaveLength(9);
    const { total } = await inbox();
    expect(total).toBeGreaterThan(25);
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.length === 9)).toBe(true);
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set(['Message de contact', 'Question gratuite', 'Demande d’auto-exclusion']));

    const audited = await lastAudit('inbox-exported');
    expect(audited).toMatchObject({ actor: admin.email, details: { count: total, kind: 'all', state: 'all', searched: false } });
  });

  it('quotes `;`, quotes and line breaks per RFC 4180 and defuses cells a spreadsheet would run', async () => {
    const text = (await exportCsv('?search=tricky')).rawPayload.toString('utf8');
    expect(text).toContain(';"\'=HYPERLINK(""http://evil.example"",""clic"")";');
    expect(text).toContain(';"Bonjour ; il a dit ""oui""\r\npuis il est parti.\nFin";');
    const [, row] = parseCsv(text.slice(1));
    expect(row).toEqual([
      'Message de contact',
      expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      'Non',
      `'${tricky.name}`,
      tricky.email,
      `'${tricky.phone}`,
      tricky.message,
      '',
      '',
    ]);
    expect(trickyId).toBeGreaterThan(0);

    const [, other] = parseCsv((await exportCsv('?search=arobase')).rawPayload.toString('utf8').slice(1));
    expect(other!.slice(3, 7)).toEqual(["'@Arobase", 'arobase@example.fr', '', "'-2+3 font 1, et ensuite ?"]);
  });

  it('exports what the filters select, the question with its answer and category', async () => {
    const [header, ...rows] = parseCsv((await exportCsv('?kind=question')).rawPayload.toString('utf8').slice(1));
    expect(header![7]).toBe('Réponse');
    expect(rows.length).toBe((await inbox('?kind=question')).total);
    expect(rows.every((row) => row[0] === 'Question gratuite' && row[7]!.length > 20 && row[8] !== '')).toBe(true);
    expect((await lastAudit('inbox-exported'))!.details).toEqual({ count: rows.length, kind: 'question', state: 'all', searched: false });

    const [, ...none] = parseCsv((await exportCsv('?search=nothing-matches-this')).rawPayload.toString('utf8').slice(1));
    expect(none).toEqual([]);
    expect((await lastAudit('inbox-exported'))!.details).toMatchObject({ count: 0, searched: true });
  });
});

describe('erasure', () => {
  const rowsOf = async (email: string) => ({
    contact: await app.database.db.select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`),
    selfExclusion: await app.database.db.select().from(selfExclusionRequests).where(sql`lower(${selfExclusionRequests.email}) = ${email}`),
  });
  const erase = (email: string) =>
    asAdmin({ method: 'POST', url: '/api/console/erasure', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email }) });

  it('deletes every contact message and anonymises the self-exclusion requests of one address, whatever its case, and nothing else', async () => {
    await sendContact({ name: 'Marie Curie', email: 'Marie.Curie@Example.FR', message: 'Première demande de rappel.' });
    await sendContact({ name: 'Marie C.', email: 'marie.curie@example.fr', phone: '0611223344', message: 'Deuxième demande de rappel.' });
    await askSelfExclusion({ name: 'Marie Curie', email: 'MARIE.CURIE@EXAMPLE.FR', phone: '0611223344', duration: '3-mois' });
    await sendContact({ name: 'Marie Curie', email: 'marie.curie@example.org', message: 'Même nom, autre adresse.' });
    await sendContact({ name: 'Pierre Curie', email: 'pierre.curie@example.fr', message: 'Une autre personne.' });
    const before = await inbox();

    const response = await erase('  Marie.CURIE@example.fr ');
    expect(response.statusCode, response.body).toBe(200);
    expect(z.parse(ErasureReceipt, response.json())).toEqual({ erased: { contact: 2, question: 0, conversation: 0, message: 0, email: 0, alert: 0, review: 0 }, anonymised: { 'self-exclusion': 1, order: 0 } });

    expect(await rowsOf('marie.curie@example.fr')).toEqual({ contact: [], selfExclusion: [] });
    expect((await rowsOf('marie.curie@example.org')).contact).toHaveLength(1);
    expect((await rowsOf('pierre.curie@example.fr')).contact).toHaveLength(1);
    // The self-exclusion request stays (anonymised), so the exclusion is still honoured.
    expect((await inbox()).total).toBe(before.total - 2);

    const audited = await lastAudit('erasure');
    expect(audited).toMatchObject({
      actor: admin.email,
      target: null,
      details: { erased: { contact: 2, question: 0, conversation: 0, message: 0, email: 0, alert: 0, review: 0 }, anonymised: { 'self-exclusion': 1, order: 0 }, email_hmac: await keyedDigest(app.database.db, 'audit-hmac', 'marie.curie@example.fr') },
    });
    const everyEntry = JSON.stringify(await app.database.db.select().from(auditLog));
    expect(everyEntry.toLowerCase()).not.toContain('marie.curie@example.fr');

    expect((await erase('marie.curie@example.fr')).json()).toEqual({ erased: { contact: 0, question: 0, conversation: 0, message: 0, email: 0, alert: 0, review: 0 }, anonymised: { 'self-exclusion': 0, order: 0 } });
  });

  it('refuses what is not an e-mail address with a French 400, erasing nothing', async () => {
    const before = await inbox();
    for (const email of ['', 'marie', '%@%', 'a'.repeat(300) + '@example.fr']) {
      const response = await erase(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation', field: 'email', message: 'E-mail invalide' });
    }
    expect((await inbox()).total).toBe(before.total);
  });
});

describe('who may', () => {
  const someId = async () => {
    const [row] = await app.database.db.select({ id: contactMessages.id }).from(contactMessages).limit(1);
    return row!.id;
  };
  const requests = (id: number): InjectOptions[] => [
    { method: 'GET', url: '/api/console/inbox' },
    { method: 'GET', url: '/api/console/inbox?page=abc&kind=nope' },
    { method: 'GET', url: '/api/console/inbox.csv' },
    { method: 'PATCH', url: `/api/console/inbox/contact/${id}`, payload: '{"handled":true}' },
    { method: 'PATCH', url: '/api/console/inbox/nope/x', payload: '{"handled":"x"}' },
    { method: 'DELETE', url: `/api/console/inbox/contact/${id}` },
    { method: 'POST', url: '/api/console/erasure', payload: '{"email":"marie.curie@example.org"}' },
    { method: 'POST', url: '/api/console/erasure', payload: '{"email":"not an email"}' },
  ];

  async function snapshot() {
    const [contact] = await app.database.db.select({ n: count() }).from(contactMessages);
    const [handled] = await app.database.db.select({ n: count() }).from(contactMessages).where(sql`${contactMessages.handledAt} is not null`);
    const [audited] = await app.database.db.select({ n: count() }).from(auditLog);
    return { contact, handled, audited };
  }

  it('answers 403 to an advisor account on every inbox route, before reading the request, changing nothing', async () => {
    const before = await snapshot();
    for (const request of requests(await someId())) {
      const response = await app.inject({ ...request, headers: { ...advisor.headers, 'content-type': 'application/json' } });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden', message: 'Action non autorisée pour ce compte.' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a session, or with a session that no longer exists, changing nothing', async () => {
    const before = await snapshot();
    const gone = await signedIn(app, 'admin');
    await app.database.db.delete(sessions).where(eq(sessions.accountId, gone.accountId));
    for (const cookie of [undefined, `${SESSION_COOKIE}=forged`, gone.headers.cookie]) {
      for (const request of requests(await someId())) {
        const headers = { origin: admin.headers.origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
        const response = await app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url} ${cookie}`).toBe(401);
        expect(response.json()).toEqual({ error: 'unauthorized', message: 'Veuillez vous connecter.' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to an admin’s state change from a foreign page, changing nothing', async () => {
    const before = await snapshot();
    for (const request of requests(await someId()).filter((r) => r.method !== 'GET')) {
      for (const origin of ['https://evil.example', 'null', undefined]) {
        const headers: Record<string, string> = { cookie: admin.headers.cookie, 'content-type': 'application/json', ...(origin ? { origin } : {}) };
        const response = await app.inject({ ...request, headers });
        expect(response.statusCode, `${request.method} ${request.url} from ${origin}`).toBe(403);
        expect(response.json()).toEqual({ error: 'forbidden', message: 'Origine de la requête refusée.' });
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});

/**
 * The real server process and its real log output, as an operator would run it
 * troubleshooting (LOG_LEVEL=trace: every request is logged): reading,
 * exporting, handling and erasing leave nothing a visitor wrote in the log.
 */
describe('the server log', () => {
  const selfExclusion = { name: 'Hippolyte Vauquelin', email: 'hippolyte@example.fr', phone: '06 55 44 33 22', duration: '1-mois' };
  const secrets = [...VISITOR_SECRETS, 'Vauquelin', 'hippolyte', '55 44'];

  let dataDir: string;
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    dataDir = seededFolderCopy('voyance-inbox-log-');
    // The admin's account and session written before the server opens the folder (it locks it).
    const database = await openDatabase({ dataDir });
    cookie = await insertConsoleSession(database.db, 'admin');
    await database.close();
    server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'trace', RATE_LIMIT_PER_MINUTE: '1000' }, 150_000);
  }, 200_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = async (method: string, path: string, body?: object) => {
    const headers: Record<string, string> = { cookie, origin: server.url, accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    return rawRequest(server.url, path, { method, headers, body: body && JSON.stringify(body) });
  };

  it('holds none of what visitors wrote after the console read, exported, handled, deleted and erased it', async () => {
    expect((await send('POST', '/api/contact', VISITOR_CONTACT)).status).toBe(201);
    expect((await send('POST', '/api/questions', VISITOR_QUESTION)).status).toBe(200);
    expect((await send('POST', '/api/self-exclusion', selfExclusion)).status).toBe(201);

    // An operator looks a visitor up: the query string holds what was searched.
    const searched = await send('GET', `/api/console/inbox?search=${encodeURIComponent('Vauquelin')}&kind=self-exclusion`);
    expect(z.parse(InboxPage, JSON.parse(searched.body.toString())).items).toHaveLength(1);
    const listed = await send('GET', '/api/console/inbox');
    expect(listed.status).toBe(200);
    const { items } = z.parse(InboxPage, JSON.parse(listed.body.toString()));
    // The console did read them: the secrets went through this process.
    expect(items.map((item) => item.name).sort()).toEqual(['Anatolie', 'Hippolyte Vauquelin', 'Zéphyrine Quincampoix']);
    const exported = await send('GET', '/api/console/inbox.csv');
    expect(exported.status).toBe(200);
    expect(exported.body.toString()).toContain('4711');
    const questionItem = items.find((item) => item.kind === 'question')!;
    expect((await send('PATCH', `/api/console/inbox/question/${questionItem.id}`, { handled: true })).status).toBe(200);
    expect((await send('DELETE', `/api/console/inbox/question/${questionItem.id}`)).status).toBe(204);
    const erased = await send('POST', '/api/console/erasure', { email: VISITOR_CONTACT.email });
    expect(JSON.parse(erased.body.toString())).toEqual({ erased: { contact: 1, question: 0, conversation: 0, message: 0, email: 0, alert: 0, review: 0 }, anonymised: { 'self-exclusion': 0, order: 0 } });
    // A refused erasure too: a validation failure must not echo the value into the log.
    expect((await send('POST', '/api/console/erasure', { email: `${VISITOR_CONTACT.name} 4711` })).status).toBe(400);

    const log = await settledLog(server);
    // The trace level did log the requests (method and path), so the check below is not vacuous.
    expect(log).toContain('/api/console/inbox.csv');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  }, 60_000);
});
