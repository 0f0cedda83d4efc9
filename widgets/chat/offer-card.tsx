import { paymentHref } from '../../contract/domain/offers';
import { formatEuros } from '../../contract/domain/price';
import parts from '../core/parts/parts.module.css';
import type { ChatOrder, Offer } from '../../contract/schemas/chat';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import styles from './chat.module.css';
import { CHAT_TEXTS as T } from './texts';


/** Why an offer may no longer be paid (CHAT_TEXTS.offerState), or null while it may: its order `sent` and not past expires_at, its conversation open. */
export function closedOffer(order: ChatOrder | undefined, open: boolean): keyof typeof T.offerState | null {
  if (order?.state === 'paid' || order?.state === 'refunded') return order.state;
  // Expired before its delay: by the conversation's end.
  if (order && Date.parse(order.expires_at) <= Date.now()) return 'expired';
  return open && order?.state !== 'expired' ? null : 'ended';
}

/**
 * An offer the advisor sent: what, how long, the price, and the payment link
 * in a new tab, named by its host (« Payer sur buy.stripe.com »; we never see
 * card data). A link the rule refuses (stored before it tightened) is no link,
 * nor is one that may no longer be paid: « Payée », « Offre expirée »,
 * « Conversation terminée » in its place.
 */
export function OfferCard({ offer, order, open }: { offer: Offer; order?: ChatOrder | undefined; open: boolean }) {
  const closed = closedOffer(order, open);
  const href = !closed && offer.payment_url && paymentHref(offer.payment_url);
  const host = href && new URL(href).hostname;
  return (
    <div className={styles.offer} part="offer">
      <p className={styles.offerKind}>{T.offer}</p>
      <p className={styles.offerLabel}>{offer.label}</p>
      <p>
        {ADVISOR_TEXTS.minutes(offer.duration_minutes)} · <strong className={styles.price}>{formatEuros(offer.price_cents)}</strong>
      </p>
      {host ? (
        <a className={`${parts.button} ${parts.primary}`} part="button pay" href={href!} target="_blank" rel="noopener noreferrer" aria-label={T.payLabel(offer.label, host)}>
          {T.pay(host)}
        </a>
      ) : (
        <p part="offer-state" data-state={closed}>
          {closed ? T.offerState[closed] : T.payUnavailable}
        </p>
      )}
    </div>
  );
}
