/**
 * The tab's title: `Tchat — Console` on the Tchat page, the console's own
 * title elsewhere, with the number of conversations to handle in front,
 * `(2) Tchat — Console`, so that an advisor working in another tab sees a
 * visitor waiting.
 */
import { useEffect } from 'react';
import { CHAT_TEXTS } from '../texts';

/** index.html's title, read before anything changes it. */
const consoleTitle = typeof document === 'undefined' ? '' : document.title;

export function titleOf(count: number, onChatPage: boolean): string {
  const title = onChatPage ? CHAT_TEXTS.documentTitle : consoleTitle;
  return count > 0 ? CHAT_TEXTS.badgedTitle(count, title) : title;
}

export function useDocumentTitle(count: number, onChatPage: boolean): void {
  useEffect(() => {
    document.title = titleOf(count, onChatPage);
  }, [count, onChatPage]);
  // Signed out, the console's title comes back.
  useEffect(() => () => void (document.title = consoleTitle), []);
}
