/**
 * Advisors' paid offers: the console edits them (admin), the catalogue
 * serves them without their payment link (the profile's "Tarifs", the cards'
 * "à partir de … €"), and a chat sends one whole, link included.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { PublicOffer } from '../../contract/schemas/advisor';
import type { Offer } from '../../contract/schemas/chat';
import { offerPaymentUrl, type OfferInput } from '../../contract/schemas/offers';
import type { AppDb } from '../db/open';
import { advisorOffers, type OfferRow } from '../db/schema';

export const toOffer = (row: OfferRow): Offer => ({
  id: row.id,
  label: row.label,
  duration_minutes: row.durationMinutes,
  price_cents: row.priceCents,
  payment_url: row.paymentUrl,
});

/** Cheapest first (the cards show the first), then in the agency's order. */
export function publicOffers(rows: readonly OfferRow[]): PublicOffer[] {
  return [...rows]
    .sort((a, b) => a.priceCents - b.priceCents || a.position - b.position)
    .map(({ id, label, durationMinutes, priceCents }) => ({ id, label, duration_minutes: durationMinutes, price_cents: priceCents }));
}

/** One advisor's offers, in the agency's order, links included (the console). */
export async function offersOf(db: AppDb, advisorId: number): Promise<Offer[]> {
  const rows = await db.select().from(advisorOffers).where(eq(advisorOffers.advisorId, advisorId)).orderBy(asc(advisorOffers.position));
  return rows.map(toOffer);
}

export async function offerOf(db: AppDb, advisorId: number, offerId: number): Promise<Offer | null> {
  const [row] = await db.select().from(advisorOffers).where(and(eq(advisorOffers.advisorId, advisorId), eq(advisorOffers.id, offerId)));
  return row ? toOffer(row) : null;
}

/**
 * Makes `offers` the advisor's, in that order (inside the caller's catalogue
 * transaction): one naming an offer of this advisor by id is updated and
 * keeps its id, so that a chat's offer menu opened before still sends it;
 * the others are added; the advisor's offers not named are removed.
 */
export async function replaceOffers(tx: AppDb, advisorId: number, offers: readonly OfferInput[]): Promise<Offer[]> {
  const existing = new Set((await tx.select({ id: advisorOffers.id }).from(advisorOffers).where(eq(advisorOffers.advisorId, advisorId))).map((row) => row.id));
  const kept = offers.map((offer) => offer.id).filter((id): id is number => id !== undefined && existing.has(id));
  await tx.delete(advisorOffers).where(and(eq(advisorOffers.advisorId, advisorId), kept.length ? notInArray(advisorOffers.id, kept) : undefined));
  const saved: Offer[] = [];
  const updated = new Set<number>();
  for (const [position, offer] of offers.entries()) {
    const columns = { position, label: offer.label, durationMinutes: offer.duration_minutes, priceCents: offer.price_cents, paymentUrl: offerPaymentUrl(offer) };
    // An id named twice updates its offer once; the repeat is a new offer.
    const keeps = offer.id !== undefined && existing.has(offer.id) && !updated.has(offer.id);
    if (keeps) updated.add(offer.id!);
    const [row] = keeps
        ? await tx.update(advisorOffers).set(columns).where(eq(advisorOffers.id, offer.id!)).returning()
        : await tx.insert(advisorOffers).values({ advisorId, ...columns }).returning();
    saved.push(toOffer(row!));
  }
  return saved;
}
