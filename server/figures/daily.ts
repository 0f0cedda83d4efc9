/**
 * The figures of each Paris day of a range: chat requests started that day
 * (accepted, missed), orders sent, paid (and the revenue TTC taken) and
 * refunded (and the amount given back) that day. Every day of the range has
 * its row (generate_series), zeros when nothing happened; demonstration
 * orders are left out (server/figures/orders.ts says why).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DayFigures } from '../../widgets/core/schemas/figures';
import type { AppDb } from '../db/open';
import { conversations, orders } from '../db/schema';
import { parisBetween, parisDayOf, within, type DayRange } from './range';

export async function dailyFigures(db: AppDb, range: DayRange, advisorId: number | null = null): Promise<DayFigures[]> {
  const between = parisBetween(range);
  const ofConversations = advisorId === null ? sql`` : sql` and ${conversations.advisorId} = ${advisorId}`;
  const ofOrders = advisorId === null ? sql`` : sql` and ${orders.advisorId} = ${advisorId}`;
  /** Real orders whose `column` falls in the range, counted and summed per Paris day. */
  const ordersPerDay = (column: { getSQL(): SQL }) => sql`
    select ${parisDayOf(column)} as day, count(*)::int as n, sum(${orders.amountCents})::float8 as cents
    from ${orders} where not ${orders.demo} and ${within(column, between)}${ofOrders} group by 1`;
  const query: SQL = sql`
    with chat as (
      select ${parisDayOf(conversations.startedAt)} as day, count(*)::int as requests,
        count(${conversations.acceptedAt})::int as accepted, count(${conversations.missedAt})::int as missed
      from ${conversations}
      where ${conversations.origin} = 'chat' and ${within(conversations.startedAt, between)}${ofConversations}
      group by 1
    ),
    sent as (${ordersPerDay(orders.createdAt)}),
    paid as (${ordersPerDay(orders.paidAt)}),
    refunded as (${ordersPerDay(orders.refundedAt)})
    select to_char(d.day, 'YYYY-MM-DD') as day,
      coalesce(chat.requests, 0) as requests, coalesce(chat.accepted, 0) as accepted, coalesce(chat.missed, 0) as missed,
      coalesce(sent.n, 0) as orders_sent,
      coalesce(paid.n, 0) as orders_paid, coalesce(paid.cents, 0) as revenue_cents,
      coalesce(refunded.n, 0) as orders_refunded, coalesce(refunded.cents, 0) as refunded_cents
    from (select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day) as d
    left join chat on chat.day = d.day
    left join sent on sent.day = d.day
    left join paid on paid.day = d.day
    left join refunded on refunded.day = d.day
    order by d.day`;
  const { rows } = (await db.execute(query)) as unknown as { rows: DayFigures[] };
  return rows.map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents), refunded_cents: Number(row.refunded_cents) }));
}
