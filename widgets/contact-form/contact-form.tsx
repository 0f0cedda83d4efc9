import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postJson } from '../core/api';
import { failureText, formStyles, Honeypot, Spinner, TextField, honeypotValue, useSingleFlight } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { ContactReceipt } from '../core/schemas/contact';
import { FORM_TEXTS } from '../core/texts/forms';
import { useWidget } from '../core/widget-context';
import styles from './contact-form.module.css';
import { contactErrors, EMPTY_CONTACT, firstInvalidField, type ContactErrors, type ContactField, type ContactValues } from './validation';

export const CONTACT_PATH = '/api/contact';

/** SPEC.md section 9: one toast visible at a time, closed after 5 s. */
export const TOAST_DURATION_MS = 5_000;

const T = FORM_TEXTS.contact;

/** The contact form: validated on submit, then on every change; a toast confirms the stored message. */
export function ContactFormView() {
  const { apiBase } = useWidget();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  // Until the first submit the visitor types undisturbed; after it, every change revalidates.
  const [validated, setValidated] = useState(false);
  const errors: ContactErrors = validated ? contactErrors(values) : {};
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // 0: no toast; each success shows a new one (replacing the last) and restarts its timer.
  const [toast, setToast] = useState(0);
  const singleFlight = useSingleFlight();
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

  const change = (field: ContactField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

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
    void singleFlight(async () => {
      setSubmitting(true);
      setFailure(null);
      try {
        await postJson(apiBase, CONTACT_PATH, body, ContactReceipt);
        setValues(EMPTY_CONTACT);
        setValidated(false);
        setToast((count) => count + 1);
      } catch (error) {
        setFailure(failureText(error));
      } finally {
        setSubmitting(false);
      }
    });
  };

  return (
    <div className={styles.panel}>
      <form ref={formRef} className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={submitting} part="form">
        <TextField label={T.name} name="name" value={values.name} onValue={change('name')} autoComplete="name" error={errors.name} />
        <TextField label={T.email} name="email" type="email" value={values.email} onValue={change('email')} autoComplete="email" error={errors.email} />
        <TextField label={T.phone} name="phone" type="tel" value={values.phone} onValue={change('phone')} autoComplete="tel" error={errors.phone} />
        <div className={styles.wide}>
          <TextField label={T.message} name="message" rows={5} value={values.message} onValue={change('message')} error={errors.message} />
        </div>
        <Honeypot />
        {failure && (
          <p className={`${formStyles.alert} ${styles.wide}`} role="alert" part="error">
            {failure}
          </p>
        )}
        <button type="submit" className={`${parts.button} ${parts.primary} ${formStyles.submit} ${styles.wide}`} part="button submit" disabled={submitting}>
          {submitting && <Spinner />}
          {FORM_TEXTS.send}
        </button>
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
