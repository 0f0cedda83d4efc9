/** The navigation of each role: an advisor sees its own page, its chats and its account, nothing else. */
import type { Role } from '../../contract/schemas/console/accounts';
import { CHAT_PAGE } from '../chat/chat-context';
import { SHELL_TEXTS } from '../texts';

/** The figures page (console/pages/figures.tsx). */
export const FIGURES_PAGE = '/chiffres';

/** The reviews page (console/pages/reviews.tsx): an admin moderates, an advisor answers. */
export const REVIEWS_PAGE = '/avis';

export interface NavItem {
  href: string;
  label: string;
  /** Shows the number of unhandled inbox items. */
  unread?: boolean;
  /** Shows the number of conversations to handle (visitors waiting, messages unread). */
  chat?: boolean;
}

export const NAV_ITEMS: Record<Role, readonly NavItem[]> = {
  admin: [
    { href: '/voyants', label: SHELL_TEXTS.advisors },
    { href: '/messages', label: SHELL_TEXTS.inbox, unread: true },
    // Every advisor's conversations, read only.
    { href: CHAT_PAGE, label: SHELL_TEXTS.chat },
    { href: '/commandes', label: SHELL_TEXTS.orders },
    { href: FIGURES_PAGE, label: SHELL_TEXTS.figures },
    { href: REVIEWS_PAGE, label: SHELL_TEXTS.reviews },
    { href: '/e-mails', label: SHELL_TEXTS.outbox },
    { href: '/agence', label: SHELL_TEXTS.agency },
    { href: '/journal', label: SHELL_TEXTS.audit },
    { href: '/comptes', label: SHELL_TEXTS.accounts },
    { href: '/compte', label: SHELL_TEXTS.myAccount },
  ],
  advisor: [
    { href: '/', label: SHELL_TEXTS.myProfile },
    { href: CHAT_PAGE, label: SHELL_TEXTS.chat, chat: true },
    // Their own figures only (the server decides).
    { href: FIGURES_PAGE, label: SHELL_TEXTS.myFigures },
    // Their own reviews, to answer once.
    { href: REVIEWS_PAGE, label: SHELL_TEXTS.reviews },
    { href: '/compte', label: SHELL_TEXTS.myAccount },
  ],
};

/** Whether a navigation item is the current page ('/voyants' also for '/voyants/12'). */
export function isCurrent(href: string, location: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
