/**
 * The chart's frame for a place and an instant: the ascendant, the midheaven
 * and the twelve house cusps in Placidus, the system French astrologers use.
 *
 * Placidus divides the time each ecliptic point takes from rising to
 * culminating (its semi-arc) into thirds. Beyond the polar circles some
 * ecliptic points never rise or set, the semi-arc does not exist and neither
 * do the cusps: there the chart uses equal houses from the ascendant, and says so.
 */
import * as Astronomy from 'astronomy-engine';
import { normalizeDegrees } from '../../contract/domain/chart-points';

export type HouseSystem = 'placidus' | 'egales';

export interface HouseFrame {
  /** Right ascension of the midheaven (local apparent sidereal time), degrees. */
  readonly armc: number;
  /** True obliquity of the ecliptic, degrees. */
  readonly obliquity: number;
  readonly ascendant: number;
  readonly midheaven: number;
  /** Cusps of houses 1 to 12, ecliptic longitudes in degrees; cusp 1 is the ascendant. */
  readonly cusps: readonly number[];
  readonly system: HouseSystem;
}

const RAD = Math.PI / 180;
const sin = (degrees: number) => Math.sin(degrees * RAD);
const cos = (degrees: number) => Math.cos(degrees * RAD);
const tan = (degrees: number) => Math.tan(degrees * RAD);
const atan2Degrees = (y: number, x: number) => normalizeDegrees(Math.atan2(y, x) / RAD);

/** The ecliptic longitude whose right ascension is `rightAscension` (both in degrees). */
function eclipticOfRightAscension(rightAscension: number, obliquity: number): number {
  return atan2Degrees(sin(rightAscension), cos(rightAscension) * cos(obliquity));
}

/** The ecliptic point rising on the eastern horizon. */
function ascendantOf(armc: number, latitude: number, obliquity: number): number {
  return atan2Degrees(cos(armc), -(sin(armc) * cos(obliquity) + tan(latitude) * sin(obliquity)));
}

/**
 * One intermediate Placidus cusp, found by iteration: the cusp's right
 * ascension depends on its own declination through its semi-arc.
 * `diurnalThirds` is 1 or 2 for cusps 11 and 12 (above the horizon, east of
 * the meridian); `nocturnalThirds` is 2 or 1 for cusps 2 and 3 (below it).
 * Returns undefined where the point never rises or sets.
 */
function placidusCusp(
  armc: number,
  latitude: number,
  obliquity: number,
  part: { diurnalThirds: number } | { nocturnalThirds: number },
): number | undefined {
  const rightAscensionFor = (ascensionalDifference: number) =>
    'diurnalThirds' in part
      ? armc + (part.diurnalThirds * (90 + ascensionalDifference)) / 3
      : armc + 180 - (part.nocturnalThirds * (90 - ascensionalDifference)) / 3;
  let rightAscension = rightAscensionFor(0);
  for (let iteration = 0; iteration < 100; iteration++) {
    const longitude = eclipticOfRightAscension(rightAscension, obliquity);
    const declination = Math.asin(sin(obliquity) * sin(longitude)) / RAD;
    const product = tan(latitude) * tan(declination);
    if (Math.abs(product) > 1) return undefined;
    const next = rightAscensionFor(Math.asin(product) / RAD);
    if (Math.abs(next - rightAscension) < 1e-10) return eclipticOfRightAscension(next, obliquity);
    rightAscension = next;
  }
  return undefined;
}

/** Twelve cusps 30° apart from the ascendant: the fallback where Placidus has none. */
function equalCusps(ascendant: number): number[] {
  return Array.from({ length: 12 }, (_, house) => normalizeDegrees(ascendant + house * 30));
}

/**
 * The houses of a chart cast for `instant` (UT) at a place given in degrees
 * (latitude north positive, longitude east positive).
 */
export function houseFrame(instant: Date, latitude: number, longitude: number): HouseFrame {
  const time = Astronomy.MakeTime(instant);
  // Apparent sidereal time, as Swiss Ephemeris's houses use: Greenwich's, moved to the place's meridian.
  const armc = normalizeDegrees(Astronomy.SiderealTime(time) * 15 + longitude);
  const obliquity = Astronomy.e_tilt(time).tobl;
  const midheaven = eclipticOfRightAscension(armc, obliquity);
  const ascendant = ascendantOf(armc, latitude, obliquity);

  // Beyond the polar circles Placidus is undefined for part of the ecliptic, whatever the hour.
  const beyondPolarCircle = Math.abs(latitude) >= 90 - obliquity;
  const intermediate = beyondPolarCircle
    ? []
    : [{ diurnalThirds: 1 }, { diurnalThirds: 2 }, { nocturnalThirds: 2 }, { nocturnalThirds: 1 }].map((part) =>
        placidusCusp(armc, latitude, obliquity, part),
      );
  const [c11, c12, c2, c3] = intermediate;
  if (c11 === undefined || c12 === undefined || c2 === undefined || c3 === undefined) {
    return { armc, obliquity, ascendant, midheaven, cusps: equalCusps(ascendant), system: 'egales' };
  }
  // Houses 4 to 9 face houses 10 to 3 across the chart.
  const opposite = (cusp: number) => normalizeDegrees(cusp + 180);
  const eastern = [ascendant, c2, c3, opposite(midheaven), opposite(c11), opposite(c12)];
  return { armc, obliquity, ascendant, midheaven, cusps: [...eastern, ...eastern.map(opposite)], system: 'placidus' };
}

/** The house (1–12) a longitude falls in, given the twelve cusps. */
export function houseOfLongitude(longitude: number, cusps: readonly number[]): number {
  for (let house = 0; house < 12; house++) {
    const start = cusps[house]!;
    const end = cusps[(house + 1) % 12]!;
    const width = normalizeDegrees(end - start);
    if (normalizeDegrees(longitude - start) < width) return house + 1;
  }
  return 12; // only reached by rounding at a cusp
}
