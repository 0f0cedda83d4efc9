/**
 * The database goes away while the server runs: the catalogue keeps being
 * served from memory, /api/health says so, the POSTs that store answer 503
 * JSON and store nothing, and a failing catalogue refresh keeps the last
 * snapshot. First with PGlite (its client closed under the app), then with a
 * real PostgreSQL server stopped under the app.
 */
import { rmSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/open';
import { advisors, contactMessages, questions } from '../../server/db/schema';
import { CONTACT_UNAVAILABLE_MESSAGE } from '../../server/routes/contact';
import { QUESTION_UNAVAILABLE_MESSAGE } from '../../server/routes/questions';
import { AdvisorList, ApiError, Health } from '../../contract/schemas';
import { startPostgres, type PostgresServer } from '../helpers/postgres';
import { openTestDatabase } from '../helpers/test-app';
import { seededFolderCopy } from '../helpers/seeded-folder';

const CONTACT = { name: 'Camille Martin', email: 'camille@example.fr', message: 'Bonjour, je souhaite une consultation.' };
const QUESTION = { prenom: 'Camille', question: 'Vais-je trouver l’amour cette année ?' };

const config = testConfig({ RATE_LIMIT_PER_MINUTE: 1000 });

function post(app: FastifyInstance, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
}

/** The catalogue's GETs a visitor needs, by path; the slug is the first advisor's. */
function cataloguePaths(slug: string, id: number): string[] {
  return [
    '/api/users',
    '/api/voyants',
    '/api/voyants/random-three-daily',
    '/api/voyants/random-daily',
    '/api/voyants/random-monthly',
    '/api/voyants/random-tarologue-daily',
    '/api/voyants/type/tarologue',
    '/api/voyants/specialty/amour',
    `/api/users/by-slug/${encodeURIComponent(slug)}`,
    `/api/users/${id}`,
    '/api/horoscopes/lion/aujourdhui',
    '/api/ml/health',
    '/sitemap.xml',
  ];
}

/** Answers of every catalogue GET, by path. */
async function getAll(app: FastifyInstance, paths: string[]): Promise<Map<string, LightMyRequestResponse>> {
  const answers = new Map<string, LightMyRequestResponse>();
  for (const path of paths) answers.set(path, await app.inject({ method: 'GET', url: path }));
  return answers;
}

/**
 * With the database down: the same GET answers as before, health degraded,
 * 503 JSON on the storing POSTs, the analysis still answered.
 */
async function expectServedWithoutDatabase(app: FastifyInstance, paths: string[], before: Map<string, LightMyRequestResponse>) {
  const after = await getAll(app, paths);
  for (const path of paths) {
    const response = after.get(path)!;
    expect(response.statusCode, path).toBe(200);
    expect(response.body, path).toBe(before.get(path)!.body);
  }

  const health = await app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  expect(z.parse(Health, health.json())).toMatchObject({ status: 'degraded', server: { status: 'ok' }, database: { status: 'down' } });

  const contact = await post(app, '/api/contact', CONTACT);
  expect(contact.statusCode).toBe(503);
  expect(contact.headers['content-type']).toMatch(/^application\/json/);
  expect(contact.json()).toEqual({ error: 'unavailable', message: CONTACT_UNAVAILABLE_MESSAGE });

  const question = await post(app, '/api/questions', QUESTION);
  expect(question.statusCode).toBe(503);
  expect(question.headers['content-type']).toMatch(/^application\/json/);
  expect(question.json()).toEqual({ error: 'unavailable', message: QUESTION_UNAVAILABLE_MESSAGE });

  // Invalid input is still refused as such, before any storage is tried.
  const invalid = await post(app, '/api/contact', { ...CONTACT, email: 'pas un email' });
  expect(invalid.statusCode).toBe(400);
  expect(z.parse(ApiError, invalid.json()).error).toBe('validation');

  // The analysis stores nothing: it does not need the database.
  const analysis = await post(app, '/api/analyser', { prenom: 'Camille', phrase: 'Mon travail va-t-il changer ?' });
  expect(analysis.statusCode).toBe(200);
}

async function rowCounts(database: Database): Promise<{ contact: number; questions: number }> {
  const [contact] = await database.db.select({ n: count() }).from(contactMessages);
  const [asked] = await database.db.select({ n: count() }).from(questions);
  return { contact: contact!.n, questions: asked!.n };
}

describe('PGlite closed under a running app', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = seededFolderCopy('voyance-dbfail-');
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the catalogue from memory, reports degraded, answers 503 on the POSTs and stores nothing', async () => {
    // A data directory (a copy of the seeded test database) so that it can be reopened afterwards.
    const database = await openDatabase({ dataDir });
    const app = await createApp(config, { database });
    try {
      expect((await post(app, '/api/contact', CONTACT)).statusCode).toBe(201);
      expect((await post(app, '/api/questions', QUESTION)).statusCode).toBe(200);
      const stored = await rowCounts(database);
      const first = z.parse(AdvisorList, (await app.inject({ method: 'GET', url: '/api/users' })).json())[0]!;
      const paths = cataloguePaths(first.slug, first.id);
      const before = await getAll(app, paths);

      await database.close();
      await expectServedWithoutDatabase(app, paths, before);

      // Reopened: exactly what was acknowledged before the outage, nothing from during it.
      const reopened = await openDatabase({ dataDir });
      try {
        expect(await rowCounts(reopened)).toEqual(stored);
      } finally {
        await reopened.close();
      }
    } finally {
      await app.close();
    }
  });

  it('keeps serving the last snapshot when the periodic catalogue refresh fails', async () => {
    const database = await openTestDatabase();
    const app = await createApp(config, { database, catalogueRefreshMs: 20 });
    try {
      const [first] = await database.db.select().from(advisors).orderBy(advisors.id).limit(1);
      // The refresh works while the database is up: a change appears without a restart.
      await database.db.update(advisors).set({ title: 'Titre rafraîchi' }).where(eq(advisors.id, first!.id));
      await expect.poll(async () => (await app.inject({ method: 'GET', url: `/api/users/${first!.id}` })).json<{ title: string }>().title, {
        timeout: 5_000,
      }).toBe('Titre rafraîchi');

      const paths = cataloguePaths(first!.slug, first!.id);
      const before = await getAll(app, paths);
      const snapshot = app.catalogue.snapshot;
      await database.close();
      // Several refreshes fail meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(app.catalogue.snapshot).toBe(snapshot);
      await expectServedWithoutDatabase(app, paths, before);
    } finally {
      await app.close();
    }
  });
});

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] PostgreSQL outage test skipped: ${'unavailable' in started ? started.unavailable : ''}`);
let postgresStopped = false;
const stopPostgres = () => {
  if (postgres && !postgresStopped) {
    postgresStopped = true;
    postgres.stop();
  }
};
afterAll(stopPostgres);

describe.skipIf(!postgres)('PostgreSQL stopped under a running app', () => {
  it('survives the loss of its idle connections, serves the last catalogue, reports degraded and answers 503 on the POSTs', async () => {
    // No refresh timer: the pool's connection sits idle when the server goes away (regression: the
    // pool's 'error' event had no listener, and the lost idle connection killed the process).
    const app = await createApp(testConfig({ RATE_LIMIT_PER_MINUTE: 1000, DATABASE_URL: postgres!.url }), { catalogueRefreshMs: 0 });
    try {
      expect((await post(app, '/api/contact', CONTACT)).statusCode).toBe(201);
      const first = z.parse(AdvisorList, (await app.inject({ method: 'GET', url: '/api/users' })).json())[0]!;
      const paths = cataloguePaths(first.slug, first.id);
      const before = await getAll(app, paths);
      const snapshot = app.catalogue.snapshot;

      stopPostgres();
      // Time for the cut connections to be noticed.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expectServedWithoutDatabase(app, paths, before);

      // A refresh (what the timer runs every minute on PostgreSQL) fails and keeps the last snapshot.
      await expect(app.catalogue.refresh()).rejects.toThrow();
      expect(app.catalogue.snapshot).toBe(snapshot);
      expect((await app.inject({ method: 'GET', url: '/api/users' })).body).toBe(before.get('/api/users')!.body);
    } finally {
      await app.close();
    }
  });
});
