/**
 * The French heading of the week a moment falls in, in Paris, by arithmetic
 * alone: a browser test runs on the real clock, and must not compute what it
 * expects with the Intl calls the product makes (contract/domain/paris-day.ts).
 * Paris is an hour ahead of UTC, two in summer time: from the last Sunday of
 * March to the last Sunday of October, both at 01:00 UTC.
 */
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The last Sunday of a month (0 for January), at 01:00 UTC. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/** The moment as a clock in Paris shows it, to be read with the UTC getters. */
function parisWallClock(instant: number): Date {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return new Date(instant + (summer ? 2 : 1) * HOUR_MS);
}

/** « Semaine du 23 novembre 2026 »: the heading of the week (from its Monday) that holds this moment in Paris. */
export function parisWeekHeading(instant: number): string {
  const paris = parisWallClock(instant);
  const monday = new Date(paris.getTime() - ((paris.getUTCDay() + 6) % 7) * DAY_MS);
  return `Semaine du ${monday.getUTCDate()} ${MONTHS[monday.getUTCMonth()]} ${monday.getUTCFullYear()}`;
}
