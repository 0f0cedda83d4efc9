/** Rating rules of SPEC.md section 9. */
import type { Advisor } from './schemas/advisor';
import { ADVISOR_TEXTS } from './texts/advisor';

/** Fixed rating most pages show. */
export const DEFAULT_RATING = 4.8;

/** The numeric value of a rating text ('4.8', '4,8', '4,8 / 5'), or null. */
export function parseRating(value: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(value ?? '');
  const parsed = match ? Number(match[1]!.replace(',', '.')) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

/** The rating an advisor's own text gives, else 4.8. */
export const advisorRating = (advisor: Pick<Advisor, 'rating'>): number => parseRating(advisor.rating) ?? DEFAULT_RATING;

/** '12 avis': the advisor's own review count. */
export const advisorReviews = (advisor: Pick<Advisor, 'reviews_count'>): string => ADVISOR_TEXTS.reviews(advisor.reviews_count);

/** '4,8 / 5': one decimal, decimal comma. */
export function ratingText(rating: number): string {
  return `${rating.toFixed(1).replace('.', ',')} / 5`;
}

/** Star `index` (0 to 4) of the rating: the floor of the rating full, the next one half when the fraction is 0.5 or more, the rest empty. */
export function starFill(rating: number, index: number): 'full' | 'half' | 'empty' {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.floor(clamped);
  return index < full ? 'full' : index === full && clamped - full >= 0.5 ? 'half' : 'empty';
}
