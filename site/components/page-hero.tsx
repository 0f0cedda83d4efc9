import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/** The banner at the top of a page: a title, an optional tagline and actions. */
export function PageHero({ title, tagline, children, compact = false }: { title: string; tagline?: string; children?: ReactNode; compact?: boolean }) {
  return (
    <section className={compact ? `${styles.hero} ${styles.compact}` : styles.hero}>
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        {children}
      </div>
    </section>
  );
}
