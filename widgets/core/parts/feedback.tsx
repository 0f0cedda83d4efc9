/** Loading, error and empty states shared by every data block (SPEC.md section 4). */
import type { ReactNode } from 'react';
import styles from './parts.module.css';
import theme from '../theme.module.css';

export function Skeleton({ height, width = '100%' }: { height: number | string; width?: number | string }) {
  return <div className={styles.skeleton} style={{ height, width }} aria-hidden="true" />;
}

/** Skeleton cards with the loading text for screen readers; keeps the layout's space while data loads. */
export function LoadingBlock({ text, count = 3, height = 220 }: { text: string; count?: number; height?: number }) {
  return (
    <div role="status" aria-live="polite" data-state="loading">
      <span className={theme.visuallyHidden}>{text}</span>
      <div style={{ display: 'grid', gap: 'var(--voy-gap)', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} height={height} />
        ))}
      </div>
    </div>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p className={`${styles.message} ${styles.error}`} role="alert" data-state="error">
      {children}
    </p>
  );
}

export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.message} data-state="empty">
      {children}
    </p>
  );
}
