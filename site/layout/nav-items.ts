/** The header's items (SPEC.md section 2, header and menu). */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavItem extends NavLink {
  /** Shown at mid-size; the others go under 'Plus'. */
  primary: boolean;
  children?: NavLink[];
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Accueil', href: '/', primary: true },
  {
    label: 'Voyants',
    href: '/tous-nos-voyants',
    primary: true,
    children: [
      { label: 'Tous Nos Voyants', href: '/tous-nos-voyants' },
      { label: 'Trouver Par Thématique', href: '/par-thematique' },
      { label: 'Trouver Par Spécialité', href: '/par-specialite' },
    ],
  },
  { label: 'Horoscopes', href: '/horoscopes', primary: true },
  { label: 'Agence', href: '/agence', primary: true },
  { label: 'FAQ', href: '/faq', primary: false },
  { label: 'Témoignages', href: '/temoignages', primary: false },
  { label: 'Contact', href: '/contact', primary: true },
  { label: 'Ma Question Gratuite', href: '/ma-question-gratuite', primary: false },
];

/**
 * Every page of the menu once, in its order, as the phone panel and the footer
 * list them: Voyants' own page, then its submenus other than that page.
 */
export const MENU_PAGES: NavLink[] = NAV_ITEMS.flatMap((item) => [
  { label: item.label, href: item.href },
  ...(item.children ?? []).filter((child) => child.href !== item.href),
]);

/** Voyants is active on these pages and under /par-thematique/, never on home. */
export function isVoyantsActive(path: string): boolean {
  return ['/tous-nos-voyants', '/par-thematique', '/par-specialite'].includes(path) || path.startsWith('/par-thematique/');
}

export function isActive(item: NavLink, path: string): boolean {
  if (item.label === 'Voyants') return isVoyantsActive(path);
  if (item.href === '/') return path === '/';
  return path === item.href || path.startsWith(`${item.href}/`);
}

/** Dropdown delays (SPEC.md section 9). */
export const DROPDOWN_OPEN_DELAY_MS = 0;
export const DROPDOWN_CLOSE_DELAY_MS = 100;
