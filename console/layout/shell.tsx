/**
 * The frame of every signed-in page: skip link, header (app name,
 * navigation for the user's role with the unread count, the user's e-mail,
 * `Se déconnecter`) and the main region, which takes the focus when the
 * page changes so that a screen reader starts on the new page.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import buttons from '../components/button.module.css';
import { ErrorMessage } from '../components/feedback';
import { useChat } from '../chat/chat-context';
import { useSession, useUser } from '../session/session-context';
import { useUnread } from '../session/unread';
import { APP_TEXTS, SHELL_TEXTS } from '../texts';
import { isCurrent, NAV_ITEMS } from './nav-items';
import { CountBadge } from '../components/count-badge';
import { AutoOfflineBanner } from '../components/auto-offline-banner';
import { AtWorkNotices } from '../session/at-work';
import styles from './shell.module.css';

function UnreadBadge() {
  const { count } = useUnread();
  return count ? <CountBadge count={count} label={SHELL_TEXTS.unread(count)} /> : null;
}

/** The conversations waiting for the advisor, beside Tchat. */
function ChatBadge() {
  const { attention } = useChat();
  return <CountBadge count={attention} label={SHELL_TEXTS.chatWaiting(attention)} />;
}

export function Shell({ children }: { children: ReactNode }) {
  const user = useUser();
  const { signOut } = useSession();
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  const [leaving, setLeaving] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    main.current?.focus();
  }, [location]);

  const onSignOut = () => {
    if (leaving) return;
    setLeaving(true);
    setSignOutError(null);
    signOut().catch((error: unknown) => {
      setLeaving(false);
      setSignOutError(error instanceof Error ? error.message : String(error));
    });
  };

  return (
    <>
      <a className={styles.skipLink} href="#contenu">
        {APP_TEXTS.skipLink}
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>{APP_TEXTS.appName}</span>
        <nav className={styles.nav} aria-label={SHELL_TEXTS.navigation}>
          <ul className={styles.links}>
            {NAV_ITEMS[user.role].map((item) => (
              <li key={item.href}>
                <Link href={item.href} className={styles.link} aria-current={isCurrent(item.href, location) ? 'page' : undefined}>
                  {item.label}
                  {item.unread && <UnreadBadge />}
                  {item.chat && <ChatBadge />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.user}>
          <span className={styles.email} title={user.email}>
            <span className="visually-hidden">{SHELL_TEXTS.signedInAs} </span>
            {user.email}
          </span>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={onSignOut} aria-disabled={leaving || undefined}>
            {SHELL_TEXTS.signOut}
          </button>
        </div>
      </header>
      {signOutError && (
        <div className={styles.signOutError}>
          <ErrorMessage>{signOutError}</ErrorMessage>
        </div>
      )}
      <main id="contenu" className={styles.main} ref={main} tabIndex={-1}>
        <AtWorkNotices />
        {user.role === 'advisor' && user.advisor_id !== null && <AutoOfflineBanner advisorId={user.advisor_id} />}
        {children}
      </main>
    </>
  );
}
