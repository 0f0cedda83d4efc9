/**
 * The payment link an order's offer carries to the visitor, made from the
 * link the admin entered for the offer:
 * - a Stripe Payment Link (host buy.stripe.com) gets `client_reference_id`
 *   (Stripe copies it into the Checkout Session its webhook sends back:
 *   server/payments/stripe-webhook.ts finds the order by it) and, when the
 *   visitor gave an e-mail, `prefilled_email`;
 * - any other provider's link gets its `{reference}` placeholder replaced
 *   (the agency finds the reference in its provider's records and marks the
 *   order paid by hand in the console);
 * - a link with neither is sent as it is (then only the manual marking knows).
 */

export const STRIPE_PAYMENT_LINK_HOST = 'buy.stripe.com';

/** `{reference}` as typed, or as the URL parser wrote it in a path (`%7Breference%7D`). */
const PLACEHOLDER = /\{reference\}|%7Breference%7D/gi;

export function orderPaymentLink(link: string, reference: string, email: string | null): string {
  const url = new URL(link);
  if (url.hostname === STRIPE_PAYMENT_LINK_HOST) {
    url.searchParams.set('client_reference_id', reference);
    if (email) url.searchParams.set('prefilled_email', email);
    return url.href;
  }
  return link.replace(PLACEHOLDER, encodeURIComponent(reference));
}
