/**
 * A birth chart: the bodies' places at the instant of birth, and, when the
 * birth time and place are known, the angles, the houses and which house
 * each body is in. Pure: the route caches.
 */
import {
  CHART_BODIES,
  degreesInSign,
  signIndexOf,
  type ChartAngle,
  type ChartBody,
} from '../../contract/domain/chart-points';
import { aspectsWithin, type ChartAspect, type PlacedPoint } from './aspects';
import { bodyPosition } from './ephemeris';
import { houseFrame, houseOfLongitude, type HouseSystem } from './houses';

export interface PlacedBody {
  readonly point: ChartBody;
  readonly longitude: number;
  readonly latitude: number;
  /** Degrees per day; negative when retrograde. */
  readonly speed: number;
  readonly retrograde: boolean;
  readonly sign: number;
  readonly degrees: number;
  readonly minutes: number;
  /** 1–12, or null when the birth time is unknown. */
  readonly house: number | null;
}

export interface PlacedAngle {
  readonly point: ChartAngle;
  readonly longitude: number;
  readonly sign: number;
  readonly degrees: number;
  readonly minutes: number;
}

export interface ChartHouses {
  readonly system: HouseSystem;
  readonly cusps: readonly number[];
}

export interface Chart {
  readonly instant: Date;
  readonly bodies: readonly PlacedBody[];
  /** Empty when the birth time is unknown. */
  readonly angles: readonly PlacedAngle[];
  /** Null when the birth time is unknown. */
  readonly houses: ChartHouses | null;
  readonly aspects: readonly ChartAspect[];
}

export interface ChartRequest {
  readonly instant: Date;
  /** The place, when the birth time is known; without it the chart has no houses. */
  readonly place?: { readonly latitude: number; readonly longitude: number };
}

/** The node's "motion" is its mean regression, never called retrograde. */
const NEVER_RETROGRADE: ReadonlySet<ChartBody> = new Set(['soleil', 'lune', 'noeud-nord']);

export function computeChart({ instant, place }: ChartRequest): Chart {
  const frame = place ? houseFrame(instant, place.latitude, place.longitude) : undefined;
  const bodies = CHART_BODIES.map((point): PlacedBody => {
    const position = bodyPosition(point, instant);
    return {
      point,
      ...position,
      retrograde: !NEVER_RETROGRADE.has(point) && position.speed < 0,
      sign: signIndexOf(position.longitude),
      ...degreesInSign(position.longitude),
      house: frame ? houseOfLongitude(position.longitude, frame.cusps) : null,
    };
  });
  const angles: PlacedAngle[] = frame
    ? (
        [
          ['ascendant', frame.ascendant],
          ['milieu-du-ciel', frame.midheaven],
        ] as const
      ).map(([point, longitude]) => ({ point, longitude, sign: signIndexOf(longitude), ...degreesInSign(longitude) }))
    : [];
  const placed: PlacedPoint[] = [...bodies, ...angles];
  return {
    instant,
    bodies,
    angles,
    houses: frame ? { system: frame.system, cusps: frame.cusps } : null,
    aspects: aspectsWithin(placed),
  };
}
