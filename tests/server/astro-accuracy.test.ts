/**
 * How close our charts are to Swiss Ephemeris, the reference astrologers use
 * (astro.com, Astrotheme). `sweph` is a development dependency only: its
 * licence is the AGPL, and nothing here reaches the product.
 *
 * Swiss Ephemeris runs on its built-in Moshier ephemeris (no data files),
 * within 0.1″ of JPL's for the planets and about 3″ for the Moon over these
 * two centuries: far inside the 1′ we promise. Both sides are asked at the
 * same Terrestrial Time (ours gives it), so the comparison measures the
 * ephemeris, not two guesses of ΔT for 2100.
 */
import * as Astronomy from 'astronomy-engine';
import sweph from 'sweph';
import { afterAll, describe, expect, it } from 'vitest';
import { angleDifference, CHART_BODIES, signIndexOf, type ChartBody } from '../../contract/domain/chart-points';
import { fnv1a, mulberry32 } from '../../contract/domain/deterministic-random';
import { bodyLongitude } from '../../server/astro/ephemeris';
import { houseFrame } from '../../server/astro/houses';
import { nextIngress } from '../../server/astro/ingress';
import { nextLunation, type LunationKind } from '../../server/astro/lunations';

const { constants } = sweph;
const FLAGS = constants.SEFLG_MOSEPH;
const SWEPH_BODY: Readonly<Record<ChartBody, number>> = {
  soleil: constants.SE_SUN,
  lune: constants.SE_MOON,
  mercure: constants.SE_MERCURY,
  venus: constants.SE_VENUS,
  mars: constants.SE_MARS,
  jupiter: constants.SE_JUPITER,
  saturne: constants.SE_SATURN,
  uranus: constants.SE_URANUS,
  neptune: constants.SE_NEPTUNE,
  pluton: constants.SE_PLUTO,
  'noeud-nord': constants.SE_MEAN_NODE,
};

const J2000 = 2451545.0;
const FIRST = Date.UTC(1900, 0, 1);
const LAST = Date.UTC(2100, 11, 31);
const INSTANTS = 2000;

const random = mulberry32(fnv1a('astro accuracy against Swiss Ephemeris'));
const randomInstant = () => new Date(FIRST + Math.floor(random() * (LAST - FIRST)));

/** Swiss Ephemeris's apparent longitude at the Terrestrial Time of our instant. */
function referenceLongitude(body: ChartBody, instant: Date): number {
  const result = sweph.calc(J2000 + Astronomy.MakeTime(instant).tt, SWEPH_BODY[body], FLAGS);
  if (result.flag < 0) throw new Error(result.error);
  return result.data[0];
}

const arcminutes = (a: number, b: number) => Math.abs(angleDifference(a, b)) * 60;

/** The worst errors found, printed at the end so that CI's log shows how close we are. */
const worst = new Map<string, { error: number; unit: string; at: string }>();
function record(name: string, error: number, unit: string, at: Date) {
  const previous = worst.get(name);
  if (!previous || error > previous.error) worst.set(name, { error, unit, at: at.toISOString() });
}
afterAll(() => {
  const lines = [...worst].map(([name, { error, unit, at }]) => `  ${name.padEnd(24)} ${error.toFixed(3).padStart(8)} ${unit}  (${at})`);
  console.info(`Worst differences from Swiss Ephemeris (Moshier), 1900–2100:\n${lines.join('\n')}`);
});

/** Swiss Ephemeris's instant of the same event, by bisection on its own positions to the second. */
function referenceCrossing(inside: (instant: Date) => boolean, before: number, after: number): number {
  let low = before;
  let high = after;
  while (high - low > 1000) {
    const middle = (low + high) / 2;
    if (inside(new Date(middle))) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

describe('positions against Swiss Ephemeris', () => {
  const instants = Array.from({ length: INSTANTS }, randomInstant);

  it.each(CHART_BODIES)(`%s is within 1′ at ${INSTANTS} random instants`, (body) => {
    for (const instant of instants) {
      const error = arcminutes(bodyLongitude(body, instant), referenceLongitude(body, instant));
      record(body, error, '′', instant);
      expect(error, `${body} at ${instant.toISOString()}`).toBeLessThanOrEqual(1);
    }
  });

  it(`the ascendant, the midheaven and the Placidus cusps are within 1′ at ${INSTANTS} random instants and places within ±60°`, () => {
    for (const instant of instants) {
      const latitude = -60 + random() * 120;
      const longitude = -180 + random() * 360;
      const ours = houseFrame(instant, latitude, longitude);
      const reference = sweph.houses(J2000 + Astronomy.MakeTime(instant).ut, latitude, longitude, 'P');
      expect(ours.system).toBe('placidus');
      const where = `${instant.toISOString()} at ${latitude.toFixed(2)}, ${longitude.toFixed(2)}`;
      const ascendant = arcminutes(ours.ascendant, reference.data.points[0]);
      const midheaven = arcminutes(ours.midheaven, reference.data.points[1]);
      record('ascendant', ascendant, '′', instant);
      record('milieu-du-ciel', midheaven, '′', instant);
      expect(ascendant, where).toBeLessThanOrEqual(1);
      expect(midheaven, where).toBeLessThanOrEqual(1);
      ours.cusps.forEach((cusp, index) => {
        const error = arcminutes(cusp, reference.data.houses[index]!);
        record('cuspides Placidus', error, '′', instant);
        expect(error, `cusp ${index + 1} ${where}`).toBeLessThanOrEqual(1);
      });
    }
  });
});

describe('events against Swiss Ephemeris', () => {
  it.each(['nouvelle', 'pleine'] as const)('each %s lune of 300 random months is within 2 minutes', (kind: LunationKind) => {
    const target = kind === 'nouvelle' ? 0 : 180;
    // Signed distance of the Moon past the target elongation, by Swiss Ephemeris, in (−180, 180].
    const past = (instant: Date) => angleDifference(target, referenceLongitude('lune', instant) - referenceLongitude('soleil', instant));
    for (let i = 0; i < 300; i++) {
      const ours = nextLunation(kind, randomInstant()).getTime();
      const reference = referenceCrossing((instant) => past(instant) < 0, ours - 6 * 3_600_000, ours + 6 * 3_600_000);
      const minutes = Math.abs(ours - reference) / 60_000;
      record(`${kind} lune`, minutes, 'min', new Date(ours));
      expect(minutes, `${kind} lune of ${new Date(ours).toISOString()}`).toBeLessThanOrEqual(2);
    }
  });

  it.each(['soleil', 'lune'] as const)('300 sign ingresses of the %s are within 1 minute', (body) => {
    for (let i = 0; i < 300; i++) {
      const ingress = nextIngress(body, randomInstant());
      expect(ingress).toBeDefined();
      const ours = ingress!.instant.getTime();
      const signBefore = signIndexOf(referenceLongitude(body, new Date(ours - 3_600_000)));
      const reference = referenceCrossing(
        (instant) => signIndexOf(referenceLongitude(body, instant)) === signBefore,
        ours - 3_600_000,
        ours + 3_600_000,
      );
      const minutes = Math.abs(ours - reference) / 60_000;
      record(`entrée en signe (${body})`, minutes, 'min', new Date(ours));
      expect(minutes, `${body} entering ${ingress!.sign} at ${new Date(ours).toISOString()}`).toBeLessThanOrEqual(1);
    }
  });
});
