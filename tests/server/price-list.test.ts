/**
 * A price list on a fresh install (issue 39 point 1): the seed gives every
 * seed advisor three offers without a payment link, so that the pages a real
 * server draws show « à partir de … € » on the cards and « Tarifs » on the
 * profiles; a database from before the price list gets it on its next start,
 * once (an admin who set offers is never overruled); the console's offers
 * accept an empty payment link, stored null.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { SEED_ADVISORS } from '../../server/catalogue/seed-advisors';
import { testConfig } from '../../server/config';
import { IN_MEMORY, openDatabase, type Database } from '../../server/db/open';
import { advisorOffers, advisors } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { seedOffersOf } from '../../server/db/seed-offers';
import { paths } from '../../server/paths';
import { formatEuros } from '../../contract/domain/price';
import { CONSOLE_CHAT_PATHS, Offer } from '../../contract/schemas/chat';
import { signedIn } from '../helpers/console-session';
import { openTestDatabase } from '../helpers/test-app';

const built = existsSync(paths.serverRenderer);
if (!built) console.warn('[voyance] price list pages skipped: dist/ssr is missing (run npm run build)');

/** The HTML's text as read: tags out, entities and spaces as a reader sees them. */
const text = (html: string) =>
  html
    .replace(/<(style|script)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
/** The same, for an expected text: no-break spaces as plain ones. */
const plain = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the seed’s price list', () => {
  it('gives every seed advisor three offers of 15, 30 and 60 minutes, dearer as they last, varied by type and experience', () => {
    const all = SEED_ADVISORS.map(seedOffersOf);
    for (const offers of all) {
      expect(offers.map((offer) => offer.durationMinutes)).toEqual([15, 30, 60]);
      expect(offers[0]!.priceCents).toBeLessThan(offers[1]!.priceCents);
      expect(offers[1]!.priceCents).toBeLessThan(offers[2]!.priceCents);
      for (const offer of offers) expect(offer.priceCents % 100, offer.label).toBe(0);
    }
    const cheapest = new Set(all.map((offers) => offers[0]!.priceCents));
    expect(cheapest.size).toBeGreaterThanOrEqual(4);
    expect(Math.min(...cheapest)).toBeGreaterThanOrEqual(1500);
    expect(Math.max(...all.map((offers) => offers[2]!.priceCents))).toBeLessThanOrEqual(10_000);
  });
});

describe.runIf(built)('a fresh install, served by a real server', () => {
  let app: FastifyInstance;
  let origin: string;
  let database: Database;

  beforeAll(async () => {
    // An empty database, as `npm start` makes on first start: migrated, then seeded by the app.
    database = await openDatabase({ dataDir: IN_MEMORY });
    app = await createApp(testConfig(), { database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status, path).toBe(200);
    return text(await response.text());
  };

  it('stores the offers without a payment link', async () => {
    const rows = await database.db.select().from(advisorOffers);
    const seeded = await database.db.select({ id: advisors.id }).from(advisors);
    expect(rows.length).toBe(seeded.length * 3);
    expect(rows.every((row) => row.paymentUrl === null)).toBe(true);
  });

  it('shows « à partir de … € » on the cards of the home page and of the advisors’ list, the cheapest offer’s price', async () => {
    const helene = seedOffersOf(SEED_ADVISORS.find((advisor) => advisor.firstName === 'Hélène')!);
    const expected = plain(`à partir de ${formatEuros(helene[0]!.priceCents)}`);
    for (const path of ['/', '/tous-nos-voyants', '/par-specialite/amour']) {
      const shown = await page(path);
      expect(shown, path).toContain('à partir de');
      if (path === '/tous-nos-voyants') expect(shown).toMatch(new RegExp(`Hélène[\\s\\S]{0,2000}${expected}`));
    }
  });

  it('shows « Tarifs » on a profile, each offer with its label, length and price', async () => {
    const shown = await page('/consultant-profile/helene');
    expect(shown).toContain('Tarifs');
    for (const offer of seedOffersOf(SEED_ADVISORS.find((advisor) => advisor.firstName === 'Hélène')!)) {
      expect(shown).toContain(plain(`${offer.label} ${offer.durationMinutes} min ${formatEuros(offer.priceCents)}`));
    }
  });
});

describe('a database from before the price list', () => {
  let database: Database;
  beforeEach(async () => {
    database = await openTestDatabase();
    await database.db.delete(advisorOffers);
  });
  afterEach(async () => database.close());

  it('gets it on its next start, once: a second start adds nothing', async () => {
    expect(await seedIfEmpty(database.db)).toBe(0);
    const first = await database.db.select().from(advisorOffers).orderBy(asc(advisorOffers.id));
    expect(first.length).toBe(SEED_ADVISORS.length * 3);
    await seedIfEmpty(database.db);
    expect(await database.db.select().from(advisorOffers).orderBy(asc(advisorOffers.id))).toEqual(first);
  });

  it('is left alone once an admin set offers, even none: removed offers do not come back on the next start', async () => {
    const app = await createApp(testConfig(), { database });
    try {
      const [helene] = await database.db.select().from(advisors).where(eq(advisors.slug, 'helene'));
      const admin = await signedIn(app, 'admin');
      const put = await app.inject({ method: 'PUT', url: CONSOLE_CHAT_PATHS.offers.replace(':id', String(helene!.id)), headers: admin.headers, payload: { offers: [] } });
      expect(put.statusCode).toBe(200);
      await database.db.delete(advisorOffers);
      await seedIfEmpty(database.db);
      expect(await database.db.select().from(advisorOffers)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the console’s offers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const database = await openTestDatabase();
    app = await createApp(testConfig(), { database });
    app.addHook('onClose', async () => database.close());
  });
  afterAll(async () => app?.close());

  it('accept an empty payment link (or null), stored as none; a link typed is still checked', async () => {
    const [helene] = await app.database.db.select().from(advisors).where(eq(advisors.slug, 'helene'));
    const admin = await signedIn(app, 'admin');
    const url = CONSOLE_CHAT_PATHS.offers.replace(':id', String(helene!.id));
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: {
        offers: [
          { label: 'Tchat 15 minutes', duration_minutes: 15, price_cents: 2500, payment_url: '  ' },
          { label: 'Tchat 30 minutes', duration_minutes: 30, price_cents: 4500, payment_url: null },
          { label: 'Tchat 60 minutes', duration_minutes: 60, price_cents: 8000, payment_url: 'https://buy.stripe.com/test_60' },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    expect(z.parse(z.array(Offer), put.json()).map((offer) => offer.payment_url)).toEqual([null, null, 'https://buy.stripe.com/test_60']);
    const rows = await app.database.db.select().from(advisorOffers).where(eq(advisorOffers.advisorId, helene!.id)).orderBy(asc(advisorOffers.position));
    expect(rows.map((row) => row.paymentUrl)).toEqual([null, null, 'https://buy.stripe.com/test_60']);
    const bad = await app.inject({ method: 'PUT', url, headers: admin.headers, payload: { offers: [{ label: 'Tchat', duration_minutes: 15, price_cents: 2500, payment_url: 'http://paiement.example/x' }] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'offers.0.payment_url', message: 'Le lien de paiement doit être une adresse https valide' });
  });
});
