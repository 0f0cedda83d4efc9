/**
 * The advisors' rating and review count: a cache of their PUBLISHED reviews
 * (advisors.rating: the mean with one decimal, '4.8', null without any;
 * advisors.reviews_count), recomputed in the transaction of every change
 * that publishes, rejects or removes a review. Nothing else writes them: the
 * console's advisor form has no such field. The caller's transaction ends
 * with the catalogue notification (writeCatalogue), so every instance shows
 * the new figures.
 */
import { inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { advisors, reviews } from '../db/schema';

/** Recomputes the cache of these advisors (every advisor when `advisorIds` is 'all'). */
export async function recomputeAdvisorRatings(tx: AppDb, advisorIds: readonly number[] | 'all'): Promise<void> {
  if (advisorIds !== 'all' && advisorIds.length === 0) return;
  const ofAdvisor = sql`${reviews.advisorId} = ${advisors.id} and ${reviews.state} = 'published'`;
  await tx
    .update(advisors)
    .set({
      reviewsCount: sql`(select count(*)::int from ${reviews} where ${ofAdvisor})`,
      // The mean rounded to one decimal, as text: '4.8', '5.0'; null without a published review.
      rating: sql`(select to_char(round(avg(${reviews.rating})::numeric, 1), 'FM0.0') from ${reviews} where ${ofAdvisor})`,
    })
    .where(advisorIds === 'all' ? undefined : inArray(advisors.id, [...new Set(advisorIds)]));
}
