/** An advisor's latest published reviews, as their profile shows them (REVIEW_PATHS.advisor). */
import { and, desc, eq } from 'drizzle-orm';
import { REVIEW_LIMITS, type PublicReview } from '../../contract/schemas/reviews';
import type { AppDb } from '../db/open';
import { orders, reviews } from '../db/schema';

export async function latestPublishedReviews(db: AppDb, advisorId: number, limit: number = REVIEW_LIMITS.shown): Promise<PublicReview[]> {
  const rows = await db
    .select({ id: reviews.id, first_name: reviews.firstName, rating: reviews.rating, text: reviews.text, paid_at: orders.paidAt, created_at: reviews.createdAt, answer: reviews.answer, demo: reviews.demo })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(and(eq(reviews.advisorId, advisorId), eq(reviews.state, 'published')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  // A published review's order was paid (only a paid order is invited); its creation stands in should a date be missing.
  return rows.map((row) => ({ ...row, paid_at: (row.paid_at ?? row.created_at).toISOString(), created_at: row.created_at.toISOString() }));
}
