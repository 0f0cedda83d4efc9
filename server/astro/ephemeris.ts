/**
 * Where each body of a chart is, seen from the centre of the Earth: apparent
 * longitude and latitude on the true ecliptic of date (what astrologers and
 * Swiss Ephemeris's default give), and the daily motion that says whether a
 * planet is retrograde. astronomy-engine does the astronomy; this file only
 * chooses its functions and frames, and adds the Moon's mean node.
 */
import * as Astronomy from 'astronomy-engine';
import { normalizeDegrees, angleDifference, type ChartBody } from '../../contract/domain/chart-points';

export interface BodyPosition {
  /** Apparent geocentric ecliptic longitude, true equinox of date, degrees in [0, 360). */
  readonly longitude: number;
  /** Ecliptic latitude, degrees. */
  readonly latitude: number;
  /** Daily motion in longitude, degrees per day; negative when retrograde. */
  readonly speed: number;
}

const PLANETS = {
  mercure: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturne: Astronomy.Body.Saturn,
  uranus: Astronomy.Body.Uranus,
  neptune: Astronomy.Body.Neptune,
  pluton: Astronomy.Body.Pluto,
} as const;

/** Half the interval the daily motion is measured over: short enough for the Moon, long enough to stay clear of rounding. */
const SPEED_HALF_STEP_DAYS = 0.25;

/** Longitude and latitude only: what the motion is measured from. */
function eclipticAt(body: ChartBody, time: Astronomy.AstroTime): { longitude: number; latitude: number } {
  switch (body) {
    case 'soleil': {
      const sun = Astronomy.SunPosition(time);
      return { longitude: sun.elon, latitude: sun.elat };
    }
    case 'lune': {
      const moon = Astronomy.EclipticGeoMoon(time);
      return { longitude: moon.lon, latitude: moon.lat };
    }
    case 'noeud-nord':
      return { longitude: meanNodeLongitude(time), latitude: 0 };
    default: {
      // With aberration: the apparent place, light-time included, as Swiss Ephemeris gives by default.
      const ecliptic = Astronomy.Ecliptic(Astronomy.GeoVector(PLANETS[body], time, true));
      return { longitude: ecliptic.elon, latitude: ecliptic.elat };
    }
  }
}

/**
 * The Moon's mean ascending node: Chapront's polynomial (the one Meeus gives,
 * Astronomical Algorithms ch. 47) on the mean equinox, moved onto the true
 * equinox of date by the nutation in longitude like every other point here.
 */
function meanNodeLongitude(time: Astronomy.AstroTime): number {
  const t = time.tt / 36525; // Julian centuries of TT since J2000
  const mean = 125.0445479 - 1934.1362891 * t + 0.0020754 * t * t + (t * t * t) / 467441 - (t * t * t * t) / 60616000;
  const nutationInLongitude = Astronomy.e_tilt(time).dpsi / 3600;
  return normalizeDegrees(mean + nutationInLongitude);
}

/** A body's place at one instant (UT), with its daily motion. */
export function bodyPosition(body: ChartBody, instant: Date): BodyPosition {
  const time = Astronomy.MakeTime(instant);
  const here = eclipticAt(body, time);
  const before = eclipticAt(body, time.AddDays(-SPEED_HALF_STEP_DAYS));
  const after = eclipticAt(body, time.AddDays(SPEED_HALF_STEP_DAYS));
  return {
    longitude: normalizeDegrees(here.longitude),
    latitude: here.latitude,
    speed: angleDifference(before.longitude, after.longitude) / (2 * SPEED_HALF_STEP_DAYS),
  };
}

/** A body's longitude only, for searches that call it many times. */
export function bodyLongitude(body: ChartBody, instant: Date): number {
  return normalizeDegrees(eclipticAt(body, Astronomy.MakeTime(instant)).longitude);
}
