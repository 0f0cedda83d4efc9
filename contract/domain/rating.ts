/** Rating rules of SPEC.md section 9, with each advisor's own figures (README: where we depart from SPEC.md). */

/** The site's page that says how reviews are checked (Code de la consommation, L111-7-2 and D111-16 to D111-19), linked beside every rating. */
export const REVIEW_CHECK_PATH = '/comment-nous-verifions-les-avis';

/** The numeric value of a rating text ('4.8', '4,8', '4,8 / 5'), or null. */
export function parseRating(value: string | null | undefined): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(value ?? '');
  const parsed = match ? Number(match[1]!.replace(',', '.')) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
}

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
