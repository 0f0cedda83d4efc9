/**
 * The catalogue's picks (SPEC.md section 8) by name, and the API path of
 * each: the server's routes and pools, the spotlight and list widgets and
 * the spotlight's JSX type take the names from here (the demo's choices do
 * not yet: they are to come from the elements' descriptors, issue 14).
 */

/** One advisor a day: among all, among a type, among a specialty. */
export const DAILY_PICKS = ['daily', 'tarologue', 'astrologue', 'numerologue', 'medium', 'amour', 'carriere', 'argent', 'famille'] as const;
export type DailyPick = (typeof DAILY_PICKS)[number];

/** One advisor: a pick of the day or the advisor of the month (what <voy-advisor-spotlight pick> reads). */
export type SinglePick = DailyPick | 'monthly';
export const SINGLE_PICKS: readonly SinglePick[] = ['daily', 'monthly', ...DAILY_PICKS.filter((pick) => pick !== 'daily')];

/** Lists of the day: three advisors, or the available ones for the live chat. */
export type ListPick = 'three-daily' | 'chat';

/** 'three-daily', 'monthly' and 'daily' are their own paths; the other picks are 'random-{pick}-daily'. */
export function pickPath(pick: SinglePick | ListPick): string {
  return `/api/voyants/random-${pick === 'three-daily' || pick === 'monthly' || pick === 'daily' ? pick : `${pick}-daily`}`;
}
