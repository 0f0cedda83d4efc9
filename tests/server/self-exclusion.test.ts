/** POST /api/self-exclusion: the terms' blocking request, stored before it is acknowledged. */
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { selfExclusionRequests } from '../../server/db/schema';
import { SELF_EXCLUSION_UNAVAILABLE_MESSAGE } from '../../server/routes/self-exclusion';
import { SelfExclusionReceipt } from '../../contract/schemas';
import { createTestApp, openTestDatabase } from '../helpers/test-app';

const valid = { name: 'Camille Martin', email: 'camille@example.fr', phone: '06 12 34 56 78', duration: '6-mois' };

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1000 } });
});
afterAll(async () => app.close());

const post = (target: FastifyInstance, payload: unknown, remoteAddress?: string) =>
  target.inject({ method: 'POST', url: '/api/self-exclusion', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload), remoteAddress });

async function rowCount(target: FastifyInstance = app): Promise<number> {
  const [row] = await target.database.db.select({ n: count() }).from(selfExclusionRequests);
  return row!.n;
}

describe('POST /api/self-exclusion', () => {
  it('stores a valid request, trimmed, and answers 201 with its id', async () => {
    const before = await rowCount();
    const response = await post(app, { ...valid, name: '  Camille Martin ', email: ' camille@example.fr ' });
    expect(response.statusCode).toBe(201);
    const { id } = z.parse(SelfExclusionReceipt, response.json());
    expect(await rowCount()).toBe(before + 1);
    const [row] = await app.database.db.select().from(selfExclusionRequests).where(eq(selfExclusionRequests.id, id));
    expect(row).toMatchObject(valid);
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it.each(['1-mois', '3-mois', '6-mois', '1-an', 'definitif'])('accepts the duration %s', async (duration) => {
    expect((await post(app, { ...valid, duration })).statusCode).toBe(201);
  });

  it.each([
    ['a short name', { name: 'A' }, ['name', 'Le nom doit contenir au moins 2 caractères.']],
    ['an invalid e-mail', { email: 'camille@' }, ['email', 'Adresse e-mail invalide.']],
    ['a missing phone', { phone: '  ' }, ['phone', 'Le numéro de téléphone doit contenir au moins 6 caractères.']],
    ['an unknown duration', { duration: '2-semaines' }, ['duration', 'Veuillez choisir une durée.']],
  ])('refuses %s with 400 and its French message, storing nothing', async (_label, change, [field, message]) => {
    const before = await rowCount();
    const response = await post(app, { ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation', message, field, fields: Object.fromEntries([[field, message]]) });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a filled honeypot and a 100 KB body, storing nothing', async () => {
    const before = await rowCount();
    expect((await post(app, { ...valid, website: 'https://spam.example' })).statusCode).toBe(400);
    const tooBig = await post(app, { ...valid, name: 'x'.repeat(100 * 1024) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await rowCount()).toBe(before);
  });

  it('is rate-limited per client like every public POST', async () => {
    const limited = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 2 } });
    try {
      for (let i = 0; i < 2; i++) expect((await post(limited, valid, '203.0.113.7')).statusCode).toBe(201);
      const refused = await post(limited, valid, '203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    } finally {
      await limited.close();
    }
  });

  it('answers 503 when the database is down, claiming nothing', async () => {
    const database = await openTestDatabase();
    const broken = await createApp(testConfig(), { database });
    try {
      await database.close();
      const response = await post(broken, valid);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'unavailable', message: SELF_EXCLUSION_UNAVAILABLE_MESSAGE });
    } finally {
      await broken.close();
    }
  });
});
