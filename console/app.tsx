/**
 * The console at /gestion/: the sign-in form until someone is signed in,
 * then the pages of their role inside the shell (signed-in-app.tsx, loaded
 * once needed). A path the role has no page for says so.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Router } from 'wouter';
import { ErrorMessage, Loading } from './components/feedback';
import page from './components/page.module.css';
import { SignInPage } from './pages/sign-in';
import { SessionProvider, useSession } from './session/session-context';

/** Where the console is served (server/static.ts); its links are relative to it. */
const CONSOLE_BASE = '/gestion';

const SignedInApp = lazy(() => import('./signed-in-app'));

function Centered({ children }: { children: ReactNode }) {
  return <main className={page.centered}>{children}</main>;
}

function Gate() {
  const { state, retry } = useSession();
  if (state.phase === 'loading') {
    return (
      <Centered>
        <Loading />
      </Centered>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Centered>
        <ErrorMessage onRetry={retry}>{state.message}</ErrorMessage>
      </Centered>
    );
  }
  if (state.phase === 'signed-out') return <SignInPage notice={state.notice} />;
  return (
    <Suspense
      fallback={
        <Centered>
          <Loading />
        </Centered>
      }
    >
      <SignedInApp user={state.user} />
    </Suspense>
  );
}

export function App() {
  return (
    <Router base={CONSOLE_BASE}>
      <SessionProvider>
        <Gate />
      </SessionProvider>
    </Router>
  );
}
