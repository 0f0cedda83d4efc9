/** The signed-in user's own account (any role): its e-mail and role, and a change of password. */
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { newPassword, PASSWORD_MIN_LENGTH } from '../../contract/schemas/console/password-policy';
import { ConsoleError } from '../api/client';
import { changePassword } from '../api/session';
import buttons from '../components/button.module.css';
import { ErrorMessage, SuccessMessage } from '../components/feedback';
import { TextField, formStyles } from '../components/field';
import page from '../components/page.module.css';
import { useUser } from '../session/session-context';
import { ACCOUNT_TEXTS, colon, ROLE_LABELS } from '../texts';

type Field = 'current_password' | 'new_password' | 'confirmation';

export function MyAccountPage() {
  const user = useUser();
  const [values, setValues] = useState<Record<Field, string>>({ current_password: '', new_password: '', confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (name: Field) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const found: Partial<Record<Field, string>> = {};
    const checked = z.safeParse(newPassword, values.new_password);
    if (!checked.success) found.new_password = checked.error.issues[0]?.message;
    else if (values.confirmation !== values.new_password) found.confirmation = ACCOUNT_TEXTS.mismatch;
    setErrors(found);
    setFailure(null);
    setDone('');
    const first = (['current_password', 'new_password', 'confirmation'] as const).find((name) => found[name]);
    if (first) {
      (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    changePassword(values.current_password, values.new_password).then(
      () => {
        setBusy(false);
        setValues({ current_password: '', new_password: '', confirmation: '' });
        setDone(ACCOUNT_TEXTS.passwordChanged);
      },
      (error: unknown) => {
        setBusy(false);
        const fields = error instanceof ConsoleError ? (error.fields as Partial<Record<Field, string>>) : {};
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <>
      <h1 className={page.title}>{ACCOUNT_TEXTS.myTitle}</h1>
      <p className={page.intro}>
        {colon(ACCOUNT_TEXTS.email)} {user.email} · {colon(ACCOUNT_TEXTS.role)} {ROLE_LABELS[user.role]}
      </p>
      <form className={`${page.panel} ${page.narrow}`} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <h2 className={page.subtitle}>{ACCOUNT_TEXTS.changePassword}</h2>
        {/* For password managers: whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        <TextField label={ACCOUNT_TEXTS.currentPassword} name="current_password" type="password" autoComplete="current-password" value={values.current_password} onChange={set('current_password')} error={errors.current_password} />
        <TextField
          label={ACCOUNT_TEXTS.newPassword}
          name="new_password"
          type="password"
          autoComplete="new-password"
          value={values.new_password}
          onChange={set('new_password')}
          error={errors.new_password}
          hint={ACCOUNT_TEXTS.newPasswordHint(PASSWORD_MIN_LENGTH)}
        />
        <TextField label={ACCOUNT_TEXTS.confirmPassword} name="confirmation" type="password" autoComplete="new-password" value={values.confirmation} onChange={set('confirmation')} error={errors.confirmation} />
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        <SuccessMessage>{done}</SuccessMessage>
        <div className={formStyles.actions}>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined}>
            {ACCOUNT_TEXTS.changeSubmit}
          </button>
        </div>
      </form>
    </>
  );
}
