/** Inline drawings of the free question: no image file, so they work under any CSP. */
import { romanNumeral } from './answer-text';
import styles from './free-question.module.css';

/** The hero's crystal ball on its stand, with a few sparkles. Decorative. */
export function CrystalBall() {
  return (
    <svg className={styles.ball} viewBox="0 0 120 120" aria-hidden="true" part="illustration">
      <circle cx="60" cy="54" r="40" fill="var(--voy-surface-2)" stroke="var(--voy-accent)" strokeWidth="3" />
      <circle cx="60" cy="54" r="30" fill="var(--voy-accent)" opacity="0.12" />
      <path d="M38 40a26 26 0 0 1 22-14" fill="none" stroke="var(--voy-text)" strokeWidth="4" strokeLinecap="round" opacity="0.55" />
      <path d="M64 50l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM100 14l2 5 5 2-5 2-2 5-2-5-5-2 5-2zm-84 12 1.5 3.5 3.5 1.5-3.5 1.5-1.5 3.5-1.5-3.5-3.5-1.5 3.5-1.5z" fill="var(--voy-accent-strong)" />
      <circle cx="48" cy="66" r="2.5" fill="var(--voy-accent-strong)" />
      <circle cx="76" cy="42" r="2" fill="var(--voy-text)" />
      <path d="M36 92h48l8 16H28z" fill="var(--voy-accent)" />
      <path d="M42 92c4-4 32-4 36 0" fill="none" stroke="var(--voy-accent-strong)" strokeWidth="3" />
    </svg>
  );
}

/** One motif per arcanum, chosen by its number: sun, moon, star, eye, wheel. */
const MOTIFS = [
  <g key="sun">
    <circle cx="30" cy="30" r="9" />
    <path d="M30 12v6M30 42v6M12 30h6M42 30h6M17 17l4 4M39 39l4 4M17 43l4-4M39 21l4-4" strokeWidth="2.5" stroke="currentColor" />
  </g>,
  <path key="moon" d="M36 12a18 18 0 1 0 0 36 14 14 0 0 1 0-36z" />,
  <path key="star" d="M30 10l5.5 12.5L49 24l-10 9.5 2.8 13.5L30 40.4 18.2 47 21 33.5 11 24l13.5-1.5z" />,
  <g key="eye">
    <path d="M8 30c12-16 32-16 44 0-12 16-32 16-44 0z" fill="none" stroke="currentColor" strokeWidth="3" />
    <circle cx="30" cy="30" r="7" />
  </g>,
  <g key="wheel" fill="none" stroke="currentColor" strokeWidth="3">
    <circle cx="30" cy="30" r="17" />
    <path d="M30 13v34M13 30h34M18 18l24 24M42 18 18 42" strokeWidth="2" />
  </g>,
] as const;

/** A major arcanum drawn as a small card: its Roman numeral, a motif and its name. */
export function ArcanumCard({ number, name }: { number: number; name: string }) {
  return (
    <div className={styles.arcanum} part="tarot-card">
      <span className={styles.numeral}>{romanNumeral(number)}</span>
      <svg className={styles.motif} viewBox="0 0 60 60" aria-hidden="true" fill="currentColor">
        {MOTIFS[number % MOTIFS.length]}
      </svg>
      <span className={styles.arcanumName}>{name}</span>
    </div>
  );
}
