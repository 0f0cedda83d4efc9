/**
 * The demonstration data of a fresh install (server/db/seed-reviews.ts):
 * sample paid orders and their published reviews, marked `demo`. The console
 * says they are there while any remain, and an admin removes them all in one
 * transaction; the ratings then count only real reviews.
 */
import { count, eq } from 'drizzle-orm';
import type { DemoDataSummary } from '../../contract/schemas/console/reviews';
import type { AppDb } from '../db/open';
import { orders, reviews } from '../db/schema';
import { recomputeAdvisorRatings } from './advisor-rating';

export async function demoDataSummary(db: AppDb): Promise<DemoDataSummary> {
  const [[o], [r]] = await Promise.all([db.select({ n: count() }).from(orders).where(eq(orders.demo, true)), db.select({ n: count() }).from(reviews).where(eq(reviews.demo, true))]);
  return { orders: o?.n ?? 0, reviews: r?.n ?? 0 };
}

/** Deletes every demonstration review and order, then recomputes every advisor's rating, in the caller's transaction; returns what it deleted. */
export async function removeDemoData(tx: AppDb): Promise<DemoDataSummary> {
  // A real review of a demonstration order cannot exist (demo orders invite no one); the cascade would take it anyway.
  const deletedReviews = await tx.delete(reviews).where(eq(reviews.demo, true)).returning({ id: reviews.id });
  const deletedOrders = await tx.delete(orders).where(eq(orders.demo, true)).returning({ id: orders.id });
  await recomputeAdvisorRatings(tx, 'all');
  return { orders: deletedOrders.length, reviews: deletedReviews.length };
}
