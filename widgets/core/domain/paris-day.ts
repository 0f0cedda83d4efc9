const parisDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let lastDay = { minute: Number.NaN, day: '' };

/**
 * The calendar day in Europe/Paris as 'YYYY-MM-DD', the day of the site's
 * daily choices, on the server and in a widget alike. Formatting a Paris date
 * costs more than the rest of a hot GET, and a day (whatever the offset,
 * whole hours) only changes on a whole minute: one format per minute read.
 */
export function parisDay(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: parisDate.format(instant) };
  return lastDay.day;
}
