/** Made at the first read: a page that reads no Paris time loads no Intl data for it. */
let parisParts: Intl.DateTimeFormat | undefined;

/** A moment as a clock in Paris reads it. */
export interface ParisClock {
  /** 'YYYY-MM-DD' */
  day: string;
  /** 0 for Sunday, as Date's getDay. */
  weekday: number;
  /** 'HH:MM', from '00:00' to '23:59'. */
  time: string;
}

let last = { minute: Number.NaN, clock: { day: '', weekday: 0, time: '' } as ParisClock };

/** The site's time zone: its days, its horoscopes' periods, the hours it shows. */
export const PARIS_TIME_ZONE = 'Europe/Paris';

/**
 * The day, weekday and time in Europe/Paris (its summer and winter offsets
 * are Intl's to know), on the server and in a widget alike. Formatting a
 * Paris date costs more than the rest of a hot GET, and what it reads (whole
 * hour offsets) only changes on a whole minute: one format per minute read.
 */
export function parisClock(instant: Date): ParisClock {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (minute !== last.minute) {
    const part: Record<string, string> = {};
    parisParts ??= new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const { type, value } of parisParts.formatToParts(instant)) part[type] = value;
    const day = `${part.year}-${part.month}-${part.day}`;
    last = { minute, clock: { day, weekday: new Date(day).getUTCDay(), time: `${part.hour}:${part.minute}` } };
  }
  return last.clock;
}

/** The calendar day in Europe/Paris as 'YYYY-MM-DD', the day of the site's daily choices. */
export const parisDay = (instant: Date): string => parisClock(instant).day;
