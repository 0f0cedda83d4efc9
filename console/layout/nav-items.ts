/** The navigation of each role: an advisor sees its own page and its account, nothing else. */
import type { Role } from '../../widgets/console-kit';
import { SHELL_TEXTS } from '../texts';

export interface NavItem {
  href: string;
  label: string;
  /** Shows the number of unhandled inbox items. */
  unread?: boolean;
}

export const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  admin: [
    { href: '/voyants', label: SHELL_TEXTS.advisors },
    { href: '/messages', label: SHELL_TEXTS.inbox, unread: true },
    { href: '/journal', label: SHELL_TEXTS.audit },
    { href: '/comptes', label: SHELL_TEXTS.accounts },
    { href: '/compte', label: SHELL_TEXTS.myAccount },
  ],
  advisor: [
    { href: '/', label: SHELL_TEXTS.myProfile },
    { href: '/compte', label: SHELL_TEXTS.myAccount },
  ],
};

/** Whether a navigation item is the current page ('/voyants' also for '/voyants/12'). */
export function isCurrent(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
