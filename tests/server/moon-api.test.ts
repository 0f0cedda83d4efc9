/**
 * GET /api/astro/lune on a real server on a loopback port, against the
 * lunations of October 2025. Almanacs print the full moon of 7 October at
 * 03:47 UTC and the new moon of the 21st at 12:25; astronomy-engine finds
 * them at 03:48:04 and 12:25:49, within the 2 minutes issue 41 allows a
 * lunation. The other instants named here are astronomy-engine's (run by
 * hand): last quarter on 13 October at 18:13:12, first quarter on the 29th
 * at 16:21:26, full moon on 5 November at 13:19:46. Also the phase names,
 * lit share and sign, the lunations in Paris legal time (summer time, then
 * winter time), how long today's answer holds, and the French refusals of a
 * bad date.
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ApiError, MoonReport } from '../../contract/schemas';
import { ASTRO_YEARS_MESSAGE } from '../../contract/domain/astro-years';
import { createTestApp } from '../helpers/test-app';

let app: FastifyInstance;
let base: string;
/** The server's clock: each test sets it. */
let now = new Date('2025-10-07T10:20:00Z');

beforeAll(async () => {
  app = await createTestApp({ clock: () => now });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => app?.close());

async function moon(query = '') {
  const response = await fetch(`${base}/api/astro/lune${query}`);
  return { response, body: (await response.json()) as unknown };
}

async function report(query = ''): Promise<MoonReport & { response: Response }> {
  const { response, body } = await moon(query);
  expect(response.status, JSON.stringify(body)).toBe(200);
  return { ...z.parse(MoonReport, body), response };
}

/** Within 2 minutes of an almanac's minute (issue 41's bound for new and full moons). */
function near(iso: string, expected: string): void {
  expect(Math.abs(Date.parse(iso) - Date.parse(expected)), `${iso} against ${expected}`).toBeLessThanOrEqual(2 * 60_000);
}

/** What a clock in Paris reads at a lunation, to the nearest minute, from the offset France kept then (2 h in summer time, 1 h in winter time). */
function parisClock(iso: string, offsetHours: 1 | 2): { paris_date: string; paris_time: string } {
  const minute = new Date(Math.round(Date.parse(iso) / 60_000) * 60_000 + offsetHours * 3_600_000).toISOString();
  return { paris_date: minute.slice(0, 10), paris_time: minute.slice(11, 16) };
}

describe('the Moon of a day asked for (at noon in Paris, the lunations from its first minute)', () => {
  it('7 October 2025, the day of a full moon: Pleine Lune, all but fully lit, in Bélier; that morning’s full moon, then the new moon of the 21st', async () => {
    const moon = await report('?date=2025-10-07');
    expect(moon.at).toBe('2025-10-07T10:00:00.000Z');
    expect(moon.paris_date).toBe('2025-10-07');
    expect(moon).toMatchObject({ phase: 'pleine-lune', phase_name: 'Pleine Lune', waxing: false, sign: { slug: 'belier', name: 'Bélier' }, fresh_until: null });
    expect(moon.illuminated_percent).toBeGreaterThan(99);
    near(moon.next_new_moon.at, '2025-10-21T12:25:00Z');
    expect(moon.next_new_moon).toMatchObject(parisClock(moon.next_new_moon.at, 2));
    near(moon.next_full_moon.at, '2025-10-07T03:47:00Z');
    expect(moon.next_full_moon).toMatchObject({ ...parisClock(moon.next_full_moon.at, 2), paris_date: '2025-10-07' });
  });

  it('the day before, still waxing: Gibbeuse croissante, and the full moon next, before dawn in Paris', async () => {
    const moon = await report('?date=2025-10-06');
    expect(moon).toMatchObject({ phase: 'gibbeuse-croissante', phase_name: 'Gibbeuse croissante', waxing: true });
    expect(moon.illuminated_percent).toBeGreaterThan(95);
    expect(moon.illuminated_percent).toBeLessThan(100);
    near(moon.next_full_moon.at, '2025-10-07T03:47:00Z');
    expect(moon.next_full_moon).toMatchObject({ ...parisClock(moon.next_full_moon.at, 2), paris_date: '2025-10-07' });
  });

  it('names each principal phase for the Paris day it falls on, and the stretches between by their quarter', async () => {
    const phases: Record<string, string> = {
      '2025-10-10': 'gibbeuse-decroissante',
      '2025-10-13': 'dernier-quartier',
      '2025-10-16': 'dernier-croissant',
      '2025-10-21': 'nouvelle-lune',
      '2025-10-24': 'premier-croissant',
      // After the change to winter time: 17:21 in Paris.
      '2025-10-29': 'premier-quartier',
    };
    for (const [date, phase] of Object.entries(phases)) expect((await report(`?date=${date}`)).phase, date).toBe(phase);
  });

  it('gives the lit share: none at a new moon, half at a quarter, rising then falling', async () => {
    expect((await report('?date=2025-10-21')).illuminated_percent).toBeLessThan(1);
    const quarter = await report('?date=2025-10-13');
    // Noon in Paris is eight hours before the quarter: a little more than half, waning.
    expect(quarter.illuminated_percent).toBeGreaterThan(50);
    expect(quarter.illuminated_percent).toBeLessThan(60);
    expect(quarter.waxing).toBe(false);
    const waxing = await Promise.all(['2025-10-22', '2025-10-25', '2025-10-29', '2025-11-02'].map(async (date) => (await report(`?date=${date}`)).illuminated_percent));
    expect(waxing).toEqual([...waxing].sort((a, b) => a - b));
  });

  it('answers the first and last days of 1900–2100, and lets caches keep a day for a day', async () => {
    for (const date of ['1900-01-01', '2100-12-31']) {
      const moon = await report(`?date=${date}`);
      expect(moon.paris_date).toBe(date);
      // From the day's first minute, within a lunation.
      for (const lunation of [moon.next_new_moon, moon.next_full_moon]) expect(lunation.paris_date >= date && Date.parse(lunation.at) - Date.parse(moon.at) < 30 * 86_400_000, JSON.stringify(lunation)).toBe(true);
      expect(moon.response.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    const { response } = await moon('?date=2025-10-07');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const again = await fetch(`${base}/api/astro/lune?date=2025-10-07`, { headers: { 'if-none-match': response.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('the Moon of today', () => {
  it('before the day’s full moon: noon’s Moon, the full moon of that morning next, held until it comes', async () => {
    now = new Date('2025-10-07T03:30:00Z');
    const moon = await report();
    expect(moon).toMatchObject({ at: '2025-10-07T10:00:00.000Z', paris_date: '2025-10-07', phase: 'pleine-lune' });
    near(moon.next_full_moon.at, '2025-10-07T03:47:00Z');
    expect(moon.fresh_until).toBe(moon.next_full_moon.at);
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(moon.response.headers.get('cache-control')!)![1]);
    expect(maxAge).toBe(Math.ceil((Date.parse(moon.fresh_until!) - now.getTime()) / 1000));
  });

  it('once it has passed: the next full moon, in winter time, held until midnight in Paris', async () => {
    now = new Date('2025-10-07T03:55:00Z');
    const moon = await report();
    expect(moon).toMatchObject({ at: '2025-10-07T10:00:00.000Z', phase: 'pleine-lune' });
    near(moon.next_full_moon.at, '2025-11-05T13:19:00Z');
    expect(moon.next_full_moon).toMatchObject({ ...parisClock(moon.next_full_moon.at, 1), paris_date: '2025-11-05' });
    near(moon.next_new_moon.at, '2025-10-21T12:25:00Z');
    // Midnight in Paris, summer time: 22:00 UTC.
    expect(moon.fresh_until).toBe('2025-10-07T22:00:00.000Z');
    now = new Date('2025-10-07T10:20:00Z');
    expect((await report()).response.headers.get('cache-control')).toBe('public, max-age=42000');
  });

  it('on the day winter time comes back, 25 hours long: noon and midnight in winter time', async () => {
    now = new Date('2025-10-26T08:00:00Z');
    const moon = await report();
    expect(moon.at).toBe('2025-10-26T11:00:00.000Z');
    expect(moon.fresh_until).toBe('2025-10-26T23:00:00.000Z');
  });
});

describe('a bad date', () => {
  const refusals: [string, string][] = [
    ['07/10/2025', 'La date doit s’écrire AAAA-MM-JJ, par exemple 2025-10-07.'],
    ['', 'La date doit s’écrire AAAA-MM-JJ, par exemple 2025-10-07.'],
    ['2025-10-07T12:00', 'La date doit s’écrire AAAA-MM-JJ, par exemple 2025-10-07.'],
    ['2025-02-29', 'Cette date n’existe pas dans le calendrier.'],
    ['2025-13-01', 'Cette date n’existe pas dans le calendrier.'],
    ['1899-12-31', ASTRO_YEARS_MESSAGE],
    ['2101-01-01', ASTRO_YEARS_MESSAGE],
  ];

  it.each(refusals)('%j is refused with a French message naming the field', async (date, message) => {
    const { response, body } = await moon(`?date=${encodeURIComponent(date)}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(z.parse(ApiError, body)).toMatchObject({ error: 'validation', field: 'date', message });
  });

  it('says the years we compute, with French typography', () => {
    expect(ASTRO_YEARS_MESSAGE).toBe('Nous calculons le ciel du 1er janvier 1900 au 31 décembre 2100\u202f: choisissez une date dans ces années.');
  });
});
