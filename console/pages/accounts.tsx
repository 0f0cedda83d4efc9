/**
 * The accounts (admin): who may sign in, with which role; invitations (the
 * temporary password shown once), password resets, disabling and enabling
 * (confirmed first: disabling ends the person's sessions at once).
 */
import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { NewAccount, ROLES, type Account, type Role } from '../../contract/schemas/console/accounts';
import type { ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { inviteAccount, listAccounts, resetPassword, setDisabled } from '../api/accounts';
import { listAdvisors } from '../api/advisors';
import { ConsoleError } from '../api/client';
import { useInvalidate } from '../api/query-client';
import buttons from '../components/button.module.css';
import { Dialog } from '../components/dialog';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import { SelectField, TextField, formStyles } from '../components/field';
import page from '../components/page.module.css';
import { formatDate } from '../format';
import { useQuery } from '../hooks/use-query';
import { useUser } from '../session/session-context';
import { ACCOUNT_TEXTS, ROLE_LABELS } from '../texts';
import styles from './accounts.module.css';
import { TemporaryPasswordDialog } from './temporary-password';

interface Secret {
  email: string;
  password: string;
}

export function AccountsPage() {
  const accounts = useQuery(['accounts'], (signal) => listAccounts(signal));
  const advisors = useQuery(['advisors', { archived: 'all' }], (signal) => listAdvisors({ archived: 'all' }, signal));
  const invalidate = useInvalidate();
  const [secret, setSecret] = useState<Secret | null>(null);
  const [notice, setNotice] = useState('');

  const changed = (message: string) => {
    setNotice(message);
    invalidate('accounts');
  };

  return (
    <>
      <h1 className={page.title}>{ACCOUNT_TEXTS.title}</h1>
      <SuccessMessage>{notice}</SuccessMessage>
      <div className={styles.layout}>
        <section aria-label={ACCOUNT_TEXTS.title}>
          {accounts.phase === 'failed' && <ErrorMessage onRetry={accounts.reload}>{accounts.message}</ErrorMessage>}
          {accounts.phase === 'loading' && !accounts.data && <Loading />}
          {accounts.data && <AccountTable accounts={accounts.data} advisors={advisors.data ?? []} onSecret={setSecret} onChanged={changed} />}
        </section>
        <InviteForm
          advisors={advisors.data ?? []}
          onInvited={(created) => {
            setSecret(created);
            changed(ACCOUNT_TEXTS.invited(created.email));
          }}
        />
      </div>
      {secret && <TemporaryPasswordDialog email={secret.email} password={secret.password} onClose={() => setSecret(null)} />}
    </>
  );
}

function AccountTable({ accounts, advisors, onSecret, onChanged }: { accounts: readonly Account[]; advisors: readonly ConsoleAdvisor[]; onSecret(secret: Secret): void; onChanged(message: string): void }) {
  const me = useUser();
  const advisorName = (id: number | null) => (id === null ? '—' : (advisors.find((advisor) => advisor.id === id)?.first_name ?? `#${id}`));
  if (accounts.length === 0) return <p className={page.muted}>{ACCOUNT_TEXTS.empty}</p>;
  return (
    <div className={page.scroll} tabIndex={0} role="region" aria-label={ACCOUNT_TEXTS.title}>
      <table className={page.table}>
        <thead>
          <tr>
            <th scope="col">{ACCOUNT_TEXTS.email}</th>
            <th scope="col">{ACCOUNT_TEXTS.role}</th>
            <th scope="col">{ACCOUNT_TEXTS.advisor}</th>
            <th scope="col">{ACCOUNT_TEXTS.state}</th>
            <th scope="col">{ACCOUNT_TEXTS.createdAt}</th>
            <th scope="col">{ACCOUNT_TEXTS.actions}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-account-id={account.id}>
              <td>
                {account.email} {account.id === me.id && <span className={page.muted}>{ACCOUNT_TEXTS.you}</span>}
              </td>
              <td>{ROLE_LABELS[account.role]}</td>
              <td>{advisorName(account.advisor_id)}</td>
              <td className={account.disabled ? styles.disabled : undefined}>{account.disabled ? ACCOUNT_TEXTS.disabled : ACCOUNT_TEXTS.active}</td>
              <td>{formatDate(account.created_at)}</td>
              <td>{account.id !== me.id && <AccountActions account={account} onSecret={onSecret} onChanged={onChanged} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Pending = 'reset' | 'toggle' | null;

function AccountActions({ account, onSecret, onChanged }: { account: Account; onSecret(secret: Secret): void; onChanged(message: string): void }) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setPending(null);
    setError(null);
  };
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    action().then(
      () => {
        setBusy(false);
        setPending(null);
      },
      (failure: unknown) => {
        setBusy(false);
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };
  const reset = () =>
    run(async () => {
      const answer = await resetPassword(account.id);
      onSecret({ email: answer.account.email, password: answer.temporary_password });
    });
  const toggle = () =>
    run(async () => {
      await setDisabled(account.id, !account.disabled);
      onChanged(account.disabled ? ACCOUNT_TEXTS.enabledDone(account.email) : ACCOUNT_TEXTS.disabledDone(account.email));
    });

  return (
    <div className={styles.actions}>
      <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => setPending('reset')}>
        {ACCOUNT_TEXTS.reset}
      </button>
      <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => setPending('toggle')}>
        {account.disabled ? ACCOUNT_TEXTS.enable : ACCOUNT_TEXTS.disable}
      </button>
      {pending === 'reset' && (
        <Dialog title={ACCOUNT_TEXTS.resetQuestion(account.email)} confirmLabel={ACCOUNT_TEXTS.resetConfirm} busy={busy} error={error} onConfirm={reset} onClose={close}>
          <p>{ACCOUNT_TEXTS.resetExplained}</p>
        </Dialog>
      )}
      {pending === 'toggle' && (
        <Dialog
          title={account.disabled ? ACCOUNT_TEXTS.enableQuestion(account.email) : ACCOUNT_TEXTS.disableQuestion(account.email)}
          confirmLabel={account.disabled ? ACCOUNT_TEXTS.enable : ACCOUNT_TEXTS.disable}
          danger={!account.disabled}
          busy={busy}
          error={error}
          onConfirm={toggle}
          onClose={close}
        >
          <p>{account.disabled ? ACCOUNT_TEXTS.enableExplained : ACCOUNT_TEXTS.disableExplained}</p>
        </Dialog>
      )}
    </div>
  );
}

type InviteErrors = Partial<Record<'email' | 'role' | 'advisor_id', string>>;
const ROLE_OPTIONS = ROLES.map((role) => [role, ROLE_LABELS[role]] as const);

function InviteForm({ advisors, onInvited }: { advisors: readonly ConsoleAdvisor[]; onInvited(secret: Secret): void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('advisor');
  const [advisorId, setAdvisorId] = useState('');
  const [errors, setErrors] = useState<InviteErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const advisorOptions = [['', ACCOUNT_TEXTS.chooseAdvisor] as const, ...advisors.map((advisor) => [String(advisor.id), advisor.first_name] as const)];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const candidate = { email, role, advisor_id: role === 'advisor' ? (advisorId ? Number(advisorId) : null) : null };
    const parsed = z.safeParse(NewAccount, candidate);
    const found: InviteErrors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof InviteErrors] ??= issue.message;
    if (role === 'advisor' && !advisorId) found.advisor_id = ACCOUNT_TEXTS.chooseAdvisor;
    setErrors(found);
    setFailure(null);
    const first = (['email', 'advisor_id'] as const).find((name) => found[name]);
    if (first || !parsed.success) {
      (form.elements.namedItem(first ?? 'email') as HTMLElement | null)?.focus();
      return;
    }
    setBusy(true);
    inviteAccount(parsed.data).then(
      (answer) => {
        setBusy(false);
        setEmail('');
        setAdvisorId('');
        onInvited({ email: answer.account.email, password: answer.temporary_password });
      },
      (error: unknown) => {
        setBusy(false);
        if (error instanceof ConsoleError && Object.keys(error.fields).length > 0) setErrors(error.fields as InviteErrors);
        else setFailure(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <form className={page.panel} onSubmit={onSubmit} noValidate aria-labelledby={`${id}title`} aria-busy={busy || undefined}>
      <h2 className={page.subtitle} id={`${id}title`}>
        {ACCOUNT_TEXTS.invite}
      </h2>
      <TextField label={ACCOUNT_TEXTS.email} name="email" type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.email} />
      <SelectField label={ACCOUNT_TEXTS.role} name="role" value={role} onChange={(value) => setRole(value as Role)} options={ROLE_OPTIONS} error={errors.role} />
      {role === 'advisor' && <SelectField label={ACCOUNT_TEXTS.advisor} name="advisor_id" value={advisorId} onChange={setAdvisorId} options={advisorOptions} error={errors.advisor_id} />}
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <div className={formStyles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined}>
          {ACCOUNT_TEXTS.inviteSubmit}
        </button>
      </div>
    </form>
  );
}
