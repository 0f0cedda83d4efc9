import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import styles from './profile-chat.module.css';


/** The profile's address ending in this opens the chat with its advisor: the cards' « Tchat » buttons and the profile's « Tchatter avec … » link there. */
export const CHAT_HASH = '#tchat';

/** Whether the address asks for the chat; follows the hash whether a link, the history or a widget's voy-navigate changed it. */
export function useChatRequested(): boolean {
  return useLocationProperty(
    () => location.hash,
    () => '',
  ) === CHAT_HASH;
}

/**
 * The chat with the profile's advisor, above the profile: brought into view
 * and focused when it opens, so that a keyboard or screen-reader user lands
 * on it. Closing it keeps the conversation (the widget stores its key): the
 * link opens it again.
 */
export function ProfileChat({ slug, path }: { slug: string; path: string }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [slug]);
  return (
    <div id={CHAT_HASH.slice(1)} ref={panel} tabIndex={-1} className={styles.panel}>
      <voy-chat theme="dark" advisor={slug} />
      <Link href={path} className={styles.close}>
        Fermer le tchat
      </Link>
    </div>
  );
}
