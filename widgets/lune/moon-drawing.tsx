/**
 * The Moon's phase as an SVG: the dark disc, and over it the lit part, bounded
 * by half the rim on the lit side (the right while the Moon waxes, seen from
 * France) and by the terminator, half an ellipse whose width follows the lit
 * share: |1 − 2k| of the radius for a share k, bulging towards the lit side
 * for a crescent and away from it past the quarter.
 */
import styles from './moon.module.css';

const CENTRE = 50;
const RADIUS = 45;
const TOP = CENTRE - RADIUS;
const BOTTOM = CENTRE + RADIUS;

/** The lit part's path for a share `lit` (0 to 1) of the disc. */
export function litPath(lit: number, waxing: boolean): string {
  const share = Math.min(1, Math.max(0, lit));
  const terminator = Math.round(RADIUS * Math.abs(1 - 2 * share) * 100) / 100;
  // SVG's sweep flag 1 turns clockwise on screen: top to bottom by the right, bottom to top by the left.
  const rim = waxing ? 1 : 0;
  const back = share > 0.5 === waxing ? 1 : 0;
  return `M${CENTRE} ${TOP}A${RADIUS} ${RADIUS} 0 0 ${rim} ${CENTRE} ${BOTTOM}A${terminator} ${RADIUS} 0 0 ${back} ${CENTRE} ${TOP}Z`;
}

export function MoonDrawing({ lit, waxing, label }: { lit: number; waxing: boolean; label: string }) {
  return (
    <svg className={styles.drawing} part="drawing" viewBox="0 0 100 100" role="img" aria-label={label}>
      <circle className={styles.dark} cx={CENTRE} cy={CENTRE} r={RADIUS} />
      <path className={styles.lit} d={litPath(lit, waxing)} />
      <circle className={styles.rim} cx={CENTRE} cy={CENTRE} r={RADIUS} />
    </svg>
  );
}
