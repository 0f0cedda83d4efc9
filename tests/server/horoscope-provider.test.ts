import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HoroscopePeriod } from '../../contract/schemas';
import { findSign } from '../../contract/domain/zodiac';
import { HttpError } from '../../server/http-error';
import { createProviderClient } from '../../server/horoscope/provider';
import { createHoroscopeService } from '../../server/horoscope/service';
import { HOROSCOPE_FRESHNESS } from '../../contract/domain';
import { answer, fail, startFakeProvider, type FakeProvider } from '../helpers/fake-horoscope-provider';

/**
 * Each test its own fake, on its own port and path: a call another test left
 * behind (a request aborted on a timeout, a background refresh) cannot be
 * counted here, even on a loaded machine where it arrives late.
 */
let fake: FakeProvider;

beforeEach(async () => {
  fake = await startFakeProvider();
});

afterEach(async () => fake.close());

const client = (timeoutMs = 2000) => createProviderClient({ baseUrl: `${fake.baseUrl}/`, apiKey: 'la-cle', token: 'le-jeton', timeoutMs });
const lion = findSign('lion')!;

describe('the fake provider', () => {
  it('records only the calls made to its own address, not a request that reaches its port from elsewhere', async () => {
    const port = new URL(fake.baseUrl).port;
    const stray = await fetch(`http://127.0.0.1:${port}/api/v2/daily-horoscope`, { method: 'POST', body: '{}' });
    expect(stray.status).toBe(404);
    expect(fake.requests).toHaveLength(0);
    expect(fake.strays).toEqual(['POST /api/v2/daily-horoscope']);
  });
});

describe('provider client', () => {
  const now = new Date('2026-03-18T23:30:00Z'); // 19 March in Paris

  it('calls each period exactly as the provider expects', async () => {
    const expected: Record<HoroscopePeriod, { path: string; extra: Record<string, unknown> }> = {
      aujourdhui: { path: '/api/v2/daily-horoscope', extra: { day: 19, month: 3, year: 2026 } },
      demain: { path: '/api/v2/daily-horoscope', extra: { day: 20, month: 3, year: 2026 } },
      semaine: { path: '/api/v3/weekly-horoscope', extra: { week: 'current' } },
      mois: { path: '/api/v2/monthly-horoscope', extra: { month: 'current' } },
      annee: { path: '/api/v3/yearly-horoscope', extra: { year: 'current' } },
    };
    for (const [period, { path, extra }] of Object.entries(expected) as Array<[HoroscopePeriod, (typeof expected)[HoroscopePeriod]]>) {
      fake.requests.length = 0;
      const horoscope = await client().fetchHoroscope(lion, period, now, 1);
      expect(fake.requests).toHaveLength(1);
      const seen = fake.requests[0]!;
      expect(seen.method).toBe('POST');
      expect(seen.url).toBe(path);
      expect(seen.authorization).toBe('Bearer le-jeton');
      expect(seen.contentType).toMatch(/^application\/json/);
      expect(seen.body).toEqual({ api_key: 'la-cle', sign: 'leo', tzone: 1, lan: 'fr', ...extra });
      expect(horoscope.success).toBe(true);
      expect(horoscope.meta).toMatchObject({ sign: 'lion', period, source: 'provider' });
    }
  });

  it("sends tomorrow’s date across a year end and the given tzone", async () => {
    await client().fetchHoroscope(findSign('capricorne')!, 'demain', new Date('2026-12-31T12:00:00Z'), 5.5);
    expect(fake.requests[0]!.body).toEqual({ api_key: 'la-cle', sign: 'capricorn', tzone: 5.5, lan: 'fr', day: 1, month: 1, year: 2027 });
  });

  it('returns the parsed answer with our meta', async () => {
    fake.handler = answer('Belle journée.');
    const horoscope = await client().fetchHoroscope(lion, 'semaine', now, 1);
    expect(horoscope.data?.weekly_horoscope?.personal).toBe('Belle journée.');
    expect(horoscope.meta).toEqual({ sign: 'lion', period: 'semaine', date: '2026-03-16', source: 'provider' });
  });

  it("throws 'Erreur API (status): body' on an HTTP error", async () => {
    fake.handler = fail(500, 'boom interne');
    await expect(client().fetchHoroscope(lion, 'aujourdhui', now, 1)).rejects.toThrow('Erreur API (500): boom interne');
  });

  it('throws an error naming the API on success=false', async () => {
    fake.handler = (_seen, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false }));
    };
    await expect(client().fetchHoroscope(lion, 'aujourdhui', now, 1)).rejects.toThrow(
      "Le service d’horoscope a répondu success=false",
    );
  });

  it('rejects an answer that is not a horoscope', async () => {
    fake.handler = (_seen, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: 'yes', data: 3 }));
    };
    await expect(client().fetchHoroscope(lion, 'aujourdhui', now, 1)).rejects.toThrow(/invalide/);
  });

  it('gives up after the timeout', async () => {
    fake.handler = (seen, res) => setTimeout(() => answer('trop tard')(seen, res), 1500);
    const started = Date.now();
    await expect(client(150).fetchHoroscope(lion, 'aujourdhui', now, 1)).rejects.toThrow(/délai \(150 ms\)/);
    expect(Date.now() - started).toBeLessThan(1200);
  });
});

