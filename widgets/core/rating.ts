/** Rating rules of SPEC.md section 9. */

/** Fixed rating most pages show. */
export const DEFAULT_RATING = 4.8;

/** The numeric value of a rating text ('4.8', '4,8', '4,8 / 5'), or null. */
export function parseRating(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const match = /^\s*(\d+(?:[.,]\d+)?)/.exec(value);
  if (!match?.[1]) return null;
  const parsed = Number(match[1].replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** '4,8 / 5': one decimal, decimal comma. */
export function ratingText(rating: number): string {
  return `${rating.toFixed(1).replace('.', ',')} / 5`;
}

/** Floor of the rating full stars, a half star when the fraction is 0.5 or more, the rest empty (of 5). */
export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, rating));
  const full = Math.floor(clamped);
  const half = full < 5 && clamped - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}
