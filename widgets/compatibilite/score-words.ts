/**
 * How the score's numbers read: each aspect's weight with its sign and a
 * decimal comma (« −5,3 », U+2212 as French typesetting writes a minus), and
 * the sum that makes the score, so a visitor can add it up.
 */
import { COMPATIBILITY_TEXTS } from './texts';

/** The score before the aspects, and its bounds (server/astro/compatibility.ts). */
export const NEUTRAL_SCORE = 50;
export const SCORE_BOUNDS = { lowest: 3, highest: 97 } as const;

const decimal = (value: number) => Math.abs(value).toFixed(1).replace('.', ',');

/** « +4,0 », « −5,3 ». */
export const signedPoints = (points: number): string => `${points < 0 ? '\u2212' : '+'}${decimal(points)}`;

/** « 50 + 18,4 = 68,4, arrondi à 68 »: the line under the score. */
export function scoreSum(weights: readonly number[], score: number): string {
  const total = Math.round(weights.reduce((sum, weight) => sum + weight, 0) * 10) / 10;
  const exact = Math.round((NEUTRAL_SCORE + total) * 10) / 10;
  const sum = `${NEUTRAL_SCORE} ${total < 0 ? '\u2212' : '+'} ${decimal(total)} = ${Number.isInteger(exact) ? exact : decimal(exact)}`;
  if (exact === score) return sum;
  const clamped = score === SCORE_BOUNDS.lowest || score === SCORE_BOUNDS.highest;
  return clamped && Math.round(exact) !== score ? `${sum}, ${COMPATIBILITY_TEXTS.result.clamped(score)}` : `${sum}, ${COMPATIBILITY_TEXTS.result.rounded(score)}`;
}
