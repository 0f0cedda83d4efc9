/**
 * When a body next changes sign: sampled at a step shorter than its fastest
 * stay in a sign, then pinned by bisection to the second.
 */
import { signIndexOf, type ChartBody } from '../../contract/domain/chart-points';
import { bodyLongitude } from './ephemeris';

export interface SignIngress {
  readonly instant: Date;
  /** The sign entered, 0 = Bélier. */
  readonly sign: number;
}

/**
 * Sampling steps, hours: shorter than the Moon's 2½ days in a sign, and than
 * the few days a planet turning retrograde right at a boundary may spend across it.
 */
const stepHoursOf = (body: ChartBody) => (body === 'lune' ? 6 : 24);
const HOUR_MS = 3_600_000;

/** The first sign change of `body` after `from`, searched up to `withinDays` ahead. */
export function nextIngress(body: ChartBody, from: Date, withinDays = 400): SignIngress | undefined {
  const stepMs = stepHoursOf(body) * HOUR_MS;
  const end = from.getTime() + withinDays * 24 * HOUR_MS;
  let before = from.getTime();
  let beforeSign = signIndexOf(bodyLongitude(body, from));
  while (before < end) {
    const after = before + stepMs;
    const afterSign = signIndexOf(bodyLongitude(body, new Date(after)));
    if (afterSign !== beforeSign) {
      let low = before;
      let high = after;
      while (high - low > 1000) {
        const middle = (low + high) / 2;
        if (signIndexOf(bodyLongitude(body, new Date(middle))) === beforeSign) low = middle;
        else high = middle;
      }
      return { instant: new Date(Math.round(high)), sign: signIndexOf(bodyLongitude(body, new Date(high))) };
    }
    before = after;
    beforeSign = afterSign;
  }
  return undefined;
}
