/**
 * The page a visitor opened the chat from, short enough for a list: the
 * address without its scheme (`partenaire.fr/blog/tarot`), as text only
 * (the widget sent it; a console never follows a visitor's link by itself).
 */
import { CHAT_TEXTS } from '../texts';

export function pageLabel(page: string | null): string {
  if (!page) return CHAT_TEXTS.unknownPage;
  try {
    const url = new URL(page);
    return `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return page;
  }
}
