import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { ApiCallError } from '../core/api';
import { formStyles, TextField, useSubmission } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { useSiteHref } from '../core/parts/widget-link';
import type { Advisor } from '../core/schemas/advisor';
import { ChatStart, type ChatStarted } from '../core/schemas/chat';
import { useWidget } from '../core/widget-context';
import { startChat } from './chat-api';
import styles from './chat.module.css';
import { CHAT_TEXTS as T } from './texts';

type Field = 'prenom' | 'accepte_conditions';
type Errors = Partial<Record<Field, string>>;

/** The shared schema's first message for each field in error (the server checks the same). */
function startErrors(values: ChatStart): Errors {
  const result = z.safeParse(ChatStart, values);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface ChatIntroProps {
  advisor: Advisor;
  prenom: string;
  setPrenom(value: string): void;
  onStarted(started: ChatStarted): void;
  /** The server found the advisor not available (409). */
  onRefused(): void;
}

/** The start form: first name, the terms and age accepted, then the conversation opens. */
export function ChatIntro({ advisor, prenom, setPrenom, onStarted, onRefused }: ChatIntroProps) {
  const { apiBase } = useWidget();
  const termsHref = useSiteHref('/conditions-generales');
  const ids = useId();
  const form = useRef<HTMLFormElement>(null);
  const [accepted, setAccepted] = useState(false);
  // Until the first submit the visitor types undisturbed; after it, every change revalidates.
  const [validated, setValidated] = useState(false);
  const [focus, setFocus] = useState<{ field: Field } | null>(null);
  const [submission, submit] = useSubmission<void>();
  const loading = submission.phase === 'loading';
  // The page the chat was opened from, for the advisor; never its query, which may hold anything.
  const page = typeof location === 'undefined' ? undefined : (location.origin + location.pathname).slice(0, 500);
  const values: ChatStart = { advisor_id: advisor.id, prenom, accepte_conditions: accepted as true, page };
  const errors = validated ? startErrors(values) : {};

  useEffect(() => {
    if (focus) (form.current?.elements.namedItem(focus.field) as HTMLElement | null)?.focus();
  }, [focus]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setValidated(true);
    const found = startErrors(values);
    const invalid = (['prenom', 'accepte_conditions'] as const).find((field) => found[field]);
    if (invalid) return setFocus({ field: invalid });
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
      <div className={formStyles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="accepte_conditions"
            checked={accepted}
            disabled={loading}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
            aria-invalid={errors.accepte_conditions ? true : undefined}
            aria-describedby={errors.accepte_conditions ? `${ids}terms` : undefined}
            part="checkbox"
          />
          {T.terms}
        </label>
        {/* A new tab: the form keeps what was typed. */}
        <a className={styles.small} href={termsHref} target="_blank" rel="noopener">
          {T.termsLink}
        </a>
        {errors.accepte_conditions && (
          <p className={formStyles.fieldError} id={`${ids}terms`}>
            {errors.accepte_conditions}
          </p>
        )}
      </div>
      {submission.phase === 'error' && (
        <p className={formStyles.alert} role="alert" part="error">
          {submission.message}
        </p>
      )}
      <button type="submit" className={`${parts.button} ${parts.primary} ${formStyles.submit}`} part="button submit" disabled={loading}>
        {loading && <span className={formStyles.spinner} aria-hidden="true" />}
        {T.start}
      </button>
    </form>
  );
}
