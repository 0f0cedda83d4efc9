/**
 * The Moon of a day, as <voy-lune> shows it (issue 41, point 3): its phase,
 * the share of its disc the Sun lights, its sign, and the next new and full
 * moons with the time a clock in Paris reads then. Pure: the route
 * (server/routes/moon.ts) decides which day and keeps the answers.
 */
import * as Astronomy from 'astronomy-engine';
import { MOON_PHASE_NAMES, MOON_PHASES } from '../../contract/domain/moon-phases';
import { parisClock } from '../../contract/domain/paris-day';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import type { Lunation, MoonReport } from '../../contract/schemas/moon';
import { addDays, parisInstant, ymdString, type Ymd } from '../calendar';
import { longitude, signOf } from '../horoscope/engine/sky';
import { nextLunation as nextLunationInstant, type LunationKind } from './lunations';

const MINUTE_MS = 60_000;

/**
 * The Moon of a Paris day: its phase, lit share and sign at noon (as
 * calendars and our horoscopes read a day), and the first new and full moons
 * from `lunationsFrom`; how long it holds is the route's to say (null: never changes).
 */
export function moonOfDay(day: Ymd, lunationsFrom: Date): MoonReport {
  const noon = parisInstant(day);
  // Degrees from the Sun along the ecliptic: 0 new, 90 first quarter, 180 full, 270 last quarter.
  const elongation = Astronomy.MoonPhase(noon);
  const phase = MOON_PHASES[phaseIndex(day, elongation)]!;
  const sign = ZODIAC_SIGNS[signOf(longitude('lune', noon))]!;
  return {
    at: noon.toISOString(),
    paris_date: ymdString(day),
    phase,
    phase_name: MOON_PHASE_NAMES[phase],
    waxing: elongation < 180,
    illuminated_percent: Math.round(Astronomy.Illumination(Astronomy.Body.Moon, noon).phase_fraction * 1000) / 10,
    sign: { slug: sign.slug, name: sign.name },
    next_new_moon: nextLunation('nouvelle', lunationsFrom),
    next_full_moon: nextLunation('pleine', lunationsFrom),
    fresh_until: null,
  };
}

/**
 * A principal phase (new moon, a quarter, full moon) is an instant; as
 * calendars do, it names the whole Paris day it falls on (« Pleine Lune le
 * 7 octobre »). Any other day is named by the quarter of the lunation the
 * Moon is in: a crescent before the first quarter, gibbous after it…
 */
function phaseIndex(day: Ymd, elongation: number): number {
  const quarter = Astronomy.SearchMoonQuarter(parisInstant(day, 0));
  if (quarter.time.date < parisInstant(addDays(day, 1), 0)) return quarter.quarter * 2;
  return Math.floor(elongation / 90) * 2 + 1;
}

/** The first new or full moon after `instant` (the search the accuracy test measures), as the answer shows it. */
function nextLunation(kind: LunationKind, instant: Date): Lunation {
  const at = nextLunationInstant(kind, instant);
  // To the nearest minute, as almanacs print it (parisClock would cut the seconds off).
  const clock = parisClock(new Date(Math.round(at.getTime() / MINUTE_MS) * MINUTE_MS));
  return { at: new Date(Math.round(at.getTime() / 1000) * 1000).toISOString(), paris_date: clock.day, paris_time: clock.time };
}
