/**
 * A modal dialog (the native <dialog>: focus kept inside, Escape closes it,
 * the page behind inert). Mounted only while open; on closing, the focus
 * goes back to what opened it. Cancel comes first and takes the focus: a
 * dialog that confirms something final is never confirmed by a stray Enter.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { APP_TEXTS } from '../texts';
import buttons from './button.module.css';
import styles from './dialog.module.css';
import { ErrorMessage } from './feedback';

interface DialogProps {
  title: string;
  children?: ReactNode;
  /** The confirming button's label; without it the dialog only informs (one Close button). */
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  error?: string | null;
  onConfirm?: () => void;
  onClose: () => void;
}

export function Dialog({ title, children, confirmLabel, danger = false, busy = false, error, onConfirm, onClose }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Kept in a ref: the effect runs once per opening, whatever the parent renders meanwhile.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element?.showModal();
    // Focus on the first field, else on Cancel (the browser's own choice varies between versions).
    const first = element?.querySelector<HTMLElement>('input, select, textarea') ?? cancel.current;
    first?.focus();
    return () => {
      if (element?.open) element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onConfirm?.();
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) close.current();
      }}
    >
      <form className={styles.body} onSubmit={onSubmit} noValidate>
        <h2 className={styles.title} id={titleId}>
          {title}
        </h2>
        {children}
        {error && <ErrorMessage>{error}</ErrorMessage>}
        <div className={styles.actions}>
          <button type="button" ref={cancel} className={buttons.button} onClick={() => !busy && close.current()}>
            {confirmLabel ? APP_TEXTS.cancel : APP_TEXTS.close}
          </button>
          {confirmLabel && (
            <button type="submit" className={`${buttons.button} ${danger ? buttons.danger : buttons.primary}`} aria-disabled={busy || undefined}>
              {confirmLabel}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
