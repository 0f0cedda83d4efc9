/**
 * The advisors' offers as the console sends them (PUT CONSOLE_CHAT_PATHS.offers,
 * admin): the server validates the body with these, the console checks the
 * form with them first, so both say the same French messages. Apart from
 * ./chat, which the visitor's voy-chat imports: none of these messages is
 * in the embed.
 */
import * as z from 'zod/mini';
import { paymentLinkFault, type PaymentLinkFault } from '../domain/offers';
import { rowId } from './chat';
import { trimmed } from './requests';

/** What the admin reads under the payment link's field, for each rule it breaks (paymentLinkFault). */
export const PAYMENT_LINK_MESSAGES: Record<PaymentLinkFault, string> = {
  https: 'Le lien de paiement doit être une adresse https valide',
  characters: 'Le lien de paiement ne doit contenir ni espace ni barre oblique inversée (\\)',
  credentials: 'Le lien de paiement ne doit pas contenir d’identifiant ni de mot de passe avant le nom du site',
  port: 'Le lien de paiement ne doit pas indiquer de numéro de port après le nom du site',
  ip: 'Le lien de paiement doit mener à un nom de domaine, pas à une adresse IP',
  host: 'Le lien de paiement doit mener à un site public, par exemple buy.stripe.com (pas localhost ni un nom de réseau local)',
  mixed: 'Le lien de paiement mêle l’alphabet latin au cyrillique ou au grec dans un même nom, comme une adresse qui en imite une autre',
};

/** A price in euro cents, TTC. */
const priceCents = z.int().check(z.gte(100, 'Le prix doit être d’au moins 1,00\u202f€'), z.lte(1_000_000, 'Le prix ne doit pas dépasser 10\u202f000,00\u202f€'));

/** One offer as the console edits it; `id` names an offer kept from before (its id then stays, and a chat's offer menu with it). */
export const OfferInput = z.object({
  id: z.optional(rowId.check(z.positive())),
  label: trimmed(2, 80, 'Le libellé doit contenir au moins 2 caractères', 'Le libellé ne doit pas dépasser 80 caractères'),
  duration_minutes: z.int('La durée doit être un nombre entier de minutes').check(z.gte(5, 'La durée doit être d’au moins 5 minutes'), z.lte(240, 'La durée ne doit pas dépasser 240 minutes')),
  price_cents: priceCents,
  /**
   * The payment provider's link: the rule of contract/domain/offers.ts
   * (paymentLinkFault). Optional: empty (or null) is an offer of the price
   * list without a link, stored null (offerPaymentUrl), shown on the site but
   * not sent in a chat.
   */
  payment_url: z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(500, 'Le lien de paiement ne doit pas dépasser 500 caractères'),
      z.superRefine((value, context) => {
        const fault = value === '' ? null : paymentLinkFault(value);
        if (fault) context.addIssue({ code: 'custom', message: PAYMENT_LINK_MESSAGES[fault], input: value });
      }),
    ),
  ),
});
export type OfferInput = z.infer<typeof OfferInput>;

/** The link as stored: none for an empty one. */
export const offerPaymentUrl = (offer: Pick<OfferInput, 'payment_url'>): string | null => offer.payment_url || null;
export const OffersInput = z.object({ offers: z.array(OfferInput).check(z.maxLength(10, 'Dix offres au plus par voyant')) });
export type OffersInput = z.infer<typeof OffersInput>;
