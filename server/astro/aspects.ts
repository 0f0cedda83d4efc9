/**
 * The major aspects between the points of one chart, or between two charts
 * (compatibility), with their orbs: how far from exact each one is.
 */
import {
  ASPECT_ANGLES,
  ASPECT_KINDS,
  angleDifference,
  type AspectKind,
  type ChartPoint,
} from '../../contract/domain/chart-points';

export interface PlacedPoint {
  readonly point: ChartPoint;
  readonly longitude: number;
}

export interface ChartAspect {
  readonly from: ChartPoint;
  readonly to: ChartPoint;
  readonly kind: AspectKind;
  /** Distance from the exact angle, degrees. */
  readonly orb: number;
}

/** The widest orb each aspect is allowed between two planets (the usual French practice). */
const BASE_ORBS: Readonly<Record<AspectKind, number>> = {
  conjonction: 8,
  opposition: 8,
  trigone: 7,
  carré: 7,
  sextile: 5,
};

/** The lights widen an aspect; the node and the angles narrow it. */
function orbAllowance(point: ChartPoint): number {
  if (point === 'soleil' || point === 'lune') return 2;
  if (point === 'noeud-nord' || point === 'ascendant' || point === 'milieu-du-ciel') return -3;
  return 0;
}

/** The widest orb allowed to `kind` between two points. */
export function allowedOrb(kind: AspectKind, a: ChartPoint, b: ChartPoint): number {
  // A light widens the orb even towards the node or an angle; otherwise the narrower point decides.
  const widest = Math.max(orbAllowance(a), orbAllowance(b));
  return BASE_ORBS[kind] + (widest > 0 ? widest : Math.min(orbAllowance(a), orbAllowance(b)));
}

/** The aspect two longitudes make, if one is within the orb allowed to this pair. */
export function aspectBetween(a: PlacedPoint, b: PlacedPoint): ChartAspect | undefined {
  const separation = Math.abs(angleDifference(a.longitude, b.longitude));
  for (const kind of ASPECT_KINDS) {
    const orb = Math.abs(separation - ASPECT_ANGLES[kind]);
    if (orb <= allowedOrb(kind, a.point, b.point)) return { from: a.point, to: b.point, kind, orb };
  }
  return undefined;
}

/** Every aspect within one chart, each pair once, tightest first. */
export function aspectsWithin(points: readonly PlacedPoint[]): ChartAspect[] {
  const found: ChartAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      // The ascendant and the midheaven are always some angle apart: not an aspect anyone reads.
      if (isAngle(points[i]!.point) && isAngle(points[j]!.point)) continue;
      const aspect = aspectBetween(points[i]!, points[j]!);
      if (aspect) found.push(aspect);
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}

/** Every aspect from one chart's points to another's, tightest first. */
export function aspectsAcross(first: readonly PlacedPoint[], second: readonly PlacedPoint[]): ChartAspect[] {
  const found: ChartAspect[] = [];
  for (const a of first) {
    for (const b of second) {
      const aspect = aspectBetween(a, b);
      if (aspect) found.push(aspect);
    }
  }
  return found.sort((x, y) => x.orb - y.orb);
}

function isAngle(point: ChartPoint): boolean {
  return point === 'ascendant' || point === 'milieu-du-ciel';
}
