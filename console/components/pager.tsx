/** Previous and next page, and where the reader is, for a list of `total` items served `pageSize` at a time. */
import { APP_TEXTS } from '../texts';
import buttons from './button.module.css';
import styles from './pager.module.css';

export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage(page: number): void }) {
  const pageCount = Math.ceil(total / pageSize);
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={APP_TEXTS.pagination}>
      <button type="button" className={`${buttons.button} ${buttons.small}`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {APP_TEXTS.previous}
      </button>
      <span className={styles.position} aria-current="page">
        {APP_TEXTS.pageOf(page, pageCount)}
      </span>
      <button type="button" className={`${buttons.button} ${buttons.small}`} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {APP_TEXTS.next}
      </button>
    </nav>
  );
}
