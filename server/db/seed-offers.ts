/**
 * The agency's starting price list: three offers (15, 30 and 60 minutes) for
 * every seed advisor, priced by their type and their experience, without a
 * payment link. A fresh install thus shows prices (the cards' « à partir de
 * … € », the profile's « Tarifs »); an offer is sent in a chat only once an
 * admin gives it a link (console, Voyants › the advisor › Offres et liens de
 * paiement).
 *
 * Seeded once: on a database whose advisors were seeded, and on a database
 * from before the price list (its seed advisors have no offer) at the next
 * start, as long as no admin ever set offers (no 'offers-set' in the audit
 * log). After that the price list is the agency's: an admin who removes an
 * advisor's offers does not see them come back on the next start.
 */
import { count, eq, inArray, sql } from 'drizzle-orm';
import { slugify } from '../../contract/domain/slug';
import type { AdvisorType } from '../../contract/schemas/advisor';
import { SEED_ADVISORS, type SeedAdvisor } from '../catalogue/seed-advisors';
import type { AppDb } from './open';
import { advisorOffers, advisors, auditLog } from './schema';

export interface SeedOffer {
  label: string;
  durationMinutes: number;
  priceCents: number;
}

const DURATIONS = [15, 30, 60] as const;

/** Each type's three offers: their labels and prices in cents TTC, for an advisor of usual experience. */
const BY_TYPE: Record<AdvisorType, { labels: readonly [string, string, string]; cents: readonly [number, number, number] }> = {
  Tarologue: { labels: ['Tirage express', 'Tirage complet', 'Grand tirage'], cents: [2500, 4500, 8000] },
  Astrologue: { labels: ['Question astrologique', 'Transits de l’année', 'Thème astral complet'], cents: [2500, 4500, 8500] },
  Numérologue: { labels: ['Question express', 'Cycle de l’année', 'Étude numérologique complète'], cents: [2000, 3900, 7500] },
  Médium: { labels: ['Question flash', 'Consultation médiumnique', 'Consultation approfondie'], cents: [2900, 4900, 8900] },
};

/** Experience, read from the seed's own figures (not the database's, which reviews recompute): a long-standing advisor costs more, a newcomer less. */
const EXPERIENCED_FROM = 200;
const NEWCOMER_UNDER = 70;
const STEP_CENTS = [500, 500, 1000] as const;

/** The three offers of one seed advisor, shortest (and cheapest) first. */
export function seedOffersOf(advisor: Pick<SeedAdvisor, 'type' | 'reviewsCount'>): SeedOffer[] {
  const prices = BY_TYPE[advisor.type as AdvisorType] ?? BY_TYPE.Tarologue;
  const step = advisor.reviewsCount >= EXPERIENCED_FROM ? 1 : advisor.reviewsCount < NEWCOMER_UNDER ? -1 : 0;
  return DURATIONS.map((durationMinutes, index) => ({
    label: prices.labels[index]!,
    durationMinutes,
    priceCents: prices.cents[index]! + step * STEP_CENTS[index]!,
  }));
}

const SEED_BY_SLUG = new Map(SEED_ADVISORS.map((advisor) => [slugify(advisor.firstName), advisor]));

/** Any number: the lock two instances starting together take, so that only one seeds. */
const PRICE_LIST_LOCK = 0x766f7931;

/**
 * Gives the seed advisors their offers, once (see above); in one transaction
 * under an advisory lock, so that two instances starting on one PostgreSQL
 * seed them once. Returns how many offers were added.
 */
export async function seedPriceList(db: AppDb): Promise<number> {
  // Read first without the lock: the usual start (offers already there) takes no lock.
  if (await hasOffers(db)) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PRICE_LIST_LOCK})`);
    if (await hasOffers(tx)) return 0;
    const [edited] = await tx.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'offers-set'));
    if ((edited?.n ?? 0) > 0) return 0;
    const seeded = await tx
      .select({ id: advisors.id, slug: advisors.slug })
      .from(advisors)
      .where(inArray(advisors.slug, [...SEED_BY_SLUG.keys()]));
    const rows = seeded.flatMap(({ id, slug }) => seedOffersOf(SEED_BY_SLUG.get(slug)!).map((offer, position) => ({ advisorId: id, position, ...offer, paymentUrl: null })));
    if (rows.length > 0) await tx.insert(advisorOffers).values(rows);
    return rows.length;
  });
}

async function hasOffers(db: AppDb): Promise<boolean> {
  const [row] = await db.select({ id: advisorOffers.id }).from(advisorOffers).limit(1);
  return row !== undefined;
}
