/**
 * The mean rating over a range, per advisor and in all: of the reviews
 * published and written in the range (not the profile's all-time rating),
 * demonstration reviews left out like demonstration orders.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { reviews } from '../db/schema';
import { within, type Between } from './range';

export interface RatingFigures {
  /** The mean (1 to 5); null without a review. */
  rating: number | null;
  reviews: number;
}

export const NO_RATING: RatingFigures = { rating: null, reviews: 0 };

export async function ratingFigures(db: AppDb, between: Between, advisorId: number | null = null): Promise<{ byAdvisor: Map<number, RatingFigures>; total: RatingFigures }> {
  const rows = await db
    .select({
      advisorId: reviews.advisorId,
      all: sql<number>`grouping(${reviews.advisorId})::int`,
      rating: sql<number | null>`avg(${reviews.rating})::float8`,
      reviews: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.state, 'published'), eq(reviews.demo, false), within(reviews.createdAt, between), advisorId === null ? undefined : eq(reviews.advisorId, advisorId)))
    .groupBy(sql`grouping sets ((${reviews.advisorId}), ())`);
  const result = { byAdvisor: new Map<number, RatingFigures>(), total: NO_RATING };
  for (const { advisorId: id, all, rating, reviews: count } of rows) {
    const figures = { rating: rating === null ? null : Number(rating), reviews: count };
    if (all === 1) result.total = figures;
    else result.byAdvisor.set(id, figures);
  }
  return result;
}
