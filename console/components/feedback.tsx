/** What a page says while it loads, when something failed, and when something worked. */
import { forwardRef, type ReactNode } from 'react';
import type { Query } from '../hooks/use-query';
import { APP_TEXTS } from '../texts';
import buttons from './button.module.css';
import styles from './feedback.module.css';

export function Loading({ label = APP_TEXTS.loading }: { label?: string }) {
  return (
    <p className={styles.loading} role="status">
      {label}
    </p>
  );
}

/** An error in an alert region (read out when it appears), focusable so that a form can move the focus to it. */
export const ErrorMessage = forwardRef<HTMLDivElement, { children: ReactNode; onRetry?: () => void }>(function ErrorMessage({ children, onRetry }, ref) {
  return (
    <div className={styles.error} role="alert" ref={ref} tabIndex={-1}>
      <p>{children}</p>
      {onRetry && (
        <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onRetry}>
          {APP_TEXTS.retry}
        </button>
      )}
    </div>
  );
});

/** A polite live region that is always in the page, so that what it says next is announced. */
export function SuccessMessage({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.success} role="status">
      {children}
    </div>
  );
}

/** What a page shows of its data before there is any: « Chargement… », or the failure with « Réessayer ». Nothing once data came (a reload keeps it shown). */
export function Pending({ query }: { query: Query<unknown> }) {
  if (query.data !== undefined) return null;
  if (query.phase === 'failed') return <ErrorMessage onRetry={query.reload}>{query.message}</ErrorMessage>;
  return query.phase === 'loading' ? <Loading /> : null;
}
