/**
 * The narrow-screen menu: a panel that slides in from a side (right by
 * default; top, bottom or left), titled, with a close button that can be
 * hidden. It is a modal dialog (WAI-ARIA): focus moves inside and stays
 * there, Escape closes, and focus returns to what opened it.
 *
 * It is rendered at the end of <body> (a portal): an ancestor with a filter,
 * a transform or a backdrop-filter (the sticky header has one) would become
 * the containing block of its fixed position and cut it to its own size.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import iconButton from '../components/icon-button.module.css';
import styles from './slide-panel.module.css';

export type PanelSide = 'right' | 'left' | 'top' | 'bottom';

export function SlidePanel({
  open,
  onClose,
  title,
  side = 'right',
  hideClose = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: PanelSide;
  hideClose?: boolean;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    const first = panel.current?.querySelector<HTMLElement>('button, a[href]');
    first?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab') {
        const focusable = [...(panel.current?.querySelectorAll<HTMLElement>('button, a[href]') ?? [])];
        if (focusable.length === 0) return;
        const [firstEl, lastEl] = [focusable[0]!, focusable[focusable.length - 1]!];
        if (event.shiftKey && document.activeElement === firstEl) {
          event.preventDefault();
          lastEl.focus();
        } else if (!event.shiftKey && document.activeElement === lastEl) {
          event.preventDefault();
          firstEl.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add(styles.pageLocked!);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove(styles.pageLocked!);
      (opener.current as HTMLElement | null)?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className={styles.panel} data-side={side}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!hideClose && (
            <button type="button" className={`${iconButton.button} ${styles.close}`} onClick={onClose} aria-label="Fermer le menu">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
