/**
 * The sky of one period, computed once and shared by the twelve signs:
 * geocentric ecliptic longitudes (true ecliptic of date) of the Sun, the Moon
 * and the five visible planets, their retrogrades, and what changes during
 * the period (sign ingresses, the Moon's days, lunations, Mercury's retrogrades).
 */
import * as Astronomy from 'astronomy-engine';
import { angleDifference, signIndexOf } from '../../../contract/domain/chart-points';
import { bodyLongitude } from '../../astro/ephemeris';
import { addDays, dayNumber, parisInstant, periodEnd, type PeriodRange, type Ymd, parisYmd } from '../../calendar';

export const BODIES = ['soleil', 'lune', 'mercure', 'venus', 'mars', 'jupiter', 'saturne'] as const;
export type BodyKey = (typeof BODIES)[number];

/** The bodies whose sign changes are followed across a period (the Moon is followed day by day for the week). */
const TRACKED = ['soleil', 'mercure', 'venus', 'mars', 'jupiter', 'saturne'] as const satisfies readonly BodyKey[];

/** Geocentric apparent ecliptic longitude in degrees, [0, 360): the birth charts' ephemeris, one for both. */
export function longitude(body: BodyKey, instant: Date): number {
  return bodyLongitude(body, instant);
}

/** 0 = Bélier ... 11 = Poissons; and the signed shortest difference b − a: the contract's rules, named as the engine reads them. */
export const signOf = signIndexOf;
export const angleDiff = angleDifference;

export interface BodyState {
  readonly lon: number;
  readonly sign: number;
  readonly retro: boolean;
}

/** A stretch of the period a body spends in one sign. */
export interface SignRun {
  readonly body: BodyKey;
  readonly sign: number;
  /** First day in the sign (at noon), or the period's first day when `startsBefore`. */
  readonly from: Ymd;
  /** Last day in the sign, or the period's last day when `endsAfter`. */
  readonly to: Ymd;
  readonly startsBefore: boolean;
  readonly endsAfter: boolean;
}

export interface Lunation {
  readonly kind: 'nouvelle' | 'pleine';
  readonly day: Ymd;
  readonly sign: number;
}

export type MoonPhase = 'nouvelle' | 'croissante' | 'pleine' | 'decroissante';

export interface Sky {
  readonly range: PeriodRange;
  /** The instant of `start`: noon (Paris) of the period's first day. Kept so that « Pourquoi ce texte » says when. */
  readonly startAt: Date;
  /** Positions at noon (Paris) of the period's first day: what the text says "traverses". */
  readonly start: Readonly<Record<BodyKey, BodyState>>;
  /** The instant of `mid`: `startAt` for a day, noon (Paris) in the middle of a longer period. */
  readonly midAt: Date;
  /** Positions in the middle of the period: what the aspects are read from. */
  readonly mid: Readonly<Record<BodyKey, BodyState>>;
  /** Sign stretches of the tracked bodies over the period (empty for a day). */
  readonly runs: readonly SignRun[];
  /** Week only: the Moon's sign at noon, Monday to Sunday. */
  readonly moonDays: ReadonlyArray<{ readonly day: Ymd; readonly sign: number }>;
  /** Month only: new and full Moons of the month. */
  readonly lunations: readonly Lunation[];
  /** Year only: first days of Mercury's retrograde stretches. */
  readonly mercuryRetrogrades: readonly Ymd[];
  /** Day only: the Moon's phase at noon. */
  readonly moonPhase?: MoonPhase;
}

function stateAt(body: BodyKey, instant: Date): BodyState {
  const lon = longitude(body, instant);
  let retro = false;
  if (body !== 'soleil' && body !== 'lune') {
    const before = longitude(body, new Date(instant.getTime() - 86_400_000));
    const after = longitude(body, new Date(instant.getTime() + 86_400_000));
    retro = angleDiff(before, after) < 0;
  }
  return { lon, sign: signOf(lon), retro };
}

function statesAt(instant: Date, withRetro: boolean): Record<BodyKey, BodyState> {
  const out = {} as Record<BodyKey, BodyState>;
  for (const body of BODIES) {
    if (withRetro) out[body] = stateAt(body, instant);
    else {
      const lon = longitude(body, instant);
      out[body] = { lon, sign: signOf(lon), retro: false };
    }
  }
  return out;
}

function moonPhaseOf(start: Record<BodyKey, BodyState>): MoonPhase {
  const elongation = (((start.lune.lon - start.soleil.lon) % 360) + 360) % 360;
  if (elongation < 22.5 || elongation >= 337.5) return 'nouvelle';
  if (elongation < 157.5) return 'croissante';
  if (elongation < 202.5) return 'pleine';
  return 'decroissante';
}

