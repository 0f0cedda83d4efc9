/**
 * One sign's reading of a period's sky: the solar house of every body and
 * the major aspects to the sign's mid-point (15° into the sign).
 */
// The kinds the API names in « Pourquoi ce texte »: one list for the engine and the contract.
import type { AspectKind } from '../../../contract/schemas/horoscope-why';
import type { AspectQuality } from './corpus';
import { angleDiff, BODIES, type BodyKey, type Sky } from './sky';

const ASPECTS: ReadonlyArray<{ kind: AspectKind; angle: number; gender: 'm' | 'f' }> = [
  { kind: 'conjonction', angle: 0, gender: 'f' },
  { kind: 'sextile', angle: 60, gender: 'm' },
  { kind: 'carré', angle: 90, gender: 'm' },
  { kind: 'trigone', angle: 120, gender: 'm' },
  { kind: 'opposition', angle: 180, gender: 'f' },
];

/** Orbs: 8° for the luminaries, 6° for the planets. */
export function orbOf(body: BodyKey): number {
  return body === 'soleil' || body === 'lune' ? 8 : 6;
}

export interface Placement {
  readonly body: BodyKey;
  readonly lon: number;
  readonly sign: number;
  /** Solar house 1-12 counted from the reader's sign. */
  readonly house: number;
  readonly retro: boolean;
}

export interface Aspect {
  readonly body: BodyKey;
  readonly kind: AspectKind;
  readonly gender: 'm' | 'f';
  /** Distance from the exact angle, degrees. */
  readonly orb: number;
  /** 1 when exact, 0 at the edge of the orb. */
  readonly exactness: number;
  readonly quality: AspectQuality;
}

export interface SignTransits {
  readonly signIndex: number;
  readonly placements: Readonly<Record<BodyKey, Placement>>;
  /** Most exact first. */
  readonly aspects: readonly Aspect[];
}

/** Aspects are measured to this many degrees into the reader's sign: its middle. */
export const ASPECT_POINT = 15;

export function houseOf(planetSign: number, signIndex: number): number {
  return ((planetSign - signIndex + 12) % 12) + 1;
}

function qualityOf(body: BodyKey, kind: AspectKind): AspectQuality {
  if (kind === 'sextile' || kind === 'trigone') return 'harmonieux';
  if (kind === 'carré' || kind === 'opposition') return 'tendu';
  return body === 'venus' || body === 'jupiter' ? 'harmonieux' : 'intense';
}

/** The aspect a longitude makes to a point, if any within the body's orb. */
export function aspectTo(body: BodyKey, lon: number, point: number): Aspect | undefined {
  const separation = Math.abs(angleDiff(point, lon));
  const orb = orbOf(body);
  for (const aspect of ASPECTS) {
    const off = Math.abs(separation - aspect.angle);
    if (off <= orb) {
      return {
        body,
        kind: aspect.kind,
        gender: aspect.gender,
        orb: off,
        exactness: 1 - off / orb,
        quality: qualityOf(body, aspect.kind),
      };
    }
  }
  return undefined;
}

/** Bodies whose aspects mean something over the period (the Moon only for a day, the slow planets for a year). */
export const ASPECT_BODIES: Readonly<Record<Sky['range']['kind'], readonly BodyKey[]>> = {
  day: BODIES,
  week: ['soleil', 'mercure', 'venus', 'mars', 'jupiter', 'saturne'],
  month: ['mars', 'jupiter', 'saturne'],
  year: ['jupiter', 'saturne'],
};

export function transitsFor(sky: Sky, signIndex: number): SignTransits {
  const placements = {} as Record<BodyKey, Placement>;
  for (const body of BODIES) {
    const state = sky.start[body];
    placements[body] = { body, lon: state.lon, sign: state.sign, house: houseOf(state.sign, signIndex), retro: state.retro };
  }
  const midpoint = signIndex * 30 + ASPECT_POINT;
  const aspects: Aspect[] = [];
  for (const body of ASPECT_BODIES[sky.range.kind]) {
    const aspect = aspectTo(body, sky.mid[body].lon, midpoint);
    if (aspect) aspects.push(aspect);
  }
  aspects.sort((x, y) => y.exactness - x.exactness);
  return { signIndex, placements, aspects };
}
