import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postJson } from '../core/api';
import { FormEnd, formStyles, TextField, honeypotValue, useSubmission, type TextFieldProps } from '../core/parts/form';
import { ContactReceipt } from '../../contract/schemas/contact';
import { FORM_TEXTS } from '../core/texts/forms';
import { useWidget } from '../core/widget-context';
import styles from './contact-form.module.css';
import { contactErrors, EMPTY_CONTACT, firstInvalidField, type ContactErrors, type ContactField, type ContactValues } from './validation';

export const CONTACT_PATH = '/api/contact';

/** SPEC.md section 9: one toast visible at a time, closed after 5 s. */
export const TOAST_DURATION_MS = 5_000;

const T = FORM_TEXTS.contact;

/** The one-line fields, in their order, and what each adds (the message is a wide text area). */
const LINES = ['name', 'email', 'phone'] as const;
const LINE_PROPS: Record<(typeof LINES)[number], Partial<TextFieldProps>> = {
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** The contact form: validated on submit, then on every change; a toast confirms the stored message. */
export function ContactFormView() {
  const { apiBase } = useWidget();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  // Until the first submit the visitor types undisturbed; after it, every change revalidates.
  const [validated, setValidated] = useState(false);
  const errors: ContactErrors = validated ? contactErrors(values) : {};
  const [submission, submit] = useSubmission<void>();
  const submitting = submission.phase === 'loading';
  // 0: no toast; each success shows a new one (replacing the last) and restarts its timer.
  const [toast, setToast] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Focus moves once the field shows its error, so that it is announced with it;
  // a new object on every failed submit, so that a second one moves it again.
  const [focusTarget, setFocusTarget] = useState<{ field: ContactField } | null>(null);

  useEffect(() => {
    if (focusTarget) (formRef.current?.elements.namedItem(focusTarget.field) as HTMLElement | null)?.focus();
  }, [focusTarget]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(0), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const fieldProps = (field: ContactField) => ({
    label: T[field],
    name: field,
    value: values[field],
    onValue: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    error: errors[field],
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = contactErrors(values);
    setValidated(true);
    const invalid = firstInvalidField(found);
    if (invalid) {
      setFocusTarget({ field: invalid });
      return;
    }
    const phone = values.phone.trim();
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(phone ? { phone } : {}),
      message: values.message.trim(),
      website: honeypotValue(event.currentTarget),
    };
    void submit(async () => {
      await postJson(apiBase, CONTACT_PATH, body, ContactReceipt);
      setValues(EMPTY_CONTACT);
      setValidated(false);
      setToast((count) => count + 1);
    });
  };

  return (
    <div className={formStyles.panel}>
      <form ref={formRef} className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={submitting} part="form">
        {LINES.map((field) => (
          <TextField key={field} {...fieldProps(field)} {...LINE_PROPS[field]} />
        ))}
        <div className={styles.wide}>
          <TextField {...fieldProps('message')} rows={5} />
        </div>
        <FormEnd state={submission} disabled={submitting} className={styles.wide} />
      </form>
      <div role="status" aria-live="polite">
        {toast > 0 && (
          <div key={toast} className={styles.toast} part="toast">
            <div className={styles.toastText}>
              <p className={styles.toastTitle}>{T.successTitle}</p>
              <p>{T.successText}</p>
            </div>
            <button type="button" className={styles.close} aria-label={T.close} onClick={() => setToast(0)} part="button toast-close">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
