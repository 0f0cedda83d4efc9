/**
 * Who is signed in, for the whole app: asked once at start, set by the
 * sign-in form, cleared by sign-out and by any 401 the API answers later
 * (the session expired, or was ended elsewhere), which brings the sign-in
 * form back with a French notice.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import type { ConsoleSession } from '../../contract/schemas/console/session';
import { ConsoleError, onSessionLost } from '../api/client';
import { currentUser, signOut as endSession } from '../api/session';
import { ERROR_TEXTS } from '../texts';

type SessionState =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'signed-out'; notice: string | null }
  | { phase: 'signed-in'; user: ConsoleSession };

interface SessionApi {
  state: SessionState;
  signedIn(user: ConsoleSession): void;
  /** `notice`: said on the sign-in form (the session came to its absolute limit). */
  signOut(notice?: string): Promise<void>;
  retry(): void;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    currentUser(controller.signal).then(
      (user) => setState(user ? { phase: 'signed-in', user } : { phase: 'signed-out', notice: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: 'failed', message: error instanceof Error ? error.message : ERROR_TEXTS.loadFailed });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => onSessionLost(() => setState({ phase: 'signed-out', notice: ERROR_TEXTS.sessionExpired })), []);

  const signedIn = useCallback((user: ConsoleSession) => setState({ phase: 'signed-in', user }), []);
  const signOut = useCallback(async (notice?: string) => {
    try {
      await endSession();
    } catch (error) {
      // A session the server no longer knows is ended too; any other failure leaves it open, and says so.
      if (!(error instanceof ConsoleError && error.status === 401)) throw error;
    }
    setState({ phase: 'signed-out', notice: notice ?? null });
  }, []);
  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const api = useMemo(() => ({ state, signedIn, signOut, retry }), [state, signedIn, signOut, retry]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession outside SessionProvider');
  return api;
}

/** The signed-in user, in the pages behind the sign-in. */
export function useUser(): ConsoleUser {
  const { state } = useSession();
  if (state.phase !== 'signed-in') throw new Error('useUser outside the signed-in app');
  return state.user;
}
