/**
 * Orders over a range, per advisor and in all, in one read of the orders
 * table: sent (created in the range), paid (paid in the range) with the
 * revenue TTC they brought, refunded (refunded in the range) with their
 * amount. Demonstration orders (`demo`) are counted apart and left out of
 * every figure: they never happened, and the agency's accounts must not
 * hold them.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { orders } from '../db/schema';
import { within, type Between } from './range';

export interface OrderCounts {
  sent: number;
  paid: number;
  revenueCents: number;
  refunded: number;
  refundedCents: number;
}

export interface OrderFigures {
  byAdvisor: Map<number, OrderCounts>;
  total: OrderCounts;
  /** Demonstration orders sent, paid or refunded in the range (left out of the counts). */
  demo: number;
}

export const NO_ORDERS: OrderCounts = { sent: 0, paid: 0, revenueCents: 0, refunded: 0, refundedCents: 0 };

export async function orderFigures(db: AppDb, between: Between, advisorId: number | null = null): Promise<OrderFigures> {
  const sent = within(orders.createdAt, between);
  const paid = within(orders.paidAt, between);
  const refunded = within(orders.refundedAt, between);
  const real = sql`not ${orders.demo}`;
  const rows = await db
    .select({
      advisorId: orders.advisorId,
      all: sql<number>`grouping(${orders.advisorId})::int`,
      sent: sql<number>`(count(*) filter (where ${real} and ${sent}))::int`,
      paid: sql<number>`(count(*) filter (where ${real} and ${paid}))::int`,
      revenueCents: sql<number>`coalesce(sum(${orders.amountCents}) filter (where ${real} and ${paid}), 0)::float8`,
      refunded: sql<number>`(count(*) filter (where ${real} and ${refunded}))::int`,
      refundedCents: sql<number>`coalesce(sum(${orders.amountCents}) filter (where ${real} and ${refunded}), 0)::float8`,
      demo: sql<number>`(count(*) filter (where ${orders.demo}))::int`,
    })
    .from(orders)
    .where(and(or(sent, paid, refunded), advisorId === null ? undefined : eq(orders.advisorId, advisorId)))
    .groupBy(sql`grouping sets ((${orders.advisorId}), ())`);
  const result: OrderFigures = { byAdvisor: new Map(), total: NO_ORDERS, demo: 0 };
  for (const { advisorId: id, all, demo, ...counts } of rows) {
    const figures = { ...counts, revenueCents: Number(counts.revenueCents), refundedCents: Number(counts.refundedCents) };
    if (all === 1) {
      result.total = figures;
      result.demo = demo;
    } else if (figures.sent + figures.paid + figures.refunded > 0) result.byAdvisor.set(id, figures);
  }
  return result;
}
