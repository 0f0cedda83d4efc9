/**
 * Advisors' paid offers: the console edits them (admin), the catalogue
 * serves them without their payment link (the profile's "Tarifs", the cards'
 * "à partir de … €"), and a chat sends one whole, link included.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { PublicOffer } from '../../widgets/core/schemas/advisor';
import type { Offer, OfferInput } from '../../widgets/core/schemas/chat';
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

/** Replaces an advisor's offers by `offers`, in that order (inside the caller's catalogue transaction). */
export async function replaceOffers(tx: AppDb, advisorId: number, offers: readonly OfferInput[]): Promise<Offer[]> {
  await tx.delete(advisorOffers).where(eq(advisorOffers.advisorId, advisorId));
  if (offers.length === 0) return [];
  const rows = await tx
    .insert(advisorOffers)
    .values(
      offers.map((offer, position) => ({
        advisorId,
        position,
        label: offer.label,
        durationMinutes: offer.duration_minutes,
        priceCents: offer.price_cents,
        paymentUrl: offer.payment_url,
      })),
    )
    .returning();
  return rows.sort((a, b) => a.position - b.position).map(toOffer);
}
