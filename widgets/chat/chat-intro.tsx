import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { ApiCallError } from '../core/api';
import { CheckField, formStyles, TextField, useSubmission, type Submission } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { useSiteHref } from '../core/parts/widget-link';
import type { Advisor } from '../../contract/schemas/advisor';
import { ChatStart, type ChatStarted } from '../../contract/schemas/chat';
import { useWidget } from '../core/widget-context';
import { startChat } from './chat-api';
import styles from './chat.module.css';
import { CHAT_TEXTS as T } from './texts';

/**
 * What the chat's two forms share (this start form and the message form,
 * ./leave-message-form.tsx): the shared schema's first message for each field
 * in error (the server checks the same), shown from the first submit on and
 * then at every change; a submit with errors puts the focus on the first.
 */
export function useCheckedForm<F extends string>(schema: z.ZodMiniType, values: unknown, order: readonly F[]) {
  const form = useRef<HTMLFormElement>(null);
  // Until the first submit the visitor types undisturbed; after it, every change revalidates.
  const [validated, setValidated] = useState(false);
  const [focus, setFocus] = useState<{ field: F } | null>(null);
  useEffect(() => {
    if (focus) (form.current?.elements.namedItem(focus.field) as HTMLElement | null)?.focus();
  }, [focus]);
  const errorsNow = () => {
    const errors: Partial<Record<F, string>> = {};
    for (const issue of z.safeParse(schema, values).error?.issues ?? []) errors[issue.path[0] as F] ??= issue.message;
    return errors;
  };
  /** True when the values may be sent; else the errors show and the first one's field takes the focus. */
  const check = () => {
    setValidated(true);
    const errors = errorsNow();
    const invalid = order.find((field) => errors[field]);
    if (invalid) setFocus({ field: invalid });
    return !invalid;
  };
  const errors: Partial<Record<F, string>> = validated ? errorsNow() : {};
  return { form, errors, check };
}

/** The page the chat was opened from, for the advisor; never its query, which may hold anything. */
export const openedFrom = () => (typeof location === 'undefined' ? undefined : (location.origin + location.pathname).slice(0, 500));

/** The terms and age box, its link (a new tab: the form keeps what was typed) and its error. */
export function TermsField({ accepted, onAccepted, disabled, error }: { accepted: boolean; onAccepted(value: boolean): void; disabled: boolean; error: string | undefined }) {
  const termsHref = useSiteHref('/conditions-generales');
  const link = (
    <a className={styles.small} href={termsHref} target="_blank" rel="noopener">
      {T.termsLink}
    </a>
  );
  return (
    <CheckField name="accepte_conditions" checked={accepted} onChecked={onAccepted} disabled={disabled} error={error} after={link}>
      {T.terms}
    </CheckField>
  );
}

/** The error above a form's button, and the button with its spinner. */
export function SubmitEnd({ submission, label }: { submission: Submission<void>; label: string }) {
  const loading = submission.phase === 'loading';
  return (
    <>
      {submission.phase === 'error' && (
        <p className={formStyles.alert} role="alert" part="error">
          {submission.message}
        </p>
      )}
      <button type="submit" className={`${parts.button} ${parts.primary} ${formStyles.submit}`} part="button submit" disabled={loading}>
        {loading && <span className={formStyles.spinner} aria-hidden="true" />}
        {label}
      </button>
    </>
  );
}

interface ChatIntroProps {
  advisor: Advisor;
  prenom: string;
  setPrenom(value: string): void;
  onStarted(started: ChatStarted): void;
  /** The server found the advisor not available (409). */
  onRefused(): void;
}

const START_FIELDS = ['prenom', 'accepte_conditions'] as const;

/** The start form: first name, the terms and age accepted, then the conversation opens. */
export function ChatIntro({ advisor, prenom, setPrenom, onStarted, onRefused }: ChatIntroProps) {
  const { apiBase } = useWidget();
  const [accepted, setAccepted] = useState(false);
  const [submission, submit] = useSubmission<void>();
  const loading = submission.phase === 'loading';
  const values: ChatStart = { advisor_id: advisor.id, prenom, accepte_conditions: accepted as true, page: openedFrom() };
  const { form, errors, check } = useCheckedForm(ChatStart, values, START_FIELDS);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !check()) return;
    void submit(async () => {
      try {
        onStarted(await startChat(apiBase, { ...values, prenom: prenom.trim() }));
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 409) return onRefused();
        throw error;
      }
    });
  };

  return (
    <form ref={form} className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={loading} part="form">
      <p className={formStyles.intro}>{T.intro}</p>
      <TextField label={T.firstName} name="prenom" value={prenom} onValue={setPrenom} autoComplete="given-name" disabled={loading} error={errors.prenom} />
      <TermsField accepted={accepted} onAccepted={setAccepted} disabled={loading} error={errors.accepte_conditions} />
      <SubmitEnd submission={submission} label={T.start} />
    </form>
  );
}
