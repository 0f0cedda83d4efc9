/**
 * The range the figures are read over: Paris calendar days, both ends
 * included, turned into the instants that bound them in SQL (PostgreSQL
 * knows Europe/Paris's offsets: a day of the March change lasts 23 hours,
 * one of the October change 25).
 */
import { sql, type SQL } from 'drizzle-orm';
import { FIGURES_DEFAULT_DAYS, lastDays } from '../../contract/domain/figures';
import { parisDay } from '../../contract/domain/paris-day';
import { rangeFault, type FiguresQuery } from '../../contract/schemas/figures';
import { invalidField } from '../http-error';

/** Paris days 'YYYY-MM-DD', both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** Instants as SQL: from `start` included to `end` excluded. */
export interface Between {
  start: SQL;
  end: SQL;
}

/** The range asked for, with its defaults (to: today in Paris; from: the 30 days ending on `to`); a range too long once completed is refused in French. */
export function resolveRange(query: Pick<FiguresQuery, 'from' | 'to'>, now: Date): DayRange {
  const to = query.to ?? parisDay(now);
  const from = query.from ?? lastDays(to, FIGURES_DEFAULT_DAYS).from;
  const fault = rangeFault(from, to);
  if (fault) throw invalidField(query.to ? fault.field : 'from', fault.message);
  return { from, to };
}

/** The instants of a range of Paris days: midnight of `from` to midnight after `to`, Paris time. */
export const parisBetween = ({ from, to }: DayRange): Between => ({
  start: sql`(${from}::date::timestamp at time zone 'Europe/Paris')`,
  end: sql`((${to}::date + 1)::timestamp at time zone 'Europe/Paris')`,
});

/** `column` within the instants. */
export const within = (column: { getSQL(): SQL }, { start, end }: Between) => sql`(${column} >= ${start} and ${column} < ${end})`;
