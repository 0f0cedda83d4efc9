/** The server's notion of "now", injected so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Europe/Paris as 'YYYY-MM-DD'. */
export function parisDay(instant: Date): string {
  return parisDate.format(instant);
}

/** The calendar month in Europe/Paris as 'YYYY-MM'. */
export function parisMonth(instant: Date): string {
  return parisDay(instant).slice(0, 7);
}
