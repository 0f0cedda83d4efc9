/**
 * What the widgets' forms share: labelled fields with their error linked by
 * aria-describedby, the honeypot, the submit spinner, the one-at-a-time
 * submission and its state, and the text shown for a failed call.
 */
import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import { ApiCallError } from '../api';
import { TEXTS } from '../texts/common';
import theme from '../theme.module.css';
import { FORM_TEXTS } from '../texts/forms';
import styles from './form.module.css';
import parts from './parts.module.css';

export { css as formCss } from './form.module.css';

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onValue(value: string): void;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'date' | 'time';
  /** The first and last values a date or time field offers. */
  min?: string;
  max?: string;
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  /** The field's error, shown under it and announced with it. */
  error?: string | null | undefined;
}

export function TextField({ label, name, value, onValue, rows, type = 'text', min, max, placeholder, autoComplete, disabled, error }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    placeholder,
    autoComplete,
    disabled,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<Control>) => onValue(event.currentTarget.value),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {rows ? <textarea {...common} rows={rows} part="input" /> : <input {...common} type={type} min={min} max={max} part="input" />}
      {error && (
        <p className={styles.fieldError} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface CheckFieldProps {
  name: string;
  checked: boolean;
  onChecked(value: boolean): void;
  disabled?: boolean;
  /** The field's error, shown under it and announced with it. */
  error?: string | null | undefined;
  /** The label, beside the box. */
  children: ReactNode;
  /** Shown between the box and its error (a link to what is accepted). */
  after?: ReactNode;
}

/** A checkbox whose label is beside it, with its error linked by aria-describedby. */
export function CheckField({ name, checked, onChecked, disabled, error, children, after }: CheckFieldProps) {
  const errorId = `${useId()}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChecked(event.currentTarget.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          part="checkbox"
        />
        {children}
      </label>
      {after}
      {error && (
        <p className={styles.fieldError} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot's value in a submitted form (the hidden `website` field that bots fill in). */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem('website');
  return field instanceof HTMLInputElement ? field.value : '';
}

/** What a failed call shows: the server's French message when it sent one (never a field's API name), else the generic text. */
export function failureText(error: unknown): string {
  return error instanceof ApiCallError && error.serverMessage ? error.serverMessage : TEXTS.errors.generic;
}

/** A form's last submission: none yet, in flight, failed (with the text to show), or done. */
export type Submission<R> = { phase: 'idle' | 'loading' } | { phase: 'error'; message: string } | { phase: 'done'; result: R };

/**
 * Runs one submission at a time: a second submit while the first is in flight
 * (a double click, Enter pressed twice) is ignored, before any re-render.
 */
export function useSubmission<R>() {
  const busy = useRef(false);
  const [state, setState] = useState<Submission<R>>({ phase: 'idle' });
  const submit = async (task: () => Promise<R>) => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'loading' });
    try {
      setState({ phase: 'done', result: await task() });
    } catch (error) {
      setState({ phase: 'error', message: failureText(error) });
    } finally {
      busy.current = false;
    }
  };
  return [state, submit, setState] as const;
}

/**
 * The end of every form: the honeypot (a field people never see nor reach and
 * bots fill in), the error above the button, and the button with its spinner.
 */
export function FormEnd({ state, disabled, className }: { state: Submission<unknown>; disabled: boolean; className?: string }) {
  const more = className ? ` ${className}` : '';
  return (
    <>
      <input type="text" name="website" className={theme.visuallyHidden} tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />
      {state.phase === 'error' && state.message && (
        <p className={styles.alert + more} role="alert" part="error">
          {state.message}
        </p>
      )}
      <button type="submit" className={`${parts.button} ${parts.primary} ${styles.submit}${more}`} part="button submit" disabled={disabled}>
        {state.phase === 'loading' && <span className={styles.spinner} part="spinner" aria-hidden="true" />}
        {FORM_TEXTS.send}
      </button>
    </>
  );
}

export { styles as formStyles };

/** What both question forms send (free question, oracle): the first name and the question, trimmed. */
export interface Asked {
  prenom: string;
  question: string;
}

/**
 * The two question forms' fields and submission. With a blank first name or
 * question after trimming, submit does nothing (SPEC.md section 5); else
 * `send` posts them with the honeypot's value and its result ends the submission.
 */
export function useQuestionForm<R>(send: (asked: Asked, website: string) => Promise<R>) {
  const [prenom, setPrenom] = useState('');
  const [question, setQuestion] = useState('');
  const [state, submit, setState] = useSubmission<R>();
  const loading = state.phase === 'loading';
  const blank = !prenom.trim() || !question.trim();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || loading) return;
    const asked = { prenom: prenom.trim(), question: question.trim() };
    const website = honeypotValue(event.currentTarget);
    void submit(() => send(asked, website));
  };
  return { prenom, setPrenom, question, setQuestion, state, setState, loading, blank, onSubmit };
}

/** The question form of the free question and the oracle: first name, question, then the form's end. */
export function QuestionForm({
  form,
  questionRows,
  disableWhenBlank,
  className,
  formRef,
  children,
}: {
  form: Omit<ReturnType<typeof useQuestionForm>, 'setState'>;
  questionRows: number;
  /** The button stays disabled while a field is blank (else a blank submit just does nothing). */
  disableWhenBlank?: boolean;
  /** Added to the form's class. */
  className?: string;
  formRef?: Ref<HTMLFormElement>;
  children?: ReactNode;
}) {
  const { loading } = form;
  return (
    <form ref={formRef} className={className ? `${styles.form} ${className}` : styles.form} onSubmit={form.onSubmit} noValidate aria-busy={loading} part="form">
      <TextField
        label={FORM_TEXTS.firstName}
        name="prenom"
        value={form.prenom}
        onValue={form.setPrenom}
        placeholder={FORM_TEXTS.firstNamePlaceholder}
        autoComplete="given-name"
        disabled={loading}
      />
      <TextField
        label={FORM_TEXTS.question}
        name="question"
        rows={questionRows}
        value={form.question}
        onValue={form.setQuestion}
        placeholder={FORM_TEXTS.questionPlaceholder}
        disabled={loading}
      />
      <FormEnd state={form.state} disabled={loading || (!!disableWhenBlank && form.blank)} />
      {children}
    </form>
  );
}
