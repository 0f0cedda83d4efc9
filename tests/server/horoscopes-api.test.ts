import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as z from 'zod/mini';
import { ApiError, Horoscope, HOROSCOPE_PERIODS, type HoroscopePeriod } from '../../contract/schemas';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { createApp } from '../../server/app';
import { ConfigError, HOROSCOPE_URL_REQUIRED, loadConfig, testConfig } from '../../server/config';
import { DATA_KEYS } from '../../server/horoscope/engine/index';
import { answer, fail, startFakeProvider, type FakeProvider } from '../helpers/fake-horoscope-provider';
import { createTestApp } from '../helpers/test-app';

const SECTIONS = ['personal', 'health', 'profession', 'emotions', 'travel'] as const;
const HOUR = 3_600_000;

/** SPEC.md section 9: fresh, then served stale while revalidating up to the retention. */
const EXPECTED_CACHE_CONTROL: Record<HoroscopePeriod, string> = {
  aujourdhui: 'public, max-age=7200, stale-while-revalidate=7200',
  demain: 'public, max-age=14400, stale-while-revalidate=14400',
  semaine: 'public, max-age=43200, stale-while-revalidate=43200',
  mois: 'public, max-age=86400, stale-while-revalidate=86400',
  annee: 'public, max-age=604800, stale-while-revalidate=604800',
};

const KEY = 'cle-secrete-4f9a1c';
const TOKEN = 'jeton-secret-7b2e8d';

async function get(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { response, body: response.json() as unknown };
}

/** The body of a horoscope answer, whichever key the period uses. */
function bodyOf(horoscope: Horoscope, period: HoroscopePeriod) {
  const body = horoscope.data?.[DATA_KEYS[period]];
  if (!body) throw new Error(`no ${DATA_KEYS[period]} in ${JSON.stringify(horoscope)}`);
  return body;
}

/** Everything a client receives of a response. */
const visible = (response: LightMyRequestResponse) => `${JSON.stringify(response.headers)}\n${response.body}`;

describe('without a provider: our engine answers', () => {
  let app: FastifyInstance;
  const now = new Date('2026-03-21T08:00:00Z');

  beforeAll(async () => {
    app = await createTestApp({ clock: () => now });
  });
  afterAll(async () => app.close());

  it('answers all 60 signs and periods with complete French text', async () => {
    for (const sign of ZODIAC_SIGNS) {
      for (const period of HOROSCOPE_PERIODS) {
        const label = `${sign.slug}/${period}`;
        const { response, body } = await get(app, `/api/horoscopes/${sign.slug}/${period}`);
        expect(response.statusCode, label).toBe(200);
        expect(response.headers['content-type'], label).toMatch(/^application\/json/);
        const horoscope = z.parse(Horoscope, body);
        expect(horoscope.success, label).toBe(true);
        expect(horoscope.meta, label).toMatchObject({ sign: sign.slug, period, source: 'engine' });
        const text = bodyOf(horoscope, period);
        for (const section of SECTIONS) {
          const value = text[section] ?? '';
          expect(value.trim().length, `${label} ${section}`).toBeGreaterThan(40);
          expect(value, `${label} ${section}`).toMatch(/[.!?…]$/);
          expect(value, `${label} ${section}`).not.toMatch(/undefined|null|NaN|\{|\}|\s{2}/);
        }
        const luck = text.luck ?? [];
        expect(luck.some((item) => item.startsWith('Couleurs chanceuses :')), label).toBe(true);
        expect(luck.some((item) => item.startsWith('Conseil Cosmique :')), label).toBe(true);
      }
    }
  });

  it('accepts the English name and any case or accents of the French name', async () => {
    const bySlug = await get(app, '/api/horoscopes/lion/aujourdhui');
    const byEnglish = await get(app, '/api/horoscopes/leo/aujourdhui');
    expect(byEnglish.response.statusCode).toBe(200);
    expect(byEnglish.body).toEqual(bySlug.body);
    const gemini = await get(app, '/api/horoscopes/gemini/semaine');
    const gemeaux = await get(app, `/api/horoscopes/${encodeURIComponent('Gémeaux')}/semaine`);
    expect(z.parse(Horoscope, gemini.body).meta?.sign).toBe('gemeaux');
    expect(gemeaux.body).toEqual(gemini.body);
  });

  it('gives the same text all day long, as the engine does', async () => {
    const first = await get(app, '/api/horoscopes/scorpion/demain');
    const second = await get(app, '/api/horoscopes/scorpion/demain');
    expect(second.response.body).toBe(first.response.body);
  });

  it('answers 404 "Signe non trouvé" for an unknown sign', async () => {
    for (const sign of ['licorne', 'ophiuchus', '%20']) {
      const { response, body } = await get(app, `/api/horoscopes/${sign}/aujourdhui`);
      expect(response.statusCode, sign).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(body).toEqual({ error: 'not_found', message: 'Signe non trouvé' });
    }
  });

  it('answers 400 naming an unsupported period', async () => {
    for (const period of ['hier', 'Aujourdhui', 'annees']) {
      const { response, body } = await get(app, `/api/horoscopes/lion/${period}`);
      expect(response.statusCode, period).toBe(400);
      expect(z.parse(ApiError, body)).toEqual({ error: 'bad_request', message: `Période non supportée : ${period}` });
      expect(response.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]/);
    }
    const encoded = await get(app, `/api/horoscopes/lion/${encodeURIComponent('l’an prochain')}`);
    expect(encoded.body).toEqual({ error: 'bad_request', message: 'Période non supportée : l’an prochain' });
  });

  it('lets clients and caches keep each period as long as it stays fresh', async () => {
    for (const period of HOROSCOPE_PERIODS) {
      const { response } = await get(app, `/api/horoscopes/taureau/${period}`);
      expect(response.headers['cache-control'], period).toBe(EXPECTED_CACHE_CONTROL[period]);
      expect(response.headers['access-control-allow-origin'], period).toBe('*');
    }
  });

  it('documents the route in the OpenAPI document', async () => {
    const doc = (await get(app, '/api/docs')).body as { paths: Record<string, { get?: { tags?: string[]; summary?: string } }> };
    const route = doc.paths['/api/horoscopes/{sign}/{period}']?.get;
    expect(route?.tags).toEqual(['horoscopes']);
    expect(route?.summary).toMatch(/Horoscope/);
  });
});

