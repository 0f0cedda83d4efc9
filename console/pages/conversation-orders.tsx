/**
 * A conversation's orders, beside its messages: read again whenever an
 * offer or a payment line arrives in it (sent here, confirmed by Stripe on
 * any instance, marked by an admin elsewhere).
 */
import { useState } from 'react';
import type { ConsoleConversation } from '../../contract/schemas/chat';
import { listOrders } from '../api/orders';
import { useInvalidate } from '../api/query-client';
import { useChat } from '../chat/chat-context';
import { ErrorMessage, SuccessMessage } from '../components/feedback';
import page from '../components/page.module.css';
import { useQuery } from '../hooks/use-query';
import { useUser } from '../session/session-context';
import { ORDER_TEXTS } from '../texts';
import { OrderList } from './orders-list';

export function ConversationOrders({ conversation }: { conversation: ConsoleConversation }) {
  const user = useUser();
  const { state } = useChat();
  const [notice, setNotice] = useState('');
  const { id } = conversation;
  // What changes the orders: an offer sent, a payment line.
  const changes = (state.messages[id] ?? []).filter((message) => message.kind === 'offer' || message.kind === 'payment').length;
  const orders = useQuery(['orders', { conversation: id }, changes], (signal) => listOrders({ conversation: id }, signal));
  const invalidate = useInvalidate();
  if (!orders.data?.length && orders.phase !== 'failed') return null;
  return (
    <section className={page.panel} aria-labelledby={`orders-${id}`} data-orders={id}>
      <h3 className={page.subtitle} id={`orders-${id}`}>
        {ORDER_TEXTS.conversationTitle}
      </h3>
      <SuccessMessage>{notice}</SuccessMessage>
      {orders.phase === 'failed' && <ErrorMessage onRetry={orders.reload}>{orders.message}</ErrorMessage>}
      {orders.data && (
        <OrderList
          orders={orders.data}
          admin={user.role === 'admin'}
          onMarked={(message) => {
            setNotice(message);
            invalidate('orders');
          }}
        />
      )}
    </section>
  );
}
