/**
 * The self-exclusion request's form (terms, "Prévention des risques de
 * dépendance"): name, e-mail, phone and duration, checked by the schema the
 * server uses, sent to POST /api/self-exclusion; a confirmation replaces it
 * once the request is stored. Built from the widgets' form parts and frame,
 * as a React component of the site (not an embeddable element).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import {
  FormEnd,
  formCss,
  formStyles,
  honeypotValue,
  postJson,
  SELF_EXCLUSION_DURATIONS,
  SelfExclusionReceipt,
  SelfExclusionRequest,
  TextField,
  useSubmission,
  widgetComponent,
  type SelfExclusionDuration,
} from '../../widgets/site-kit';
import styles, { css } from './self-exclusion-form.shadow.module.css';

export const SELF_EXCLUSION_PATH = '/api/self-exclusion';

/** The fields in the order they are shown (focus goes to the first in error). */
const FIELDS = ['name', 'email', 'phone', 'duration'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: '', email: '', phone: '', duration: '' };

/** The shared schema's first message for each field in error; empty when valid. */
function errorsOf(values: Values): Errors {
  const result = z.safeParse(SelfExclusionRequest, values);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

const DURATIONS = Object.entries(SELF_EXCLUSION_DURATIONS) as [SelfExclusionDuration, string][];

function SelfExclusionFormView() {
  const [values, setValues] = useState<Values>(EMPTY);
  // Until the first submit the visitor types undisturbed; after it, every change revalidates.
  const [validated, setValidated] = useState(false);
  const errors = validated ? errorsOf(values) : {};
  const [submission, submit] = useSubmission<{ id: number; duration: SelfExclusionDuration }>();
  const submitting = submission.phase === 'loading';
  const formRef = useRef<HTMLFormElement>(null);
  const [focusTarget, setFocusTarget] = useState<{ field: Field } | null>(null);

  // Once stored, the confirmation replaces the form: it takes the focus (a heading screen readers read) and comes into view below the sticky header.
  const confirmationRef = useRef<HTMLDivElement>(null);
  const done = submission.phase === 'done';
  useEffect(() => {
    const confirmation = confirmationRef.current;
    if (!done || !confirmation) return;
    confirmation.querySelector('h2')?.focus({ preventScroll: true });
    confirmation.scrollIntoView({ block: 'start' });
  }, [done]);

  useEffect(() => {
    const target = focusTarget && formRef.current?.elements.namedItem(focusTarget.field);
    // The durations are a radio group: namedItem gives their list, whose first radio takes the focus.
    const element = target instanceof RadioNodeList ? target[0] : target;
    if (element instanceof HTMLElement) element.focus();
  }, [focusTarget]);

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setValidated(true);
    const found = errorsOf(values);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) {
      setFocusTarget({ field: invalid });
      return;
    }
    const request = z.parse(SelfExclusionRequest, { ...values, website: honeypotValue(event.currentTarget) });
    void submit(async () => {
      const { id } = await postJson('', SELF_EXCLUSION_PATH, request, SelfExclusionReceipt);
      return { id, duration: request.duration };
    });
  };

  const durationErrorId = 'auto-exclusion-duree-erreur';
  return (
    <div className={formStyles.panel}>
      <div role="status" aria-live="polite">
        {submission.phase === 'done' && (
          <div className={styles.confirmation} ref={confirmationRef}>
            <h2 className={styles.confirmationTitle} tabIndex={-1}>
              Demande enregistrée
            </h2>
            <p>
              Durée du blocage demandée{'\u202f'}: {SELF_EXCLUSION_DURATIONS[submission.result.duration].toLowerCase()} (demande n°{'\u00a0'}
              {submission.result.id}).
            </p>
            <p>Notre service client bloque votre accès aux consultations dans les meilleurs délais et vous le confirme par e-mail.</p>
          </div>
        )}
      </div>
      {submission.phase !== 'done' && (
        <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <TextField label="Nom et prénom" name="name" value={values.name} onValue={set('name')} autoComplete="name" disabled={submitting} error={errors.name} />
          <TextField label="Adresse e-mail" name="email" type="email" value={values.email} onValue={set('email')} autoComplete="email" disabled={submitting} error={errors.email} />
          <TextField label="Téléphone" name="phone" type="tel" value={values.phone} onValue={set('phone')} autoComplete="tel" disabled={submitting} error={errors.phone} />
          <fieldset className={styles.durations} aria-describedby={errors.duration ? durationErrorId : undefined} disabled={submitting}>
            <legend className={`${formStyles.label} ${styles.legend}`}>Durée du blocage</legend>
            <div className={styles.choices}>
              {DURATIONS.map(([key, label]) => (
                <label key={key} className={styles.choice}>
                  <input type="radio" name="duration" value={key} checked={values.duration === key} onChange={() => set('duration')(key)} />
                  {label}
                </label>
              ))}
            </div>
            {errors.duration && (
              <p className={formStyles.fieldError} id={durationErrorId}>
                {errors.duration}
              </p>
            )}
          </fieldset>
          <FormEnd state={submission} disabled={submitting} />
        </form>
      )}
    </div>
  );
}

/** The form in the widgets' frame: their theme tokens and form styles, adopted by the document. */
export const SelfExclusionForm = widgetComponent({ element: { tag: 'voy-self-exclusion-form', attributes: {} }, view: SelfExclusionFormView, styles: [formCss, css] });
