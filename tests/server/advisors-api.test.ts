import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { Advisor, AdvisorList, ApiError } from '../../contract/schemas';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let now = new Date('2026-11-22T10:00:00Z');

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
});
afterAll(async () => app.close());

async function getJson(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { response, body: response.json() as unknown };
}

describe('catalogue lists', () => {
  it('serves every advisor on /api/users and /api/voyants, parsed by the shared schema', async () => {
    const users = await getJson('/api/users');
    const voyants = await getJson('/api/voyants');
    expect(users.response.statusCode).toBe(200);
    const list = z.parse(AdvisorList, users.body);
    expect(list.length).toBeGreaterThanOrEqual(32);
    expect(voyants.body).toEqual(users.body);
    expect(users.response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(users.response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each(['Tarologue', 'Astrologue', 'Numérologue', 'Médium'])('lists the %s type, percent-encoded', async (type) => {
    const { response, body } = await getJson(`/api/voyants/type/${encodeURIComponent(type)}`);
    expect(response.statusCode).toBe(200);
    const list = z.parse(AdvisorList, body);
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.every((a) => a.type === type)).toBe(true);
    // online first, so the first three a page keeps are reachable
    const firstOffline = list.findIndex((a) => a.status !== '1');
    expect(firstOffline === -1 || list.slice(firstOffline).every((a) => a.status !== '1')).toBe(true);
  });

  it.each([
    ['numerologue', 'Numérologue'],
    ['NUMÉROLOGUE', 'Numérologue'],
    ['tarologie', 'Tarologue'],
    ['mediumnite', 'Médium'],
  ])('reads the type %s as the list widget does: the %s list', async (asked, type) => {
    const { response, body } = await getJson(`/api/voyants/type/${encodeURIComponent(asked)}`);
    expect(response.statusCode).toBe(200);
    expect(body).toEqual((await getJson(`/api/voyants/type/${encodeURIComponent(type)}`)).body);
  });

  it('answers 404 with a JSON message for an unknown type', async () => {
    const { response, body } = await getJson('/api/voyants/type/Sorcier');
    expect(response.statusCode).toBe(404);
    expect(z.parse(ApiError, body).message).toContain('Sorcier');
  });

  it.each([
    ['Amour', 'amour'],
    ['Argent', 'argent'],
    ['Carrière', 'carrière'],
    ['carriere', 'carrière'],
    ['Famille', 'famille'],
  ])('lists the specialty %s', async (param, expected) => {
    const { response, body } = await getJson(`/api/voyants/specialty/${encodeURIComponent(param)}`);
    expect(response.statusCode).toBe(200);
    const list = z.parse(AdvisorList, body);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((a) => a.specialty?.toLowerCase().includes(expected))).toBe(true);
  });
});

describe('a specialty without what another specialty page shows', () => {
  it('answers 400 in French, not 404, for an unknown specialty to leave out: the path exists, the query is wrong', async () => {
    const { response, body } = await getJson('/api/voyants/specialty/Amour?exclude=zzz');
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message: 'Spécialité à écarter inconnue\u202f: zzz' });
  });
});

describe('one advisor', () => {
  it('finds an advisor by slug and by id', async () => {
    const { body } = await getJson('/api/users');
    const first = z.parse(AdvisorList, body)[0]!;
    const bySlug = await getJson(`/api/users/by-slug/${first.slug}`);
    expect(bySlug.response.statusCode).toBe(200);
    expect(z.parse(Advisor, bySlug.body).id).toBe(first.id);
    const byId = await getJson(`/api/users/${first.id}`);
    expect(z.parse(Advisor, byId.body)).toEqual(first);
  });

  it('answers the spec message for an unknown slug', async () => {
    const { response, body } = await getJson('/api/users/by-slug/personne');
    expect(response.statusCode).toBe(404);
    expect(body).toEqual({ error: 'not_found', message: 'Voyant avec le slug personne non trouvé' });
  });

  it.each(['abc', '1.5', '-3', '12abc'])('answers 400 for the non-integer id %s', async (id) => {
    const { response, body } = await getJson(`/api/users/${id}`);
    expect(response.statusCode).toBe(400);
    expect(z.parse(ApiError, body).error).toBe('bad_request');
  });

  it('answers 404 for an unknown id', async () => {
    const { response } = await getJson('/api/users/999999');
    expect(response.statusCode).toBe(404);
  });
});

