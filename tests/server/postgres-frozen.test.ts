/**
 * A PostgreSQL that hangs (its processes frozen with SIGSTOP: the sockets stay
 * open, nothing answers) must not hang the server: health says `degraded`
 * within 3 s, the storing POSTs answer 503 JSON within a few seconds, a burst
 * of requests does not queue without bound, and all is well again once the
 * database runs again.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { CONTACT_UNAVAILABLE_MESSAGE } from '../../server/routes/contact';
import { Health } from '../../contract/schemas';
import { startPostgres, type PostgresServer } from '../helpers/postgres';

const CONTACT = { name: 'Camille Martin', email: 'camille@example.fr', message: 'Bonjour, je souhaite une consultation.' };

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] frozen PostgreSQL test skipped: ${'unavailable' in started ? started.unavailable : ''}`);

/** Rejects when the promise has not settled within ms: a hung request fails the test instead of its timeout. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function postContact(app: FastifyInstance) {
  return app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(CONTACT) });
}

describe.skipIf(!postgres)('PostgreSQL frozen under a running app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp(testConfig({ DATABASE_URL: postgres!.url, RATE_LIMIT_PER_MINUTE: 100_000 }));
  });
  afterAll(async () => {
    postgres!.thaw();
    await app?.close();
    postgres!.stop();
  });

  it('answers health degraded within 3 s and POST 503 within a few s, bounds the waiting requests, recovers after SIGCONT', async () => {
    expect((await postContact(app)).statusCode).toBe(201);

    postgres!.freeze();
    try {
      let start = Date.now();
      const health = await within(3_000, app.inject({ method: 'GET', url: '/api/health' }));
      expect(Date.now() - start).toBeLessThan(3_000);
      expect(z.parse(Health, health.json())).toMatchObject({ status: 'degraded', database: { status: 'down' } });

      start = Date.now();
      const contact = await within(8_000, postContact(app));
      expect(contact.statusCode).toBe(503);
      expect(contact.headers['content-type']).toMatch(/^application\/json/);
      expect(contact.json()).toEqual({ error: 'unavailable', message: CONTACT_UNAVAILABLE_MESSAGE });

      // A burst: every request gets its 503 within the same few seconds, none is left waiting.
      start = Date.now();
      const burst = await within(15_000, Promise.all(Array.from({ length: 300 }, () => postContact(app))));
      expect(burst.map((response) => response.statusCode)).toEqual(burst.map(() => 503));
      expect(Date.now() - start).toBeLessThan(15_000);
      // Health still answers in time while the burst has just been refused.
      expect((await within(3_000, app.inject({ method: 'GET', url: '/api/health' }))).json()).toMatchObject({ status: 'degraded' });
    } finally {
      postgres!.thaw();
    }

    // Running again: the next requests use fresh connections.
    let health = await app.inject({ method: 'GET', url: '/api/health' });
    for (let tries = 0; tries < 20 && health.json<{ status: string }>().status !== 'ok'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      health = await app.inject({ method: 'GET', url: '/api/health' });
    }
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
    expect((await within(5_000, postContact(app))).statusCode).toBe(201);
  }, 120_000);
});
