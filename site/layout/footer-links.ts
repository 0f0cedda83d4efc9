/**
 * The legal pages the footer links, after every page of the menu. One list:
 * a new legal page (privacy policy, cookies…) is added here and nowhere else.
 */
import type { NavLink } from './nav-items';

export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { label: 'Mentions légales', href: '/mentions-legales' },
  { label: 'Conditions générales', href: '/conditions-generales' },
  { label: 'Confidentialité', href: '/politique-de-confidentialite' },
  { label: 'Auto-exclusion', href: '/auto-exclusion' },
];