describe('picks of the day and of the month', () => {
  const singlePaths = [
    'random-daily',
    'random-tarologue-daily',
    'random-astrologue-daily',
    'random-numerologue-daily',
    'random-medium-daily',
    'random-amour-daily',
    'random-carriere-daily',
    'random-argent-daily',
    'random-famille-daily',
  ];

  async function picksOn(instant: string) {
    now = new Date(instant);
    const three = z.parse(AdvisorList, (await getJson('/api/voyants/random-three-daily')).body);
    const single: Record<string, Advisor> = {};
    for (const path of [...singlePaths, 'random-monthly']) {
      single[path] = z.parse(Advisor, (await getJson(`/api/voyants/${path}`)).body);
    }
    return { three, single };
  }

  it('gives three distinct advisors of the day, online ones first', async () => {
    const { three } = await picksOn('2026-11-22T10:00:00Z');
    expect(three).toHaveLength(3);
    expect(new Set(three.map((a) => a.id)).size).toBe(3);
    expect(three.every((a) => a.status === '1')).toBe(true);
  });

  it('picks each type and specialty from its own pool', async () => {
    const { single } = await picksOn('2026-11-22T10:00:00Z');
    expect(single['random-tarologue-daily']!.type).toBe('Tarologue');
    expect(single['random-astrologue-daily']!.type).toBe('Astrologue');
    expect(single['random-numerologue-daily']!.type).toBe('Numérologue');
    expect(single['random-medium-daily']!.type).toBe('Médium');
    expect(single['random-amour-daily']!.specialty).toMatch(/amour/i);
    expect(single['random-carriere-daily']!.specialty).toMatch(/carrière/i);
    expect(single['random-argent-daily']!.specialty).toMatch(/argent/i);
    expect(single['random-famille-daily']!.specialty).toMatch(/famille/i);
  });

  it('keeps the same picks all day long in Paris and changes them at Paris midnight', async () => {
    const morning = await picksOn('2026-11-22T06:00:00Z');
    const evening = await picksOn('2026-11-22T22:59:00Z'); // 23:59 in Paris
    expect(evening).toEqual(morning);
    const nextDay = await picksOn('2026-11-22T23:01:00Z'); // 00:01 on the 23rd in Paris
    expect(nextDay.three.map((a) => a.id)).not.toEqual(morning.three.map((a) => a.id));
    for (const path of singlePaths) expect(nextDay.single[path]!.id, path).not.toBe(morning.single[path]!.id);
  });

  it('never shows one advisor twice among the home page picks of a day', async () => {
    for (let day = 1; day <= 28; day++) {
      const { three, single } = await picksOn(`2027-02-${String(day).padStart(2, '0')}T12:00:00Z`);
      const home = [...three, single['random-daily']!, single['random-monthly']!].map((a) => a.id);
      expect(new Set(home).size, `2027-02-${day}`).toBe(home.length);
    }
  });

  it('changes every daily pick from one day to the next over a year', async () => {
    let previous = await picksOn('2026-01-01T12:00:00Z');
    for (let day = 1; day < 366; day++) {
      const instant = new Date(Date.UTC(2026, 0, 1 + day, 12));
      const current = await picksOn(instant.toISOString());
      for (const path of singlePaths) {
        expect(current.single[path]!.id, `${path} on ${instant.toISOString()}`).not.toBe(previous.single[path]!.id);
      }
      previous = current;
    }
  });

  it('keeps the advisor of the month for the whole Paris month', async () => {
    const first = await picksOn('2026-11-01T00:30:00Z');
    const last = await picksOn('2026-11-30T22:30:00Z');
    expect(last.single['random-monthly']!.id).toBe(first.single['random-monthly']!.id);
    const december = await picksOn('2026-11-30T23:30:00Z'); // already December in Paris
    expect(december.single['random-monthly']!.id).not.toBe(first.single['random-monthly']!.id);
  });
});
