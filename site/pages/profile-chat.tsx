import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import buttons from '../components/button.module.css';
import styles from './profile-chat.module.css';


/** The profile's address ending in this opens the chat with its advisor: the cards' « Tchat » buttons and the profile's « Tchatter avec … » link there. */
export const CHAT_HASH = '#tchat';

/**
 * The link of an e-mail answering a message left (server/chat/left-messages.ts)
 * ends in this and a single-use token: in the fragment, which is sent neither
 * to the server nor in a Referer.
 */
const LINK_HASH = '#cle=';

/** Whether the address asks for the chat; follows the hash whether a link, the history or a widget's voy-navigate changed it. */
export function useChatRequested(): boolean {
  const hash = useLocationProperty(
    () => location.hash,
    () => '',
  );
  return hash === CHAT_HASH || hash.startsWith(LINK_HASH);
}

const LOAD_FAILED = 'Le tchat n’a pas pu s’ouvrir. Vérifiez votre connexion, puis réessayez.';

type Redeeming = 'redeeming' | 'done' | { failed: string };

/**
 * An e-mailed link's token, traded once for its conversation's key, which is
 * kept on this device as the chat keeps it: the chat then opens that
 * conversation. The token leaves the address at once (history, bookmarks).
 * A token used, expired or forged gets the server's French answer.
 */
function useEmailedLink(slug: string): Redeeming {
  const [, navigate] = useLocation();
  const [state, setState] = useState<Redeeming>(() => (location.hash.startsWith(LINK_HASH) ? 'redeeming' : 'done'));
  useEffect(() => {
    if (!location.hash.startsWith(LINK_HASH)) return;
    const token = location.hash.slice(LINK_HASH.length);
    history.replaceState(history.state, '', location.pathname + location.search + CHAT_HASH);
    const chat = import('../../widgets/chat-element');
    chat.then(({ redeemChatLink, resolveBase }) => redeemChatLink(resolveBase(), token)).then(
      (advisor) => {
        // The advisor's address changed since the e-mail: their profile now.
        if (advisor.slug !== slug) navigate(`/consultant-profile/${advisor.slug}${CHAT_HASH}`, { replace: true });
        setState('done');
      },
      (error: unknown) => chat.then(({ failureText }) => setState({ failed: failureText(error) }), () => setState({ failed: LOAD_FAILED })),
    );
  }, [slug, navigate]);
  return state;
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
 * on it. « Masquer le tchat » hides it and keeps the conversation (the
 * widget stores its key): the link opens it again.
 */
export function ProfileChat({ slug, path }: { slug: string; path: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const code = useChatCode();
  const link = useEmailedLink(slug);
  useEffect(() => {
    panel.current?.scrollIntoView({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, [slug]);
  return (
    <div id={CHAT_HASH.slice(1)} ref={panel} tabIndex={-1} className={styles.panel}>
      {typeof link === 'object' && (
        <p className={styles.notice} role="alert">
          {link.failed}
        </p>
      )}
      {code === 'ready' && link !== 'redeeming' && <voy-chat theme="dark" advisor={slug} />}
      {(code === 'loading' || link === 'redeeming') && (
        <p className={styles.notice} role="status">
          Ouverture du tchat…
        </p>
      )}
      {code === 'failed' && (
        <div className={styles.notice} role="alert">
          <p>{LOAD_FAILED}</p>
          {/* A module that failed to load stays failed in this page: the next one asks again. */}
          <button type="button" className={buttons.button} onClick={() => location.reload()}>
            Réessayer
          </button>
        </div>
      )}
      {/* Hides the panel only: the conversation goes on (the widget's « Terminer la conversation » ends it). */}
      <Link href={path} className={styles.close}>
        Masquer le tchat
      </Link>
    </div>
  );
}
