/**
 * The sign-in form: `E-mail`, `Mot de passe`, `Se connecter`. The server's
 * one answer for any wrong pair (`Identifiants incorrects.`) or its
 * throttling message shows in an alert region that takes the focus; the
 * button says it is busy while the server checks (the hash is slow by design).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { SignIn } from '../../contract/schemas/console/session';
import { signIn } from '../api/session';
import buttons from '../components/button.module.css';
import { ErrorMessage } from '../components/feedback';
import { TextField } from '../components/field';
import { useSession } from '../session/session-context';
import { APP_TEXTS, SIGN_IN_TEXTS } from '../texts';
import styles from './sign-in.module.css';

export function SignInPage({ notice }: { notice: string | null }) {
  const { signedIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; focus: boolean } | null>(notice ? { message: notice, focus: false } : null);
  const alert = useRef<HTMLDivElement>(null);
  const emailField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    emailField.current?.focus();
  }, []);
  useEffect(() => {
    if (error?.focus) alert.current?.focus();
  }, [error]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const credentials = z.safeParse(SignIn, { email, password });
    if (!credentials.success) {
      setError({ message: credentials.error.issues[0]?.message ?? SIGN_IN_TEXTS.title, focus: true });
      return;
    }
    setBusy(true);
    setError(null);
    signIn(credentials.data).then(signedIn, (failure: unknown) => {
      setBusy(false);
      setError({ message: failure instanceof Error ? failure.message : String(failure), focus: true });
    });
  };

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{APP_TEXTS.appName}</p>
        <h1 className={styles.title}>{SIGN_IN_TEXTS.title}</h1>
        <p className={styles.intro}>{SIGN_IN_TEXTS.intro}</p>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
          {error && <ErrorMessage ref={alert}>{error.message}</ErrorMessage>}
          <TextField label={SIGN_IN_TEXTS.email} name="email" type="email" autoComplete="username" value={email} onChange={setEmail} inputRef={emailField} required />
          <TextField label={SIGN_IN_TEXTS.password} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} required />
          <button type="submit" className={`${buttons.button} ${buttons.primary} ${styles.submit}`} aria-disabled={busy || undefined}>
            {SIGN_IN_TEXTS.submit}
          </button>
          <p className="visually-hidden" role="status">
            {busy ? SIGN_IN_TEXTS.busy : ''}
          </p>
        </form>
      </div>
    </main>
  );
}
