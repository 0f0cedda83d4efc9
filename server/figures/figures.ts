/**
 * The agency's figures page (issue 39 point 5): over a range of Paris days,
 * each day's figures, the range's totals and each advisor's, for the whole
 * agency or one advisor. What GET /api/console/figures answers and its CSV
 * export writes, and what `npm run bench -- figures` times.
 */
import { inArray, isNull, or, sql } from 'drizzle-orm';
import type { AdvisorFigures, FiguresAnswer, RangeFigures } from '../../contract/schemas/figures';
import type { AppDb } from '../db/open';
import { advisors } from '../db/schema';
import { chatRequests, NO_CHAT, type ChatCounts } from './chat-requests';
import { dailyFigures } from './daily';
import { NO_ORDERS, orderFigures, type OrderCounts } from './orders';
import { parisBetween, type DayRange } from './range';
import { NO_RATING, ratingFigures, type RatingFigures } from './ratings';

const rangeFigures = (chat: ChatCounts, orders: OrderCounts, rating: RatingFigures): RangeFigures => ({
  requests: chat.requests,
  accepted: chat.accepted,
  missed: chat.missed,
  median_seconds: chat.medianSeconds,
  orders_sent: orders.sent,
  orders_paid: orders.paid,
  revenue_cents: orders.revenueCents,
  orders_refunded: orders.refunded,
  refunded_cents: orders.refundedCents,
  rating: rating.rating,
  reviews: rating.reviews,
});

/** By revenue, then requests, then first name: who brings the most first. */
const byRevenue = (a: AdvisorFigures, b: AdvisorFigures) => b.revenue_cents - a.revenue_cents || b.requests - a.requests || a.first_name.localeCompare(b.first_name, 'fr');

/**
 * The figures of `range`, of every advisor (`advisorId` null: the advisors
 * still on the site, and archived ones with something in the range) or of
 * one. The queries run one after the other, in one read-only transaction.
 */
export function agencyFigures(db: AppDb, range: DayRange, advisorId: number | null = null): Promise<FiguresAnswer> {
  // One snapshot: the days, the totals and the advisors' rows add up even while orders are paid.
  return db.transaction(
    async (tx) => {
      // A year of rows makes the planner's cost estimate pass jit_above_cost: PostgreSQL then spends a second
      // compiling a query that runs in tens of milliseconds (measured by bench/figures-query.ts). PGlite has no JIT.
      await tx.execute(sql`set local jit = off`);
      return figuresIn(tx, range, advisorId);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function figuresIn(db: AppDb, range: DayRange, advisorId: number | null): Promise<FiguresAnswer> {
  const between = parisBetween(range);
  const days = await dailyFigures(db, range, advisorId);
  const chat = await chatRequests(db, between, advisorId);
  const orders = await orderFigures(db, between, advisorId);
  const ratings = await ratingFigures(db, between, advisorId);
  const active = new Set([...chat.byAdvisor.keys(), ...orders.byAdvisor.keys(), ...ratings.byAdvisor.keys()]);
  const names = await db
    .select({ id: advisors.id, firstName: advisors.firstName })
    .from(advisors)
    .where(advisorId === null ? or(isNull(advisors.archivedAt), active.size > 0 ? inArray(advisors.id, [...active]) : undefined) : inArray(advisors.id, [advisorId]));
  const rows = names.map(({ id, firstName }) => ({
    advisor_id: id,
    first_name: firstName,
    ...rangeFigures(chat.byAdvisor.get(id) ?? NO_CHAT, orders.byAdvisor.get(id) ?? NO_ORDERS, ratings.byAdvisor.get(id) ?? NO_RATING),
  }));
  return {
    from: range.from,
    to: range.to,
    advisor_id: advisorId,
    days,
    totals: rangeFigures(chat.total, orders.total, ratings.total),
    advisors: rows.sort(byRevenue),
    demo_orders: orders.demo,
  };
}
