/**
 * Calendar arithmetic on Europe/Paris days (the daily picks and the horoscopes), and the days each horoscope period covers.
 */
import { TZDate, tzOffset } from '@date-fns/tz';
import type { HoroscopePeriod } from '../contract/schemas';
import { PARIS_TIME_ZONE, parisDay } from '../contract/domain/paris-day';
import { DAY_MS } from './clock';

/** A calendar day: month 1-12. */
export interface Ymd {
  readonly y: number;
  readonly m: number;
  readonly d: number;
}

export function parseYmd(text: string): Ymd {
  const [y, m, d] = text.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) throw new Error(`Date invalide : ${text}`);
  return { y, m, d };
}

export function ymdString({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The Paris calendar day of an instant. */
export function parisYmd(instant: Date): Ymd {
  return parseYmd(parisDay(instant));
}

/** Days since 1970-01-01 of a calendar day (no time zone involved). */
export function dayNumber({ y, m, d }: Ymd): number {
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function fromDayNumber(n: number): Ymd {
  const date = new Date(n * DAY_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export function addDays(ymd: Ymd, days: number): Ymd {
  return fromDayNumber(dayNumber(ymd) + days);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayIndex(ymd: Ymd): number {
  return (new Date(Date.UTC(ymd.y, ymd.m - 1, ymd.d)).getUTCDay() + 6) % 7;
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Offset of Europe/Paris from UTC at an instant, in ms (3 600 000 or 7 200 000). */
export const parisOffsetMs = (instant: Date): number => tzOffset(PARIS_TIME_ZONE, instant) * 60_000;

/** The instant of `hour`:00 Paris time on a Paris calendar day. */
export const parisInstant = (ymd: Ymd, hour = 12): Date => new Date(new TZDate(ymd.y, ymd.m - 1, ymd.d, hour, PARIS_TIME_ZONE).getTime());

/** The days one horoscope covers. */
export interface PeriodRange {
  readonly period: HoroscopePeriod;
  /** 'day' for aujourdhui and demain: both read the same sky. */
  readonly kind: 'day' | 'week' | 'month' | 'year';
  /** First day of the period. */
  readonly start: Ymd;
  /** Its 'YYYY-MM-DD', the horoscope's meta.date. */
  readonly date: string;
  /** Number of days covered. */
  readonly days: number;
}

/** The ranges of the Paris day last asked for: every horoscope GET needs one, and they change once a day. */
let rangesOfDay: { day: string; ranges: Partial<Record<HoroscopePeriod, PeriodRange>> } = { day: '', ranges: {} };

/** The days `period` covers as of `now` (frozen: shared by every caller that day). */
export function periodRange(period: HoroscopePeriod, now: Date): PeriodRange {
  const day = parisDay(now);
  if (rangesOfDay.day !== day) rangesOfDay = { day, ranges: {} };
  return (rangesOfDay.ranges[period] ??= Object.freeze(computePeriodRange(period, parseYmd(day))));
}

function computePeriodRange(period: HoroscopePeriod, today: Ymd): PeriodRange {
  const make = (kind: PeriodRange['kind'], start: Ymd, days: number): PeriodRange => ({
    period,
    kind,
    start,
    date: ymdString(start),
    days,
  });
  switch (period) {
    case 'aujourdhui':
      return make('day', today, 1);
    case 'demain':
      return make('day', addDays(today, 1), 1);
    case 'semaine':
      return make('week', addDays(today, -weekdayIndex(today)), 7);
    case 'mois':
      return make('month', { y: today.y, m: today.m, d: 1 }, daysInMonth(today.y, today.m));
    case 'annee': {
      // The twelve months that start today, not the calendar year: in November, January is long gone.
      const sameDayNextYear = fromDayNumber(dayNumber({ y: today.y + 1, m: today.m, d: 1 }) + today.d - 1);
      return make('year', today, dayNumber(sameDayNextYear) - dayNumber(today));
    }
  }
}

/** The day after the period's last day. */
export function periodEnd(range: Pick<PeriodRange, 'start' | 'days'>): Ymd {
  return addDays(range.start, range.days);
}
