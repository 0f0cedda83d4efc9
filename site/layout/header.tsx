import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { agency } from '../agency-identity';
import { DropdownMenu } from './dropdown-menu';
import { isActive, MENU_PAGES, NAV_ITEMS } from './nav-items';
import { SlidePanel } from './slide-panel';
import iconButton from '../components/icon-button.module.css';
import styles from './header.module.css';

/** The advisors section a page may hold; Voyants scrolls to it when present. */
export const ADVISORS_SECTION_ID = 'voyants';

function scrollToAdvisors(): void {
  document.getElementById(ADVISORS_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

function Logo() {
  return (
    <Link href="/" className={styles.logo} aria-label={`${agency().name}, accueil`}>
      <svg className={styles.logoMark} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M26 9a12 12 0 1 0 0 22 10 10 0 1 1 0-22z" fill="currentColor" />
        <path d="M14 13l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z" fill="currentColor" />
      </svg>
      <span className={styles.logoName}>{agency().name}</span>
    </Link>
  );
}

export function Header() {
  const [path] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const more = NAV_ITEMS.filter((item) => !item.primary);

  const link = (item: (typeof NAV_ITEMS)[number], extraClass?: string) => (
    <li key={item.label} className={extraClass}>
      <Link href={item.href} className={isActive(item, path) ? `${styles.navLink} ${styles.active}` : styles.navLink} aria-current={isActive(item, path) ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <nav className={styles.nav} aria-label="Navigation principale">
          <ul className={styles.navList}>
            {NAV_ITEMS.map((item) =>
              item.children ? (
                <DropdownMenu key={item.label} label={item.label} items={item.children} active={isActive(item, path)} currentPath={path} onTrigger={scrollToAdvisors} />
              ) : (
                link(item, item.primary ? undefined : styles.secondary)
              ),
            )}
            <DropdownMenu className={styles.moreItem} label="Plus" items={more} active={more.some((item) => isActive(item, path))} currentPath={path} />
          </ul>
        </nav>
        <button type="button" className={`${iconButton.button} ${styles.burger}`} aria-label="Ouvrir le menu" aria-haspopup="dialog" aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <SlidePanel open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu">
        <ul className={styles.panelList}>
          {MENU_PAGES.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={isActive(item, path) ? `${styles.panelLink} ${styles.active}` : styles.panelLink}
                aria-current={isActive(item, path) ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </SlidePanel>
    </header>
  );
}

