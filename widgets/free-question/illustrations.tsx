/** The hero's drawing, inline so that it shows under any CSP; the drawn cards are images the server serves. */
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
