/**
 * The offers editor's values: what the admin types (strings, a price in
 * euros as `25` or `25,50`) to OffersInput (integers, price in cents) and
 * back. The shared schema checks the result, so the messages are the
 * server's own; errors are keyed as the server keys them
 * (`offers.0.price_cents`), so that both land under the same field.
 */
import * as z from 'zod/mini';
import { paymentHref, paymentLinkFault } from '../../contract/domain/offers';
import { hostLabels } from '../../contract/domain/punycode';
import type { Offer } from '../../contract/schemas/chat';
import { OffersInput } from '../../contract/schemas/offers';
import { OFFER_TEXTS } from '../texts';

export const OFFER_FIELDS = ['label', 'duration_minutes', 'price_cents', 'payment_url'] as const;
export type OfferField = (typeof OFFER_FIELDS)[number];

/** One offer as typed; `key` tells React the rows apart while they are added and removed; `id`, a saved offer's. */
export type OfferValues = Record<OfferField, string> & { key: string; id?: number };

export type OfferErrors = Readonly<Record<string, string>>;

/** The key of one field's error, as the server names it. */
export const fieldKey = (index: number, field: OfferField) => `offers.${index}.${field}`;

let rows = 0;
const nextKey = () => `offer-${++rows}`;

export const emptyOffer = (): OfferValues => ({ key: nextKey(), label: '', duration_minutes: '', price_cents: '', payment_url: '' });

/** 2550 → '25,50'; 2500 → '25' (as an admin would type it). */
export function euros(cents: number): string {
  const text = (cents / 100).toFixed(2).replace('.', ',');
  return text.endsWith(',00') ? text.slice(0, -3) : text;
}

export const valuesOf = (offers: readonly Offer[]): OfferValues[] =>
  offers.map((offer) => ({ key: nextKey(), id: offer.id, label: offer.label, duration_minutes: String(offer.duration_minutes), price_cents: euros(offer.price_cents), payment_url: offer.payment_url ?? '' }));

/** '25', '25,5', '25,50', '25.50', '25 €' → cents; anything else: null. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?\s*€?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function minutesOf(text: string): number | null {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

export type Checked = { ok: true; input: OffersInput } | { ok: false; errors: OfferErrors; message?: string };

/** The offers to send, or every field's first error. */
export function checkOffers(values: readonly OfferValues[]): Checked {
  const errors: Record<string, string> = {};
  const offers = values.map((offer, index) => {
    const price = centsOf(offer.price_cents);
    const duration = minutesOf(offer.duration_minutes);
    if (price === null) errors[fieldKey(index, 'price_cents')] = OFFER_TEXTS.priceInvalid;
    if (duration === null) errors[fieldKey(index, 'duration_minutes')] = OFFER_TEXTS.durationInvalid;
    return { ...(offer.id ? { id: offer.id } : {}), label: offer.label, duration_minutes: duration ?? 0, price_cents: price ?? 0, payment_url: offer.payment_url };
  });
  const parsed = z.safeParse(OffersInput, { offers });
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  let message: string | undefined;
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.join('.');
    // A field typed wrong keeps the message about what to type, not the schema's about the 0 put in its place.
    if (issue.path.length === 3) errors[key] ??= issue.message;
    else message ??= issue.message;
  }
  return { ok: false, errors, message };
}

/**
 * A payment link whose host has punycode labels (typed `https://café.fr` or
 * `https://xn--caf-dma.fr`): the host as written and as the URL parser gives
 * it, which is what the visitor reads (« Payer sur xn--caf-dma.fr »); null
 * for an all a–z host, or a link the rule refuses (its error says why).
 */
export function nonLatinHost(url: string): { unicode: string; ascii: string } | null {
  const href = paymentLinkFault(url) === null && paymentHref(url);
  if (!href) return null;
  const ascii = new URL(href).hostname;
  const labels = hostLabels(ascii);
  return labels?.some((label) => label.unicode !== label.ascii) ? { unicode: labels.map((label) => label.unicode).join('.'), ascii } : null;
}
