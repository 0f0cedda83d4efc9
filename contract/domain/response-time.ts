/**
 * A response time as the profile and the console say it: seconds up to
 * 90 s (« 40 s »), whole minutes past (« 2 min »), a no-break space before
 * the unit.
 */
export function responseTimeText(seconds: number): string {
  return seconds <= 90 ? `${Math.round(seconds)}\u00a0s` : `${Math.round(seconds / 60)}\u00a0min`;
}