describe('horoscope service', () => {
  const HOUR = 3_600_000;

  /**
   * The provider's timeout is generous (a loaded machine can take more than
   * 300 ms to answer a loopback call, which made the provider's first answer
   * an engine fallback); the test of the timeout sets a short one.
   */
  function setup({ timeoutMs = 5_000, ...options }: { retryAfterFailureMs?: number; timeoutMs?: number } = {}) {
    let time = Date.parse('2026-03-21T08:00:00Z');
    const warnings: string[] = [];
    const service = createHoroscopeService({
      clock: () => new Date(time),
      provider: client(timeoutMs),
      tzone: 1,
      log: { warn: (_obj, msg) => warnings.push(msg) },
      ...options,
    });
    return {
      service,
      warnings,
      advance: (ms: number) => {
        time += ms;
      },
    };
  }

  const personal = (h: Awaited<ReturnType<ReturnType<typeof createHoroscopeService>['get']>>) =>
    h.data?.daily_horoscope?.personal ?? h.data?.weekly_horoscope?.personal;

  it('rejects an unknown sign (404) and an unknown period (400)', async () => {
    const { service } = setup();
    expect(() => service.get('licorne', 'aujourdhui')).toThrow(expect.objectContaining({ statusCode: 404, message: 'Signe non trouvé' }));
    expect(() => service.get('lion', 'hier')).toThrow(HttpError);
    expect(() => service.get('lion', 'hier')).toThrow(expect.objectContaining({ statusCode: 400, message: 'Période non supportée : hier' }));
    expect(fake.requests).toHaveLength(0);
  });

  it('answers from the engine without a provider, by slug or English name', async () => {
    const service = createHoroscopeService({ clock: () => new Date('2026-03-21T08:00:00Z') });
    const horoscope = await service.get('leo', 'aujourdhui');
    expect(horoscope.meta).toEqual({ sign: 'lion', period: 'aujourdhui', date: '2026-03-21', source: 'engine', why: expect.any(Object) });
    expect((await service.get('Gémeaux', 'annee')).meta?.sign).toBe('gemeaux');
  });

  it('serves a fresh answer from its cache without calling', async () => {
    const { service, advance } = setup();
    const first = await service.get('lion', 'aujourdhui');
    expect(first.meta?.source).toBe('provider');
    advance(HOUR + 59 * 60_000); // still fresh (2 h)
    fake.handler = answer('v2');
    const again = await service.get('leo', 'aujourdhui');
    expect(again).toBe(first);
    expect(fake.requests).toHaveLength(1);
  });

  it('serves a stale answer and refreshes it in the background, once', async () => {
    const { service, advance } = setup();
    await service.get('lion', 'aujourdhui');
    advance(3 * HOUR); // stale, still retained (4 h)
    fake.handler = (seen, res) => setTimeout(() => answer('v2')(seen, res), 50);
    const [a, b] = await Promise.all([service.get('lion', 'aujourdhui'), service.get('lion', 'aujourdhui')]);
    expect(personal(a)).toBe('v1');
    expect(personal(b)).toBe('v1');
    await service.settled();
    expect(fake.requests).toHaveLength(2);
    expect(personal(await service.get('lion', 'aujourdhui'))).toBe('v2');
    expect(fake.requests).toHaveLength(2);
  });

  it('keeps the answers of different periods and dates apart', async () => {
    const { service, advance } = setup();
    await service.get('lion', 'aujourdhui');
    await service.get('lion', 'semaine');
    await service.get('lion', 'demain');
    expect(fake.requests.map((r) => r.url)).toEqual(['/api/v2/daily-horoscope', '/api/v3/weekly-horoscope', '/api/v2/daily-horoscope']);
    advance(24 * HOUR); // the next day in Paris: a new daily key
    await service.get('lion', 'aujourdhui');
    expect(fake.requests).toHaveLength(4);
    expect(fake.requests[3]!.body).toMatchObject({ day: 22, month: 3, year: 2026 });
  });

  it('makes one call for concurrent misses of the same key', async () => {
    const { service } = setup();
    fake.handler = (seen, res) => setTimeout(() => answer('v1')(seen, res), 50);
    const answers = await Promise.all([1, 2, 3].map(() => service.get('lion', 'mois')));
    expect(fake.requests).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('falls back to the stale answer, then to the engine, when the provider fails', async () => {
    const { service, advance, warnings } = setup();
    const first = await service.get('lion', 'aujourdhui');
    advance(3 * HOUR);
    fake.handler = fail(503, 'maintenance');
    expect(await service.get('lion', 'aujourdhui')).toBe(first); // stale while the refresh fails
    await service.settled();
    expect(warnings).toHaveLength(1);
    expect(await service.get('lion', 'aujourdhui')).toBe(first); // still retained, no new call right after a failure
    expect(fake.requests).toHaveLength(2);

    advance(2 * HOUR); // past the 4 h retention: no stale answer left
    const fallback = await service.get('lion', 'aujourdhui');
    expect(fallback.meta).toMatchObject({ sign: 'lion', period: 'aujourdhui', source: 'engine' });
    expect(fallback.data?.daily_horoscope?.personal).toMatch(/\./);
    expect(warnings).toHaveLength(2);
  });

  it('falls back to the engine on success=false with nothing cached, and retries the provider later', async () => {
    const { service, advance, warnings } = setup({ retryAfterFailureMs: 60_000 });
    fake.handler = (_seen, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'quota' }));
    };
    expect((await service.get('taurus', 'annee')).meta?.source).toBe('engine');
    expect(warnings).toHaveLength(1);
    expect((await service.get('taurus', 'annee')).meta?.source).toBe('engine');
    expect(fake.requests).toHaveLength(1); // no new call within a minute of the failure
    advance(61_000);
    fake.handler = answer('revenu');
    expect((await service.get('taurus', 'annee')).meta?.source).toBe('provider');
    expect(fake.requests).toHaveLength(2);
  });

  it('logs a provider it cannot reach in one line: codes and message, no stack', async () => {
    const lines: string[] = [];
    // Fastify's own pino logger, with the serializers the server logs with.
    const { log } = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    // A port nobody listens on any more (fetch refuses port 1 itself, without connecting).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createProviderClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'la-cle', token: 'le-jeton', timeoutMs: 2000 });
    const service = createHoroscopeService({ clock: () => new Date('2026-03-21T08:00:00Z'), provider: unreachable, log });
    expect((await service.get('lion', 'aujourdhui')).meta?.source).toBe('engine');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ECONNREFUSED');
    expect(lines[0]).not.toContain('stack');
    expect(lines[0]).not.toMatch(/\\n\s+at /);
  });

  it('falls back to the engine on a timeout', async () => {
    const { service } = setup({ timeoutMs: 300 });
    fake.handler = (seen, res) => setTimeout(() => answer('trop tard')(seen, res), 1000);
    expect((await service.get('vierge', 'demain')).meta?.source).toBe('engine');
  });

  it('exposes the freshness of each period for Cache-Control', () => {
    const { service } = setup();
    expect(service.freshnessSeconds('aujourdhui')).toBe(2 * 3600);
    expect(service.freshnessSeconds('annee')).toBe(7 * 86_400);
    expect(HOROSCOPE_FRESHNESS).toEqual({
      aujourdhui: { freshSeconds: 7200, retainSeconds: 14_400 },
      demain: { freshSeconds: 14_400, retainSeconds: 28_800 },
      semaine: { freshSeconds: 43_200, retainSeconds: 86_400 },
      mois: { freshSeconds: 86_400, retainSeconds: 172_800 },
      annee: { freshSeconds: 604_800, retainSeconds: 1_209_600 },
    });
  });
});
