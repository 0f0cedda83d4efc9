/** The public side of the advisors' paid offers (contract/schemas/advisor.ts, PublicOffer), and the rule of their payment links. */
import type { PublicOffer } from '../schemas/advisor';
import { hostLabels } from './punycode';

/** The cheapest offer's price in cents, shown on the cards as "à partir de …"; null when there is none. */
export function cheapestPriceCents(offers: readonly PublicOffer[] | undefined): number | null {
  return offers?.length ? Math.min(...offers.map((offer) => offer.price_cents)) : null;
}

/**
 * Why a payment link is refused (PAYMENT_LINK_MESSAGES, contract/schemas/offers.ts,
 * says each in French): not an https address; a backslash, a space or a
 * control character in what was typed (the URL parser turns `\` into `/` and
 * drops tabs, so the text would not be the address); a user name or password
 * (`https://banque.fr@ailleurs.example` shows one site and opens another);
 * a port; an IP address (in any form the parser reads as one: `2130706433`,
 * `0x7f.1`, `[::1]`); a host that is not a public domain name (one label,
 * `localhost`, `.local`, `.internal`…, a TLD with digits); a label that mixes
 * the Latin, Cyrillic and Greek alphabets (`раураl.com`, a homograph).
 */
export type PaymentLinkFault = 'https' | 'characters' | 'credentials' | 'port' | 'ip' | 'host' | 'mixed';

/**
 * The link as the URL parser reads it, or why it is refused; every rule but
 * the alphabets', which needs the labels decoded (paymentLinkFault). What the
 * visitor follows: kept small, the embed carries it.
 */
function parsedPaymentLink(text: string): URL | PaymentLinkFault {
  const raw = text.trim();
  // The text itself: nothing the parser would quietly rewrite, and `https://` with a host right after it.
  if (/[\\\s\p{Cc}]/u.test(raw)) return 'characters';
  if (!/^https:\/\/[^/]/i.test(raw)) return 'https';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'https';
  }
  const host = url.hostname;
  return url.username || url.password
    ? 'credentials'
    : url.port
      ? 'port'
      : /^\[|^[\d.]+$/.test(host)
        ? 'ip'
        : // LDH labels, at least two, a TLD of letters (or punycode), no name of a private network.
          /^(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]{1,59})$/.test(host) && !/\.(?:local(?:host|domain)?|internal|intranet|lan|home|corp|private|arpa|invalid)$/.test(host)
          ? url
          : 'host';
}

/**
 * The payment provider's link as the visitor may follow it (normalised by
 * the URL parser, its host lowercase and in punycode), or null when it breaks
 * the rule (paymentLinkFault). A stored link from before a rule tightened is
 * then shown to no one as a link. The visitor's Payer link and the console's
 * read it here; the offers' schema reads paymentLinkFault.
 */
export function paymentHref(url: string): string | null {
  const link = parsedPaymentLink(url);
  return typeof link === 'string' ? null : link.href;
}

/** The one rule of payment links (the offers' schema, on the server and in the console): null when the link passes. */
export function paymentLinkFault(url: string): PaymentLinkFault | null {
  const link = parsedPaymentLink(url);
  if (typeof link === 'string') return link;
  const labels = hostLabels(link.hostname);
  return labels?.every(({ unicode }) => [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u].filter((script) => script.test(unicode)).length < 2) ? null : labels ? 'mixed' : 'host';
}
