/**
 * A menu button (WAI-ARIA menu button pattern): a mouse hovering opens it at
 * once and it closes 100 ms after the mouse leaves; a tap or a click on the
 * button toggles it, except the click that follows the hover that opened it,
 * which keeps it open; a tap or click elsewhere closes it. ArrowDown or Enter
 * opens it on the first item; arrows move; Escape closes and gives focus back
 * to the button; choosing an item closes it.
 *
 * Hover listens to pointer events of the mouse only: a finger's tap also sends
 * mouseenter just before its click, which would open then toggle it shut.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS, type NavLink } from './nav-items';
import styles from './header.module.css';

export function DropdownMenu({
  label,
  items,
  active,
  currentPath,
  onTrigger,
  className = '',
}: {
  className?: string;
  label: ReactNode;
  items: NavLink[];
  active: boolean;
  currentPath: string;
  /** Runs when the button is clicked (Voyants scrolls to the advisors section). */
  onTrigger?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Opened by the mouse hovering and not clicked since: the next click keeps it open. */
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

  // A tap or a click outside closes it (a finger has no 'leave').
  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onHoverStart = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    const openByHover = () => {
      if (!open) openedByHover.current = true;
      setOpen(true);
    };
    if (DROPDOWN_OPEN_DELAY_MS === 0) openByHover();
    else closeTimer.current = setTimeout(openByHover, DROPDOWN_OPEN_DELAY_MS);
  };

  const onHoverEnd = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  const onButtonClick = () => {
    cancelClose();
    if (openedByHover.current && open) openedByHover.current = false;
    else setOpen((value) => !value);
    onTrigger?.();
  };

  const focusItem = (index: number) => {
    const links = menu.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape') {
      close(true);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const links = [...(menu.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <li ref={item} className={`${styles.dropdown} ${className}`} onPointerEnter={onHoverStart} onPointerLeave={onHoverEnd}>
      <button
        ref={button}
        type="button"
        className={active ? `${styles.navLink} ${styles.active}` : styles.navLink}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onButtonClick}
        onKeyDown={onButtonKey}
      >
        {label}
        <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={menuId} ref={menu} role="menu" aria-label={typeof label === 'string' ? label : undefined} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item) => (
          <li key={item.href} role="none">
            <Link
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              className={currentPath === item.href ? `${styles.menuLink} ${styles.active}` : styles.menuLink}
              aria-current={currentPath === item.href ? 'page' : undefined}
              onClick={() => close(false)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
