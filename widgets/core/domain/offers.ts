/** The public side of the advisors' paid offers (widgets/core/schemas/advisor.ts, PublicOffer). */
import type { PublicOffer } from '../schemas/advisor';

/** The cheapest offer's price in cents, shown on the cards as "à partir de …"; null when there is none. */
export function cheapestPriceCents(offers: readonly PublicOffer[] | undefined): number | null {
  return offers?.length ? Math.min(...offers.map((offer) => offer.price_cents)) : null;
}