describe('with the provider configured', () => {
  let fake: FakeProvider;
  let app: FastifyInstance;
  const now = new Date('2026-03-21T08:00:00Z');

  beforeAll(async () => {
    fake = await startFakeProvider();
    app = await createTestApp({
      clock: () => now,
      config: { HOROSCOPE_API_URL: fake.baseUrl, HOROSCOPE_API_KEY: KEY, HOROSCOPE_API_TOKEN: TOKEN },
    });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.handler = answer('v1');
  });

  it("answers the provider’s text, asked with the bearer token and the key", async () => {
    fake.handler = answer('Une belle journée vous attend.');
    const { response, body } = await get(app, '/api/horoscopes/lion/aujourdhui');
    expect(response.statusCode).toBe(200);
    const horoscope = z.parse(Horoscope, body);
    expect(horoscope.meta).toEqual({ sign: 'lion', period: 'aujourdhui', date: '2026-03-21', source: 'provider' });
    expect(horoscope.data?.daily_horoscope?.personal).toBe('Une belle journée vous attend.');
    expect(response.headers['cache-control']).toBe(EXPECTED_CACHE_CONTROL.aujourdhui);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${TOKEN}`);
    expect(fake.requests[0]!.body).toMatchObject({ api_key: KEY, sign: 'leo', lan: 'fr' });

    // A second visitor gets the cached answer: no new call.
    const again = await get(app, '/api/horoscopes/leo/aujourdhui');
    expect(again.response.body).toBe(response.body);
    expect(fake.requests).toHaveLength(1);
  });

  it('still answers 200 from the engine when the provider fails', async () => {
    // A provider that echoes the secrets in its error: they must not reach the visitor either.
    fake.handler = fail(503, `maintenance (api_key=${KEY}, token=${TOKEN})`);
    for (const period of HOROSCOPE_PERIODS) {
      const { response, body } = await get(app, `/api/horoscopes/vierge/${period}`);
      expect(response.statusCode, period).toBe(200);
      const horoscope = z.parse(Horoscope, body);
      expect(horoscope.meta?.source, period).toBe('engine');
      expect(bodyOf(horoscope, period).personal, period).toMatch(/\./);
    }
    expect(fake.requests).toHaveLength(5);
  });

  it('still answers 200 from the engine when the provider answers nonsense', async () => {
    fake.handler = (_seen, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: `quota dépassé pour ${KEY}` }));
    };
    const { response, body } = await get(app, '/api/horoscopes/poissons/mois');
    expect(response.statusCode).toBe(200);
    expect(z.parse(Horoscope, body).meta?.source).toBe('engine');
  });

  it('never shows the key or the token in a response, nor in /api/docs', async () => {
    const responses: LightMyRequestResponse[] = [];
    const inject = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      responses.push(response);
      return response;
    };
    fake.handler = answer(`écho ${'x'.repeat(3)}`);
    await inject('/api/horoscopes/balance/semaine'); // from the provider
    fake.handler = fail(500, `refusé : ${KEY} ${TOKEN}`);
    await inject('/api/horoscopes/cancer/annee'); // engine after a failure
    await inject('/api/horoscopes/licorne/aujourdhui'); // 404
    await inject('/api/horoscopes/lion/hier'); // 400
    await inject('/api/horoscopes/lion'); // no such route
    await inject('/api/health');
    const docs = await inject('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('/api/horoscopes/{sign}/{period}');
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 404, 400, 404, expect.any(Number), 200]);
    for (const response of responses) {
      expect(visible(response)).not.toContain(KEY);
      expect(visible(response)).not.toContain(TOKEN);
    }
  });

  it('never shows the key or the token in any other route either: catalogue, POSTs, errors, pages, files', async () => {
    fake.handler = fail(500, `refusé : ${KEY} ${TOKEN}`);
    const json = { 'content-type': 'application/json' };
    const requests: { method: 'GET' | 'POST' | 'OPTIONS'; url: string; headers?: Record<string, string>; payload?: string }[] = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: '/api/voyants/random-three-daily' },
      { method: 'GET', url: '/api/voyants/random-monthly' },
      { method: 'GET', url: '/api/voyants/type/tarologue' },
      { method: 'GET', url: '/api/users/1' },
      { method: 'GET', url: '/api/users/by-slug/inconnu' },
      { method: 'GET', url: '/api/ml/health' },
      { method: 'GET', url: '/api/nulle-part' },
      { method: 'GET', url: '/api/%zz' },
      { method: 'POST', url: '/api/contact', headers: json, payload: JSON.stringify({ name: 'Léa', email: 'lea@example.fr', message: 'Un message assez long.' }) },
      { method: 'POST', url: '/api/contact', headers: json, payload: '{"name": ' },
      { method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/plain' }, payload: 'x' },
      { method: 'POST', url: '/api/questions', headers: json, payload: JSON.stringify({ prenom: 'Léa', question: 'Vais-je changer de travail ?' }) },
      { method: 'POST', url: '/api/questions', headers: json, payload: JSON.stringify({ prenom: '', question: '' }) },
      { method: 'POST', url: '/api/analyser', headers: json, payload: JSON.stringify({ prenom: 'Léa', phrase: 'Mon avenir amoureux ?' }) },
      { method: 'OPTIONS', url: '/api/contact', headers: { origin: 'https://blog.example', 'access-control-request-method': 'POST' } },
      { method: 'GET', url: '/robots.txt' },
      { method: 'GET', url: '/sitemap.xml' },
      { method: 'GET', url: '/', headers: { accept: 'text/html' } },
      { method: 'GET', url: '/horoscopes/lion', headers: { accept: 'text/html' } },
      { method: 'GET', url: '/demo/' },
      { method: 'GET', url: '/embed/voy.js' },
    ];
    for (const request of requests) {
      const response = await app.inject(request);
      const label = `${request.method} ${request.url} -> ${response.statusCode}`;
      expect(response.statusCode, label).toBeLessThan(500);
      expect(visible(response), label).not.toContain(KEY);
      expect(visible(response), label).not.toContain(TOKEN);
    }
  });
});

describe('the app and its configuration', () => {
  it('waits on close for a background refresh of the provider', async () => {
    const fake = await startFakeProvider();
    let now = new Date('2026-03-21T08:00:00Z');
    let answered = false;
    const app = await createTestApp({
      clock: () => now,
      config: { HOROSCOPE_API_URL: fake.baseUrl, HOROSCOPE_API_KEY: KEY, HOROSCOPE_API_TOKEN: TOKEN },
    });
    try {
      await get(app, '/api/horoscopes/lion/aujourdhui');
      now = new Date(now.getTime() + 3 * HOUR); // stale but retained: served, refreshed in the background
      fake.handler = (seen, res) =>
        setTimeout(() => {
          answer('v2')(seen, res);
          answered = true;
        }, 1000);
      const stale = await get(app, '/api/horoscopes/lion/aujourdhui');
      expect(z.parse(Horoscope, stale.body).data?.daily_horoscope?.personal).toBe('v1');
      expect(answered).toBe(false);
    } finally {
      await app.close();
      await fake.close();
    }
    expect(fake.requests).toHaveLength(2);
    expect(answered).toBe(true); // close resolved only after the refresh got its answer
  });

  it('refuses a provider key and token without HOROSCOPE_API_URL, naming the variable', async () => {
    const env = { HOROSCOPE_API_KEY: KEY, HOROSCOPE_API_TOKEN: TOKEN };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`HOROSCOPE_API_URL: ${HOROSCOPE_URL_REQUIRED}`);
    expect(HOROSCOPE_URL_REQUIRED).toContain('HOROSCOPE_API_URL');
    expect(() => loadConfig({ ...env, HOROSCOPE_API_URL: '' })).toThrow(/HOROSCOPE_API_URL/);
    // A config built in code (not through loadConfig) is refused too, before anything is opened.
    await expect(createApp(testConfig(env))).rejects.toThrow(ConfigError);
  });

  it('uses the engine with only one of the key and the token, or with none', async () => {
    expect(loadConfig({ HOROSCOPE_API_KEY: KEY }).HOROSCOPE_API_KEY).toBe(KEY);
    expect(loadConfig({}).HOROSCOPE_API_URL).toBeUndefined();
    const app = await createTestApp({ config: { HOROSCOPE_API_TOKEN: TOKEN } });
    try {
      const { body } = await get(app, '/api/horoscopes/belier/aujourdhui');
      expect(z.parse(Horoscope, body).meta?.source).toBe('engine');
    } finally {
      await app.close();
    }
  });
});
