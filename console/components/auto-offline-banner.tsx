/**
 * Said on every console page of an advisor whom two missed chat requests set
 * Hors ligne (server/chat/missed-requests.ts), with the one button that puts
 * them back to Disponible. Read again when a request of theirs is missed (the
 * chat stream every page keeps), when the page changes, and when their status
 * is set from this console (ownAdvisorChanged).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { getAdvisor, undoAutoOffline } from '../api/advisors';
import { useChat } from '../chat/chat-context';
import { isMissed } from '../chat/chat-state';
import { useQuery } from '../hooks/use-query';
import { AUTO_OFFLINE_TEXTS as T } from '../texts';
import buttons from './button.module.css';
import page from './page.module.css';
import styles from './auto-offline-banner.module.css';

const events = new EventTarget();

/** The advisor's status was set from this console: whatever shows it reads it again. */
export const ownAdvisorChanged = () => events.dispatchEvent(new Event('change'));

export function useOwnAdvisorChanged(callback: () => void): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const listener = () => latest.current();
    events.addEventListener('change', listener);
    return () => events.removeEventListener('change', listener);
  }, []);
}

export function AutoOfflineBanner({ advisorId }: { advisorId: number }) {
  const { state } = useChat();
  const [location] = useLocation();
  const [version, setVersion] = useState(0);
  useOwnAdvisorChanged(() => setVersion((count) => count + 1));
  const missed = Object.values(state.conversations).filter(isMissed).length;
  // Its own reading of the advisor, one per page, per missed request and per change of status made here.
  const advisor = useQuery(['advisor', advisorId, { missed, location, version }], (signal) => getAdvisor(advisorId, signal));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Set Hors ligne while a page showing the status is open (their own page's Statut control): it reads it again.
  const since = advisor.data?.auto_offline_at ?? null;
  useEffect(() => {
    if (since) ownAdvisorChanged();
  }, [since]);

  if (!since) return null;
  const undo = () => {
    if (busy) return;
    setBusy(true);
    setError('');
    undoAutoOffline(advisorId).then(
      (updated) => {
        setBusy(false);
        advisor.replace(updated);
        ownAdvisorChanged();
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
        advisor.reload();
      },
    );
  };
  return (
    <div className={`${page.notice} ${styles.banner}`} role="status" data-auto-offline>
      <p>{T.said}</p>
      <button type="button" className={`${buttons.button} ${buttons.primary} ${buttons.small}`} onClick={undo} aria-disabled={busy || undefined}>
        {T.undo}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
