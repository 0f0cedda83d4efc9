/** « Prévenez-moi »'s form (./notify-me.tsx loads it): the address, the consent, then the French confirmation. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { postJson } from '../api';
import type { Advisor } from '../../../contract/schemas/advisor';
import { PRESENCE_ALERT_PATH, PresenceAlertReceipt, PresenceAlertRequest } from '../../../contract/schemas/presence-alert';
import { adoptStyles } from '../styles';
import { PRESENCE_ALERT_TEXTS as T } from '../texts/presence-alert';
import { useWidget } from '../widget-context';
import { CheckField, FormEnd, formCss, formStyles, honeypotValue, TextField, useSubmission } from './form';
import styles, { css } from './notify-me.module.css';

type Errors = { email?: string; consent?: string };

export function NotifyMeForm({ advisor }: { advisor: Pick<Advisor, 'id' | 'first_name'> }) {
  const { apiBase } = useWidget();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [state, submit] = useSubmission<string>();

  useEffect(() => {
    const root = form.current?.getRootNode();
    // Its styles come with it, into the element's shadow root (or the page).
    if (root instanceof ShadowRoot || root instanceof Document) adoptStyles(root, [formCss, css]);
    (form.current?.elements.namedItem('email') as HTMLElement | null)?.focus();
  }, []);

  if (state.phase === 'done') {
    return (
      <p className={styles.done} role="status" part="notify-done">
        {T.done(state.result)}
      </p>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields hold now: a submit may come before the render of the last keystroke (Preact renders later).
    const fields = event.currentTarget.elements;
    const typed = { email: (fields.namedItem('email') as HTMLInputElement).value, consent: (fields.namedItem('consent') as HTMLInputElement).checked };
    const result = z.safeParse(PresenceAlertRequest, { advisor_id: advisor.id, ...typed, website: honeypotValue(event.currentTarget) });
    const found: Errors & Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    const invalid = (['email', 'consent'] as const).find((field) => found[field]);
    if (invalid) return (form.current?.elements.namedItem(invalid) as HTMLElement | null)?.focus();
    if (result.success) void submit(() => postJson(apiBase, PRESENCE_ALERT_PATH, result.data, PresenceAlertReceipt).then(() => result.data.email));
  };
  const loading = state.phase === 'loading';

  return (
    <form ref={form} className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={loading} part="form notify-form">
      <p className={formStyles.intro}>{T.intro(advisor.first_name)}</p>
      <TextField label={T.email} name="email" type="email" value={email} onValue={setEmail} autoComplete="email" disabled={loading} error={errors.email} />
      <CheckField name="consent" checked={consent} onChecked={setConsent} disabled={loading} error={errors.consent}>
        {T.consent}
      </CheckField>
      <FormEnd state={state} disabled={loading} />
    </form>
  );
}
