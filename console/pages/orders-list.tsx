/**
 * Orders as the console lists them (the « Commandes » page, and a
 * conversation's beside its messages): what was offered, the amount, the
 * state, the reference, a flag when the provider's payment did not match,
 * and, for an admin, « Marquer payée » / « Marquer remboursée » after a
 * confirmation (the chat shows it at once to both sides).
 */
import { useState } from 'react';
import { formatEuros } from '../../contract/domain/price';
import type { Order } from '../../contract/schemas/orders';
import { markOrder } from '../api/orders';
import buttons from '../components/button.module.css';
import { Dialog } from '../components/dialog';
import { Fact, when } from '../components/fact';
import page from '../components/page.module.css';
import { ORDER_TEXTS } from '../texts';
import list from './inbox.module.css';
import facts from './outbox.module.css';

interface OrderListProps {
  orders: readonly Order[];
  /** An admin marks orders by hand. */
  admin: boolean;
  /** The advisor's name beside each order (the page lists everyone's). */
  showAdvisor?: boolean;
  /** After a marking: its notice; the list reloads. */
  onMarked(notice: string): void;
}

export function OrderList({ orders, admin, showAdvisor = false, onMarked }: OrderListProps) {
  const [asking, setAsking] = useState<{ order: Order; as: 'paid' | 'refunded' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (orders.length === 0) return <p className={page.muted}>{ORDER_TEXTS.none}</p>;

  const confirm = () => {
    if (!asking || busy) return;
    setBusy(true);
    setError(null);
    markOrder(asking.order.id, asking.as).then(
      (order) => {
        setBusy(false);
        setAsking(null);
        onMarked(asking.as === 'paid' ? ORDER_TEXTS.markedPaid(order.reference) : ORDER_TEXTS.markedRefunded(order.reference));
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  return (
    <>
      <ul className={list.list}>
        {orders.map((order) => (
          <li key={order.id} className={list.item} data-order={order.reference} data-state={order.state} data-handled={order.state !== 'sent' || undefined}>
            <div className={list.itemBody}>
              <div className={list.itemHead}>
                <strong className={list.name}>
                  {order.label} · {formatEuros(order.amount_cents)}
                </strong>
                {order.flag && <span className={`${page.badge} ${list.unhandled}`}>{ORDER_TEXTS.flags[order.flag]}</span>}
                <span className={`${page.badge} ${list.state}`}>
                  {ORDER_TEXTS.states[order.state]}
                  {order.paid_via && order.state === 'paid' ? ` ${ORDER_TEXTS.via[order.paid_via] ?? ''}` : ''}
                </span>
              </div>
              <dl className={facts.facts}>
                <Fact label={ORDER_TEXTS.reference}>
                  <span className={facts.code}>{order.reference}</span>
                </Fact>
                {showAdvisor && <Fact label={ORDER_TEXTS.advisor}>{order.advisor.first_name}</Fact>}
                <Fact label={ORDER_TEXTS.sentAt}>{when(order.created_at)}</Fact>
                {order.paid_at && <Fact label={ORDER_TEXTS.paidAt}>{when(order.paid_at)}</Fact>}
                {order.refunded_at && <Fact label={ORDER_TEXTS.refundedAt}>{when(order.refunded_at)}</Fact>}
              </dl>
              {admin && order.state !== 'refunded' && (
                <div className={buttons.row}>
                  {order.state === 'paid' ? (
                    <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => setAsking({ order, as: 'refunded' })}>
                      {ORDER_TEXTS.markRefunded}
                    </button>
                  ) : (
                    <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => setAsking({ order, as: 'paid' })}>
                      {ORDER_TEXTS.markPaid}
                    </button>
                  )}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {asking && (
        <Dialog
          title={asking.as === 'paid' ? ORDER_TEXTS.confirmPaid(asking.order.reference) : ORDER_TEXTS.confirmRefunded(asking.order.reference)}
          confirmLabel={asking.as === 'paid' ? ORDER_TEXTS.markPaid : ORDER_TEXTS.markRefunded}
          busy={busy}
          error={error}
          onConfirm={confirm}
          onClose={() => {
            setAsking(null);
            setError(null);
          }}
        >
          <p>{ORDER_TEXTS.confirmExplained}</p>
        </Dialog>
      )}
    </>
  );
}
