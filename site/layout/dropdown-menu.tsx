/**
 * A menu button (WAI-ARIA menu button pattern): hover opens at once and
 * closes 100 ms after the pointer leaves; the button toggles it; ArrowDown or
 * Enter opens it on the first item; arrows move; Escape closes and gives
 * focus back to the button; choosing an item closes it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_OPEN_DELAY_MS, type NavLink } from './nav-items';

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
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);

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
    <li
      className={`nav__dropdown ${className}`}
      onMouseEnter={() => {
        cancelClose();
        if (DROPDOWN_OPEN_DELAY_MS === 0) setOpen(true);
        else closeTimer.current = setTimeout(() => setOpen(true), DROPDOWN_OPEN_DELAY_MS);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={button}
        type="button"
        className={`nav__link nav__trigger${active ? ' is-active' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((value) => !value);
          onTrigger?.();
        }}
        onKeyDown={onButtonKey}
      >
        {label}
        <svg className="nav__chevron" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={menuId} ref={menu} role="menu" aria-label={typeof label === 'string' ? label : undefined} className="nav__menu" hidden={!open} onKeyDown={onMenuKey}>
        {items.map((item) => (
          <li key={item.href} role="none">
            <Link
              href={item.href}
              role="menuitem"
              tabIndex={-1}
              className={`nav__menu-link${currentPath === item.href ? ' is-active' : ''}`}
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
