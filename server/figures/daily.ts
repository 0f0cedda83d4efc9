/**
 * The figures of each Paris day of a range: chat requests started that day
 * (accepted, missed), orders sent, paid (and the revenue TTC taken) and
 * refunded (and the amount given back) that day. Every day of the range has
 * its row (generate_series), zeros when nothing happened; demonstration
 * orders are left out (server/figures/orders.ts says why).
 *
 * A row finds its day among the range's Paris midnights (width_bucket over
 * their sorted array, worked out once per query) rather than by converting
 * each timestamp to Paris time: over a year of rows that conversion was most
 * of the query's time (bench/figures-query.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DayFigures } from '../../contract/schemas/figures';
import type { AppDb } from '../db/open';
import { conversations, orders } from '../db/schema';
import { parisBetween, within, type DayRange } from './range';

/** The query, apart (bench/figures-query.ts reads its plan). */
export function dailyQuery(range: DayRange, advisorId: number | null = null): SQL {
  const between = parisBetween(range);
  const ofConversations = advisorId === null ? sql`` : sql` and ${conversations.advisorId} = ${advisorId}`;
  const ofOrders = advisorId === null ? sql`` : sql` and ${orders.advisorId} = ${advisorId}`;
  /** The day (1 for `from`) of a timestamp of the range. */
  const dayOf = (column: { getSQL(): SQL }) => sql`width_bucket(${column}, (select midnights from bounds))`;
  /** Real orders whose `column` falls in the range, counted and summed per day. */
  const ordersPerDay = (column: { getSQL(): SQL }) => sql`
    select ${dayOf(column)} as i, count(*)::int as n, sum(${orders.amountCents})::float8 as cents
    from ${orders} where not ${orders.demo} and ${within(column, between)}${ofOrders} group by 1`;
  return sql`
    with bounds as (
      select array(
        select (day::date::timestamp at time zone 'Europe/Paris')
        from generate_series(${range.from}::date, ${range.to}::date + 1, interval '1 day') as day
      ) as midnights
    ),
    chat as (
      select ${dayOf(conversations.startedAt)} as i, count(*)::int as requests,
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
    from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') with ordinality as d(day, i)
    left join chat on chat.i = d.i
    left join sent on sent.i = d.i
    left join paid on paid.i = d.i
    left join refunded on refunded.i = d.i
    order by d.i`;
}

export async function dailyFigures(db: AppDb, range: DayRange, advisorId: number | null = null): Promise<DayFigures[]> {
  const { rows } = (await db.execute(dailyQuery(range, advisorId))) as unknown as { rows: DayFigures[] };
  return rows.map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents), refunded_cents: Number(row.refunded_cents) }));
}
