import { paymentHref } from '../core/domain/offers';
import { formatEuros } from '../core/domain/price';
import parts from '../core/parts/parts.module.css';
import type { Offer } from '../core/schemas/chat';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import styles from './chat.module.css';
import { CHAT_TEXTS as T } from './texts';


/**
 * An offer the advisor sent: what, how long, the price, and the payment link
 * in a new tab, named by its host (« Payer sur buy.stripe.com »; we never see
 * card data). A link the rule refuses (stored before it tightened) is no link.
 */
export function OfferCard({ offer }: { offer: Offer }) {
  const href = offer.payment_url && paymentHref(offer.payment_url);
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
        <p>{T.payUnavailable}</p>
      )}
    </div>
  );
}
