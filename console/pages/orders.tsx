/** « Commandes » (admin): the most recent orders, by state and flag, each markable by hand. */
import { useState } from 'react';
import { ORDER_FLAGS, ORDER_STATES, type OrderFilters } from '../../contract/schemas/orders';
import { listOrders } from '../api/orders';
import { useInvalidate } from '../api/query-client';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import { SelectField } from '../components/field';
import page from '../components/page.module.css';
import { useQuery } from '../hooks/use-query';
import { ORDER_TEXTS } from '../texts';
import { OrderList } from './orders-list';

const STATE_OPTIONS = [['', ORDER_TEXTS.anyState] as const, ...ORDER_STATES.map((state) => [state, ORDER_TEXTS.states[state]] as const)];
const FLAG_OPTIONS = [['', ORDER_TEXTS.anyFlag] as const, ['any', ORDER_TEXTS.flagged] as const, ...ORDER_FLAGS.map((flag) => [flag, ORDER_TEXTS.flags[flag]] as const)];

export function OrdersPage() {
  const [state, setState] = useState('');
  const [flag, setFlag] = useState('');
  const [notice, setNotice] = useState('');
  const filters = { state: state || undefined, flag: flag || undefined } as OrderFilters;
  const orders = useQuery(['orders', filters], (signal) => listOrders(filters, signal));
  const invalidate = useInvalidate();
  return (
    <>
      <h1 className={page.title}>{ORDER_TEXTS.title}</h1>
      <p className={page.intro}>{ORDER_TEXTS.intro}</p>
      <div className={page.filters} role="search" aria-label={ORDER_TEXTS.title}>
        <SelectField label={ORDER_TEXTS.state} name="state" value={state} onChange={setState} options={STATE_OPTIONS} />
        <SelectField label={ORDER_TEXTS.flag} name="flag" value={flag} onChange={setFlag} options={FLAG_OPTIONS} />
      </div>
      <SuccessMessage>{notice}</SuccessMessage>
      {orders.phase === 'failed' && <ErrorMessage onRetry={orders.reload}>{orders.message}</ErrorMessage>}
      {orders.phase === 'loading' && !orders.data && <Loading />}
      {orders.data && (
        <section className={page.panel} aria-label={ORDER_TEXTS.title} aria-busy={orders.phase === 'loading' || undefined}>
          <p className={page.muted}>{ORDER_TEXTS.limit}</p>
          <OrderList
            orders={orders.data}
            admin
            showAdvisor
            onMarked={(message) => {
              setNotice(message);
              invalidate('orders');
            }}
          />
        </section>
      )}
    </>
  );
}
