/**
 * The price list and the order guard on PostgreSQL (issue 39 points 1 and
 * 6): two instances starting together on one database seed the price list
 * once (its advisory lock); a self-exclusion confirmed there blocks an order
 * and reads back in the inbox with its dates; the spending flag adds up the
 * paid orders. Skipped, saying why, without PostgreSQL's binaries.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { confirmSelfExclusion } from '../../server/console/self-exclusion-confirm';
import { DAY_MS } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/open';
import { advisorOffers, advisors, conversations, orders, selfExclusionRequests } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { seedPriceList } from '../../server/db/seed-offers';
import { SEED_ADVISORS } from '../../server/catalogue/seed-advisors';
import { orderBlock, spendingFlag } from '../../server/orders/order-guard';
import { startPostgres, type PostgresServer } from '../helpers/postgres';

const started = await startPostgres();
const postgres: PostgresServer | null = 'url' in started ? started : null;
if (!postgres) console.warn(`[voyance] PostgreSQL tests of the order guard skipped: ${(started as { unavailable: string }).unavailable}`);

describe.runIf(postgres)('on PostgreSQL', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    first = await openDatabase({ url: postgres!.url });
    second = await openDatabase({ url: postgres!.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    postgres?.stop();
  });

  it('two instances starting together seed the price list once', async () => {
    await seedIfEmpty(first.db);
    await first.db.delete(advisorOffers);
    const added = await Promise.all([seedPriceList(first.db), seedPriceList(second.db), seedPriceList(first.db)]);
    expect(added.filter((count) => count > 0)).toEqual([SEED_ADVISORS.length * 3]);
    expect(await first.db.select().from(advisorOffers)).toHaveLength(SEED_ADVISORS.length * 3);
  });

  it('a confirmed self-exclusion blocks an order until its end; the inbox reads its dates; the spending flag adds up paid orders', async () => {
    const now = new Date('2026-11-28T10:00:00Z');
    const [helene] = await first.db.select({ id: advisors.id }).from(advisors).where(eq(advisors.slug, 'helene'));
    const [request] = await first.db.insert(selfExclusionRequests).values({ name: 'Camille Martin', email: 'pg@example.fr', phone: '06 12 34 56 78', duration: '3-mois' }).returning();
    const [chat] = await first.db
      .insert(conversations)
      .values({ keyHash: randomBytes(16).toString('hex'), advisorId: helene!.id, prenom: 'Camille', visitorEmail: 'PG@example.fr' })
      .returning({ id: conversations.id });
    expect(await orderBlock(second.db, chat!.id, now)).toBeNull();

    const item = await confirmSelfExclusion(first.db, { email: 'admin@agence.test' }, request!.id, '3-mois', now);
    expect(item?.exclusion).toEqual({ asked: '3-mois', confirmed_at: now.toISOString(), confirmed_duration: '3-mois', ends_at: '2027-02-28T10:00:00.000Z' });
    expect(await orderBlock(second.db, chat!.id, now)).toEqual({ reason: 'self-exclusion', until: new Date('2027-02-28T10:00:00Z') });
    expect(await orderBlock(second.db, chat!.id, new Date('2027-03-01T00:00:00Z'))).toBeNull();

    const paid = (reference: string, cents: number, state: string) => ({
      reference,
      advisorId: helene!.id,
      conversationId: chat!.id,
      label: 'Tchat',
      durationMinutes: 30,
      amountCents: cents,
      state,
      visitorEmail: 'pg@example.fr',
      expiresAt: now,
      paidAt: new Date(now.getTime() - DAY_MS),
    });
    await first.db.insert(orders).values([paid('VE-PG00000001', 30_000, 'paid'), paid('VE-PG00000002', 25_000, 'paid'), paid('VE-PG00000003', 90_000, 'refunded')]);
    expect(await spendingFlag(second.db, chat!.id, now)).toEqual({ totalCents: 55_000, thresholdCents: 50_000 });
  });
});
