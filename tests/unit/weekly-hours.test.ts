/**
 * An advisor's weekly hours (issue 38 point 6): the rule of what the console
 * saves, and when an absent advisor is next expected, Paris time, across the
 * changes of March and October.
 */
import * as z from 'zod/mini';
import { DEFAULT_WEEKLY_HOURS, nextReturn, type WeeklyHours } from '../../contract/domain/weekly-hours';
import { parisClock } from '../../contract/domain/paris-day';
import { HoursChange, WeeklyHours as WeeklyHoursSchema } from '../../contract/schemas/weekly-hours';
import { backOn } from '../../widgets/core/parts/next-return';
import { typographyFaults } from '../helpers/typography';

/** What the card and the profile say at `instant` (UTC), or null. */
const said = (hours: WeeklyHours | null | undefined, instant: string) => {
  const next = nextReturn(hours, new Date(instant));
  return next && backOn(next);
};
const nbsp = (text: string) => text.replace(/(\d+) h (\d\d)/g, '$1\u00a0h\u00a0$2');

const range = (from: string, to: string) => ({ from, to });
/** Monday first; the days not given have no hours. */
const week = (days: Partial<Record<number, { from: string; to: string }[]>>) => Array.from({ length: 7 }, (_, day) => days[day] ?? []);

describe('the Paris clock', () => {
  it('reads the weekday and time in Paris, summer and winter', () => {
    // Saturday 28 November 2026, 23:30 UTC: already Sunday in Paris (UTC+1).
    expect(parisClock(new Date('2026-11-28T23:30:00Z'))).toEqual({ day: '2026-11-29', weekday: 0, time: '00:30' });
    // Wednesday 1 July 2026, 22:15 UTC: Thursday 00:15 in Paris (UTC+2).
    expect(parisClock(new Date('2026-07-01T22:15:00Z'))).toEqual({ day: '2026-07-02', weekday: 4, time: '00:15' });
  });
});

describe('when an absent advisor is next expected', () => {
  it('with the default hours: later today, tomorrow, and Monday from a Friday evening or a Sunday evening', () => {
    // Tuesday 24 November 2026 (UTC+1): 7:00 in Paris, then 18:30.
    expect(said(null, '2026-11-24T06:00:00Z')).toBe(nbsp('De retour aujourd’hui à 9 h 00'));
    expect(said(null, '2026-11-24T17:30:00Z')).toBe(nbsp('De retour demain à 9 h 00'));
    expect(said(undefined, '2026-11-27T17:30:00Z')).toBe(nbsp('De retour lundi à 9 h 00'));
    // Sunday 29 November, 21:00 in Paris.
    expect(said(DEFAULT_WEEKLY_HOURS, '2026-11-29T20:00:00Z')).toBe(nbsp('De retour demain à 9 h 00'));
  });

  it('says nothing within their hours (they may come any minute), up to the range’s last minute', () => {
    expect(said(null, '2026-11-24T08:00:00Z')).toBeNull(); // 9:00 in Paris
    expect(said(null, '2026-11-24T16:59:00Z')).toBeNull(); // 17:59
    expect(said(null, '2026-11-24T17:00:00Z')).toBe(nbsp('De retour demain à 9 h 00')); // 18:00
  });

  it('says nothing of an advisor with no hours at all', () => {
    expect(said(week({}), '2026-11-24T06:00:00Z')).toBeNull();
  });

  it('takes the next of several ranges, between them and after the last', () => {
    const hours = week({ 1: [range('09:00', '12:30'), range('14:00', '18:00')], 5: [range('10:00', '12:00')] });
    // Tuesday 24 November, 13:00 in Paris: between the ranges.
    expect(said(hours, '2026-11-24T12:00:00Z')).toBe(nbsp('De retour aujourd’hui à 14 h 00'));
    // Tuesday, 19:00: Saturday is next.
    expect(said(hours, '2026-11-24T18:00:00Z')).toBe(nbsp('De retour samedi à 10 h 00'));
    // Saturday, 12:00: next Tuesday.
    expect(said(hours, '2026-11-28T11:00:00Z')).toBe(nbsp('De retour mardi à 9 h 00'));
  });

  it('names the same weekday a week on as « prochain »', () => {
    // Only Tuesdays, 9:00 to 10:00; Tuesday 24 November, 11:00 in Paris.
    expect(said(week({ 1: [range('09:00', '10:00')] }), '2026-11-24T10:00:00Z')).toBe(nbsp('De retour mardi prochain à 9 h 00'));
  });

  it('reads Paris wall-clock time across the October change (25 October 2026, 3:00 back to 2:00)', () => {
    // Saturday 24 October, 22:30 in Paris (UTC+2): Monday next.
    expect(said(null, '2026-10-24T20:30:00Z')).toBe(nbsp('De retour lundi à 9 h 00'));
    // Sunday 25 October, 22:30 UTC: 23:30 on Sunday in Paris (UTC+1 since the change), not already Monday.
    expect(said(null, '2026-10-25T22:30:00Z')).toBe(nbsp('De retour demain à 9 h 00'));
    // Sunday 25 October, 23:30 UTC: 0:30 on Monday in Paris.
    expect(said(null, '2026-10-25T23:30:00Z')).toBe(nbsp('De retour aujourd’hui à 9 h 00'));
    // The Monday, 8:30 UTC: 9:30 in Paris, within the hours.
    expect(said(null, '2026-10-26T08:30:00Z')).toBeNull();
    // The Monday, 7:30 UTC: 8:30 in Paris, before them.
    expect(said(null, '2026-10-26T07:30:00Z')).toBe(nbsp('De retour aujourd’hui à 9 h 00'));
  });

  it('reads Paris wall-clock time across the March change (29 March 2026, 2:00 on to 3:00)', () => {
    // Sunday 29 March, 22:30 UTC: 0:30 on Monday in Paris (UTC+2 since the change).
    expect(said(null, '2026-03-29T22:30:00Z')).toBe(nbsp('De retour aujourd’hui à 9 h 00'));
    // Sunday 29 March, 21:30 UTC: 23:30 on Sunday in Paris.
    expect(said(null, '2026-03-29T21:30:00Z')).toBe(nbsp('De retour demain à 9 h 00'));
    // Monday 30 March, 6:45 UTC: 8:45 in Paris.
    expect(said(null, '2026-03-30T06:45:00Z')).toBe(nbsp('De retour aujourd’hui à 9 h 00'));
    // A Sunday range from 3:00, on the night of the change: 1:30 UTC is 3:30 in Paris, within it.
    expect(said(week({ 6: [range('03:00', '05:00')] }), '2026-03-29T01:30:00Z')).toBeNull();
  });

  it('writes its sentences with French typography', () => {
    for (const days of [0, 1, 2, 7]) expect(typographyFaults(backOn({ days, weekday: 1, from: '09:30' }))).toEqual([]);
  });
});

