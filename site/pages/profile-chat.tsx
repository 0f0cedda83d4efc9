import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import buttons from '../components/button.module.css';
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
 * The chat's code, asked for when a visitor opens it: most visitors of a
 * profile never do, and it was a third of the profile page's file, run on
 * every profile before the page answered a tap.
 */
const defineChat = () => import('../../widgets/chat-element').then((chat) => chat.defineChat());

type Loading = 'loading' | 'ready' | 'failed';

/** The chat's code, loaded once the panel shows. */
function useChatCode(): Loading {
  const [state, setState] = useState<Loading>(() => (customElements.get('voy-chat') ? 'ready' : 'loading'));
  useEffect(() => {
    let current = true;
    defineChat().then(
      () => current && setState('ready'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/**
 * The chat with the profile's advisor, above the profile: brought into view
 * and focused when it opens, so that a keyboard or screen-reader user lands
 * on it. Closing it keeps the conversation (the widget stores its key): the
 * link opens it again.
 */
export function ProfileChat({ slug, path }: { slug: string; path: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const code = useChatCode();
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [slug]);
  return (
    <div id={CHAT_HASH.slice(1)} ref={panel} tabIndex={-1} className={styles.panel}>
      {code === 'ready' && <voy-chat theme="dark" advisor={slug} />}
      {code === 'loading' && (
        <p className={styles.notice} role="status">
          Ouverture du tchat…
        </p>
      )}
      {code === 'failed' && (
        <div className={styles.notice} role="alert">
          <p>Le tchat n’a pas pu s’ouvrir. Vérifiez votre connexion, puis réessayez.</p>
          {/* A module that failed to load stays failed in this page: the next one asks again. */}
          <button type="button" className={buttons.button} onClick={() => location.reload()}>
            Réessayer
          </button>
        </div>
      )}
      <Link href={path} className={styles.close}>
        Fermer le tchat
      </Link>
    </div>
  );
}
