import type { ReactNode } from 'react';
import styles from './section.module.css';

/** A titled block of a page. The id lets the header scroll to it. */
export function Section({ title, intro, id, children, tone = 'plain' }: { title?: string; intro?: ReactNode; id?: string; children?: ReactNode; tone?: 'plain' | 'raised' }) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section className={tone === 'raised' ? `${styles.section} ${styles.raised}` : styles.section} id={id} aria-labelledby={title ? headingId : undefined}>
      <div className={styles.inner}>
        {title && (
          <h2 className={styles.title} id={headingId}>
            {title}
          </h2>
        )}
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </div>
    </section>
  );
}