describe('the weekly hours the console saves', () => {
  const messages = (value: unknown) => z.safeParse(HoursChange, { weekly_hours: value }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts a week of quarter-hour ranges in order, up to midnight, and null for the default', () => {
    expect(messages(week({ 0: [range('09:00', '12:30'), range('14:15', '18:45')], 4: [range('20:00', '24:00')], 5: [range('00:00', '02:00'), range('10:00', '11:00'), range('15:00', '16:00')] }))).toBeUndefined();
    expect(messages(null)).toBeUndefined();
    expect(messages(week({}))).toBeUndefined();
  });

  it('refuses, in French naming the day and the range, an end before the start, overlapping ranges, a time off the quarter hour and a fourth range', () => {
    expect(messages(week({ 1: [range('12:00', '09:00')] }))).toEqual([['weekly_hours.1.0.to', 'Mardi, plage 1\u202f: la fin doit venir après le début']]);
    expect(messages(week({ 2: [range('09:00', '12:00'), range('11:30', '13:00')] }))).toEqual([['weekly_hours.2.1.from', 'Mercredi, plage 2\u202f: elle doit commencer après la fin de la plage 1']]);
    expect(messages(week({ 3: [range('09:10', '12:00')] }))).toEqual([['weekly_hours.3.0.from', nbsp('Jeudi, plage 1\u202f: le début doit être une heure au quart d’heure près, de 0 h 00 à 23 h 45')]]);
    expect(messages(week({ 4: [range('09:00', '24:15')] }))).toEqual([['weekly_hours.4.0.to', nbsp('Vendredi, plage 1\u202f: la fin doit être une heure au quart d’heure près, jusqu’à 24 h 00')]]);
    expect(messages(week({ 6: [range('01:00', '02:00'), range('03:00', '04:00'), range('05:00', '06:00'), range('07:00', '08:00')] }))).toEqual([['weekly_hours.6', 'Dimanche\u202f: trois plages au plus']]);
    expect(messages(week({ 0: [range('10:00', '10:00')] }))?.[0]?.[1]).toBe('Lundi, plage 1\u202f: la fin doit venir après le début');
  });

  it('refuses a week that is not seven days, and a time that is no time', () => {
    expect(messages([[]])).toEqual([['weekly_hours', 'Les horaires comptent sept jours, du lundi au dimanche']]);
    expect(messages(week({ 0: [range('9h', '18h')] }))?.[0]?.[0]).toBe('weekly_hours.0.0.from');
  });

  it('says every message with French typography', () => {
    const all = [week({ 1: [range('12:00', '09:00')], 3: [range('x', 'y')], 4: [range('09:00', 'z')], 6: [range('01:00', '02:00'), range('01:30', '04:00'), range('05:00', '06:00'), range('07:00', '08:00')] }), []];
    const texts = all.flatMap((value) => z.safeParse(WeeklyHoursSchema, value).error?.issues.map((issue) => issue.message) ?? []);
    expect(texts.length).toBeGreaterThan(4);
    for (const text of texts) expect(typographyFaults(text), text).toEqual([]);
  });
});
