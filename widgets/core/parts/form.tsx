/**
 * What the widgets' forms share: labelled fields with their error linked by
 * aria-describedby, the honeypot, the submit spinner, the one-at-a-time
 * submission guard and the text shown for a failed call.
 */
import { useCallback, useId, useRef, type ChangeEvent } from 'react';
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
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  autoComplete?: string;
  disabled?: boolean;
  /** The field's error, shown under it and announced with it. */
  error?: string | null | undefined;
}

export function TextField({ label, name, value, onValue, rows, type = 'text', placeholder, autoComplete, disabled, error }: TextFieldProps) {
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
      {rows ? <textarea {...common} rows={rows} part="input" /> : <input {...common} type={type} part="input" />}
      {error && (
        <p className={styles.fieldError} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Hidden field that people never see nor reach and bots fill in; its value is sent as `website`. */
export function Honeypot() {
  return <input type="text" name="website" className={theme.visuallyHidden} tabIndex={-1} autoComplete="off" aria-hidden="true" defaultValue="" />;
}

/** The honeypot's value in a submitted form. */
export function honeypotValue(form: HTMLFormElement): string {
  const field = form.elements.namedItem('website');
  return field instanceof HTMLInputElement ? field.value : '';
}

export function Spinner() {
  return <span className={styles.spinner} part="spinner" aria-hidden="true" />;
}

/**
 * Runs one submission at a time: a second submit while the first is in flight
 * (a double click, Enter pressed twice) is ignored, before any re-render.
 */
export function useSingleFlight(): (task: () => Promise<void>) => Promise<void> {
  const busy = useRef(false);
  return useCallback(async (task) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await task();
    } finally {
      busy.current = false;
    }
  }, []);
}

/**
 * What a failed call shows: the server's French message when it sent one, else
 * the generic text. A validation message names the API field first
 * ('phrase : La question…'): that key means nothing to a visitor and is left out.
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiCallError) || !error.serverMessage) return TEXTS.errors.generic;
  return error.status === 400 ? error.serverMessage.replace(/^[\w./]+ : /, '') : error.serverMessage;
}

export { styles as formStyles };

/**
 * The two fields both question forms ask for (free question, oracle), then
 * the honeypot, the error above the button, and the button with its spinner.
 */
export function QuestionFormBody({
  prenom,
  onPrenom,
  question,
  onQuestion,
  questionRows,
  loading,
  submitDisabled,
  error,
}: {
  prenom: string;
  onPrenom: (value: string) => void;
  question: string;
  onQuestion: (value: string) => void;
  questionRows: number;
  loading: boolean;
  submitDisabled: boolean;
  /** Shown above the button when the last submission failed. */
  error: string | null;
}) {
  return (
    <>
      <TextField
        label={FORM_TEXTS.firstName}
        name="prenom"
        value={prenom}
        onValue={onPrenom}
        placeholder={FORM_TEXTS.firstNamePlaceholder}
        autoComplete="given-name"
        disabled={loading}
      />
      <TextField
        label={FORM_TEXTS.question}
        name="question"
        rows={questionRows}
        value={question}
        onValue={onQuestion}
        placeholder={FORM_TEXTS.questionPlaceholder}
        disabled={loading}
      />
      <Honeypot />
      {error && (
        <p className={styles.alert} role="alert" part="error">
          {error}
        </p>
      )}
      <button type="submit" className={`${parts.button} ${parts.primary} ${styles.submit}`} part="button submit" disabled={submitDisabled}>
        {loading && <Spinner />}
        {FORM_TEXTS.send}
      </button>
    </>
  );
}
