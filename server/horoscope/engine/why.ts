/**
 * « Pourquoi ce texte »: the grounds the writer kept (writer/grounds.ts), the
 * very placements, aspects, sign runs and lunations it chose from, put in the
 * API's words (contract/schemas/horoscope-why.ts). Nothing is computed again
 * here: a ground told twice is listed once, and nothing the text does not rest
 * on is listed.
 */
import type { HoroscopeWhy } from '../../../contract/schemas/horoscope-why';
import { ZODIAC_SIGNS } from '../../../contract/domain/zodiac';
import { parisClock } from '../../../contract/domain/paris-day';
import { parisOffsetMs, ymdString, type Ymd } from '../../calendar';
import { PLANETS } from './french';
import { BODIES, type Lunation, type SignRun, type Sky } from './sky';
import { ASPECT_POINT, houseOf, type Aspect, type Placement } from './transits';
import type { Ground } from './writer/grounds';

/** An instant as a clock in Paris reads it, with its offset: '2026-11-30T12:00:00+01:00'. */
function parisIso(instant: Date): string {
  const { day, time } = parisClock(instant);
  const hours = parisOffsetMs(instant) / 3_600_000;
  return `${day}T${time}:00+${String(hours).padStart(2, '0')}:00`;
}

const signName = (index: number): string => ZODIAC_SIGNS[index]?.name ?? '';

/** Degrees to whole degrees and minutes, the minutes rounded: 2.2347 → 2° 14′. */
function degreesAndMinutes(degrees: number): { degrees: number; minutes: number } {
  const minutes = Math.round(degrees * 60);
  return { degrees: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The sky's objects in the order of the calendar, each once. */
const byDay = <T>(items: Iterable<T>, first: (item: T) => Ymd) => [...new Set(items)].sort((a, b) => ymdString(first(a)).localeCompare(ymdString(first(b))));

/** What one sign's text for the period was written from, in the API's words. */
export function whyOf(sky: Sky, signIndex: number, grounds: readonly Ground[]): HoroscopeWhy {
  // The same object told by two sentences (a body placed, then said retrograde) is one line.
  const placements = new Set<Placement>();
  const aspects = new Set<Aspect>();
  const ingresses: SignRun[] = [];
  const stays: SignRun[] = [];
  const lunations: Lunation[] = [];
  const moonDays: Array<Extract<Ground, { kind: 'moon-days' }>> = [];
  let moonPhase: HoroscopeWhy['moonPhase'];
  let mercuryRetrogrades: readonly Ymd[] = [];
  for (const ground of grounds) {
    switch (ground.kind) {
      case 'placement':
        placements.add(ground.placement);
        break;
      case 'aspect':
        aspects.add(ground.aspect);
        break;
      case 'ingress':
        ingresses.push(ground.run);
        break;
      case 'stay':
        stays.push(ground.run);
        break;
      case 'lunation':
        lunations.push(ground.lunation);
        break;
      case 'moon-days':
        moonDays.push(ground);
        break;
      case 'moon-phase':
        moonPhase = ground.phase;
        break;
      case 'mercury-retrogrades':
        mercuryRetrogrades = ground.days;
        break;
    }
  }
  const where = (body: SignRun['body'], sign: number) => ({ body: PLANETS[body].subject, sign: signName(sign), house: houseOf(sign, signIndex) });
  return {
    positionsAt: parisIso(sky.startAt),
    aspectsAt: parisIso(sky.midAt),
    aspectPoint: ASPECT_POINT,
    placements: [...placements]
      .sort((a, b) => BODIES.indexOf(a.body) - BODIES.indexOf(b.body))
      .map((p) => ({ body: PLANETS[p.body].subject, sign: signName(p.sign), house: p.house, retrograde: p.retro })),
    aspects: [...aspects]
      .sort((a, b) => a.orb - b.orb)
      .map((a) => ({ body: PLANETS[a.body].subject, kind: a.kind, orb: degreesAndMinutes(a.orb) })),
    ingresses: byDay(ingresses, (run) => run.from).map((run) => ({ ...where(run.body, run.sign), day: ymdString(run.from) })),
    stays: byDay(stays, (run) => run.from).map((run) => ({
      ...where(run.body, run.sign),
      ...(run.startsBefore ? {} : { from: ymdString(run.from) }),
      ...(run.endsAfter ? {} : { to: ymdString(run.to) }),
    })),
    lunations: byDay(lunations, (l) => l.day).map((l) => ({ phase: l.kind, sign: signName(l.sign), house: houseOf(l.sign, signIndex), day: ymdString(l.day) })),
    moonDays: byDay(moonDays, (g) => g.days[0]!.day).map((g) => ({
      sign: signName(g.days[0]!.sign),
      house: g.house,
      days: g.days.map((md) => ymdString(md.day)),
    })),
    ...(moonPhase ? { moonPhase } : {}),
    mercuryRetrogrades: mercuryRetrogrades.map(ymdString),
  };
}
