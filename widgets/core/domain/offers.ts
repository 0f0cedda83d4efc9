/** The public side of the advisors' paid offers (widgets/core/schemas/advisor.ts, PublicOffer). */
import type { PublicOffer } from '../schemas/advisor';

/** The cheapest offer's price in cents, shown on the cards as "à partir de …"; null when there is none. */
export function cheapestPriceCents(offers: readonly PublicOffer[] | undefined): number | null {
  return offers?.length ? Math.min(...offers.map((offer) => offer.price_cents)) : null;
}

/**
 * The payment provider's link as it may be followed: an https address with
 * a host and no user name or password (`https://banque.fr@ailleurs.example`
 * would show one site and open another); null otherwise. The offers' schema,
 * the visitor's Payer link and the console's all read it here.
 */
export function paymentHref(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    if (parsed.protocol !== 'https:' || !parsed.hostname.includes('.') || parsed.username || parsed.password) return null;
    return parsed.href;
  } catch {
    return null;
  }
}
