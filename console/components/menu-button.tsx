/**
 * A button that opens a short list of choices under it (the chat's ready
 * replies, its offers): a disclosure, not an ARIA menu, so Tab and the
 * arrows both move through the choices, Escape closes the list and gives
 * the focus back to the button, and a click elsewhere closes it. A choice
 * that cannot be taken now stays in the list, unavailable, with why under
 * it (read with its name); a note above the list says what concerns all.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import buttons from './button.module.css';
import styles from './menu-button.module.css';

export interface MenuChoice {
  key: string;
  label: ReactNode;
  onSelect(): void;
  /** Why the choice cannot be taken now: shown under it, and the choice does nothing. */
  unavailable?: ReactNode;
}

interface MenuButtonProps {
  label: string;
  choices: readonly MenuChoice[];
  /** Said in the list when there is no choice (none yet, or loading). */
  empty?: ReactNode;
  /** Called when the list opens (a choice list read on demand). */
  onOpen?(): void;
  /** Said above the choices (a warning that concerns them all). */
  note?: ReactNode;
}

export function MenuButton({ label, choices, empty, onOpen, note }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector('button')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = [...(list.current?.querySelectorAll('button') ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    <div className={styles.menu} ref={root} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={trigger}
        className={`${buttons.button} ${buttons.small}`}
        aria-expanded={open}
        aria-controls={`${id}list`}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </button>
      <div className={styles.popup} id={`${id}list`} hidden={!open}>
        {note && <p className={styles.note}>{note}</p>}
        {choices.length === 0 ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <ul className={styles.choices} ref={list}>
            {choices.map((choice) => (
              <li key={choice.key}>
                <button
                  type="button"
                  className={styles.choice}
                  aria-disabled={choice.unavailable ? true : undefined}
                  onClick={() => {
                    if (choice.unavailable) return;
                    close();
                    choice.onSelect();
                  }}
                >
                  {choice.label}
                  {choice.unavailable && <span className={styles.unavailable}>{choice.unavailable}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
