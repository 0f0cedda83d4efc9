/**
 * The legal pages the footer links, after every page of the menu. One list:
 * a new legal page (privacy policy, cookies…) is added here and nowhere else.
 */
import { MENU_PAGES, type NavLink } from './nav-items';

/**
 * The footer's list of the site's pages: the menu's (SPEC.md section 2 fixes
 * its items), and after Horoscopes the birth chart and the compatibility
 * (issue 41), which the spec's menu has no item for.
 */
export const FOOTER_PAGES: NavLink[] = MENU_PAGES.flatMap((link) =>
  link.href === '/horoscopes' ? [link, { label: 'Thème astral', href: '/theme-astral' }, { label: 'Compatibilité amoureuse', href: '/compatibilite' }] : [link],
);

export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Conditions générales', href: '/conditions-generales' },
  { label: 'Confidentialité', href: '/politique-de-confidentialite' },
  { label: 'Auto-exclusion', href: '/auto-exclusion' },
];