/**
 * Samples every tracked body every `step` days at noon from the first day to
 * the day after the last, finds where the sign changes and pins the change to
 * the day by bisection when the step is longer than a day.
 */
function signRuns(range: PeriodRange, step: number): { runs: SignRun[]; mercuryRetrogrades: Ymd[] } {
  const offsets: number[] = [];
  for (let o = 0; o < range.days; o += step) offsets.push(o);
  offsets.push(range.days);
  const noon = (offset: number) => parisInstant(addDays(range.start, offset));
  const instants = offsets.map(noon);

  const runs: SignRun[] = [];
  const mercuryRetrogrades: Ymd[] = [];
  for (const body of TRACKED) {
    const lons = instants.map((instant) => longitude(body, instant));
    const signs = lons.map(signOf);
    // Ingress days (offsets) where the sign differs from the previous noon.
    const changes: Array<{ offset: number; sign: number }> = [];
    for (let i = 1; i < offsets.length; i++) {
      const prevSign = signs[i - 1] as number;
      const sign = signs[i] as number;
      if (sign === prevSign) continue;
      let lo = offsets[i - 1] as number; // still in prevSign
      let hi = offsets[i] as number; // in the new sign
      while (hi - lo > 1) {
        const probe = Math.floor((lo + hi) / 2);
        if (signOf(longitude(body, noon(probe))) === prevSign) lo = probe;
        else hi = probe;
      }
      changes.push({ offset: hi, sign: signOf(longitude(body, noon(hi))) });
    }
    let runStart = 0;
    let runSign = signs[0] as number;
    for (const change of changes) {
      if (change.offset >= range.days) break; // the change happens after the period
      if (change.offset > runStart) {
        runs.push({
          body,
          sign: runSign,
          from: addDays(range.start, runStart),
          to: addDays(range.start, change.offset - 1),
          startsBefore: runStart === 0,
          endsAfter: false,
        });
      }
      runStart = change.offset;
      runSign = change.sign;
    }
    runs.push({
      body,
      sign: runSign,
      from: addDays(range.start, runStart),
      to: addDays(range.start, range.days - 1),
      startsBefore: runStart === 0,
      endsAfter: true,
    });
    if (body === 'mercure' && range.kind === 'year') {
      let inRetro = false;
      for (let i = 1; i < lons.length; i++) {
        const retro = angleDiff(lons[i - 1] as number, lons[i] as number) < 0;
        if (retro && !inRetro) mercuryRetrogrades.push(addDays(range.start, offsets[i - 1] as number));
        inRetro = retro;
      }
    }
  }
  return { runs, mercuryRetrogrades };
}

function lunationsOf(range: PeriodRange): Lunation[] {
  const begin = parisInstant(range.start, 0);
  const end = parisInstant(periodEnd(range), 0);
  const found: Lunation[] = [];
  for (const [kind, target] of [
    ['nouvelle', 0],
    ['pleine', 180],
  ] as const) {
    let from = begin;
    for (;;) {
      const time = Astronomy.SearchMoonPhase(target, from, 40);
      if (!time || time.date.getTime() >= end.getTime()) break;
      found.push({ kind, day: parisYmd(time.date), sign: signOf(Astronomy.EclipticGeoMoon(time.date).lon) });
      from = new Date(time.date.getTime() + 86_400_000);
    }
  }
  return found.sort((a, b) => dayNumber(a.day) - dayNumber(b.day));
}

/** Computes the sky of a period. Pure: no cache here (see the engine's cache). */
export function computeSky(range: PeriodRange): Sky {
  const startInstant = parisInstant(range.start);
  const start = statesAt(startInstant, true);
  if (range.kind === 'day') {
    return {
      range,
      startAt: startInstant,
      start,
      midAt: startInstant,
      mid: start,
      runs: [],
      moonDays: [],
      lunations: [],
      mercuryRetrogrades: [],
      moonPhase: moonPhaseOf(start),
    };
  }
  const midOffset = range.kind === 'week' ? 3 : range.kind === 'month' ? 14 : 181;
  const midAt = parisInstant(addDays(range.start, midOffset));
  const mid = statesAt(midAt, false);
  const { runs, mercuryRetrogrades } = signRuns(range, range.kind === 'year' ? 5 : 1);
  const moonDays =
    range.kind === 'week'
      ? Array.from({ length: 7 }, (_, i) => {
          const day = addDays(range.start, i);
          return { day, sign: signOf(longitude('lune', parisInstant(day))) };
        })
      : [];
  const lunations = range.kind === 'month' ? lunationsOf(range) : [];
  return { range, startAt: startInstant, start, midAt, mid, runs, moonDays, lunations, mercuryRetrogrades };
}
