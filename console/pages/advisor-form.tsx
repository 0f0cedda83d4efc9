/**
 * The advisor's fields (SPEC.md section 3) beside their live preview. The
 * shared schema checks them first (the server's messages, at once); the
 * server's own refusals land under their fields too. Nothing typed is lost
 * on an error: the values stay in the form until a save succeeds, which puts
 * back what the server kept.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADVISOR_TYPES, SPECIALTIES } from '../../contract/schemas/advisor';
import type { AdvisorFields, ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { updateAdvisor } from '../api/advisors';
import { ConsoleError } from '../api/client';
import buttons from '../components/button.module.css';
import { SubmitButton } from '../components/submit-button';
import { ErrorMessage, SuccessMessage } from '../components/feedback';
import { SelectField, TextField, formStyles } from '../components/field';
import page from '../components/page.module.css';
import { ADVISOR_TEXTS, APP_TEXTS } from '../texts';
import { AdvisorPreview } from './advisor-preview';
import { checkValues, draftOf, EMPTY_VALUES, FIELD_NAMES, patchOf, valuesOf, type FieldErrors, type FieldName, type FormValues } from './advisor-form-values';
import styles from './advisor-form.module.css';

const DIAMOND = '◆ ';
const TYPE_OPTIONS = ADVISOR_TYPES.map((type) => [type, type] as const);

/**
 * Saves an edit of a saved advisor: only the fields the form changed (the
 * audit log names them; another operator's change to the others meanwhile
 * stays); nothing changed, nothing sent.
 */
export const saveChanges = (advisor: ConsoleAdvisor) => (fields: Partial<AdvisorFields>) => {
  const patch = patchOf(fields, advisor);
  return Object.keys(patch).length === 0 ? Promise.resolve(advisor) : updateAdvisor(advisor.id, patch);
};

interface AdvisorFormProps {
  saved: ConsoleAdvisor | null;
  /** The fields this user may change (an advisor: its title and description). */
  editable: readonly FieldName[];
  submitLabel: string;
  /** Sends the checked fields; answers the advisor as saved. */
  save(fields: Partial<AdvisorFields>): Promise<ConsoleAdvisor>;
  onSaved?(advisor: ConsoleAdvisor): void;
  /** Shown in the success region after a save (none: the page navigates away). */
  savedMessage?: string;
  legend?: string;
}

export function AdvisorForm({ saved, editable, submitLabel, save, onSaved, savedMessage = APP_TEXTS.saved, legend = ADVISOR_TEXTS.fieldsLegend }: AdvisorFormProps) {
  const [values, setValues] = useState<FormValues>(() => (saved ? valuesOf(saved) : EMPTY_VALUES));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: FieldName | 'alert' } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const description = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.target === 'alert' ? alert.current : form.current?.elements.namedItem(focusRequest.target);
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  const can = (name: FieldName) => editable.includes(name);
  const set = (name: FieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSuccess('');
  };
  const field = (name: FieldName) => ({ name, value: values[name], onChange: set(name), error: errors[name] });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSuccess('');
    const checked = checkValues(values, editable);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFocusRequest({ target: FIELD_NAMES.find((name) => checked.errors[name])! });
      return;
    }
    setErrors({});
    setBusy(true);
    save(checked.fields).then(
      (advisor) => {
        setBusy(false);
        setValues(valuesOf(advisor));
        onSaved?.(advisor);
        setSuccess(savedMessage);
      },
      (error: unknown) => {
        setBusy(false);
        const fields = error instanceof ConsoleError ? (error.fields as FieldErrors) : {};
        const first = FIELD_NAMES.find((name) => fields[name]);
        setErrors(fields);
        setFailure(first ? ADVISOR_TEXTS.fixErrors : error instanceof Error ? error.message : String(error));
        setFocusRequest({ target: first ?? 'alert' });
      },
    );
  };

  /** Starts a new chip line at the end of the description, and puts the caret after the marker. */
  const insertDiamond = () => {
    const text = values.description;
    const next = `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${DIAMOND}`;
    set('description')(next);
    requestAnimationFrame(() => {
      const area = description.current;
      if (!area) return;
      area.focus();
      area.setSelectionRange(next.length, next.length);
    });
  };

  return (
    <div className={styles.layout}>
      <form ref={form} className={`${page.panel} ${styles.form}`} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          <div className={formStyles.grid}>
            {can('first_name') && <TextField label={ADVISOR_TEXTS.firstName} {...field('first_name')} required autoComplete="off" maxLength={60} />}
            {can('type') && <SelectField label={ADVISOR_TEXTS.type} {...field('type')} options={TYPE_OPTIONS} />}
            {can('title') && <TextField label={ADVISOR_TEXTS.title} {...field('title')} wide={!can('type')} autoComplete="off" />}
            {can('specialty') && <TextField label={ADVISOR_TEXTS.specialty} {...field('specialty')} list="console-specialties" autoComplete="off" />}
            {can('description') && (
              <>
                <TextField label={ADVISOR_TEXTS.description} {...field('description')} multiline wide hint={ADVISOR_TEXTS.descriptionHint} inputRef={description} />
                <div className={`${formStyles.wide} ${styles.descriptionTools}`}>
                  <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={insertDiamond}>
                    {ADVISOR_TEXTS.insertDiamond}
                  </button>
                </div>
              </>
            )}
            {can('messenger') && <TextField label={ADVISOR_TEXTS.messenger} {...field('messenger')} type="url" inputMode="url" autoComplete="off" />}
            {can('whatsapp') && <TextField label={ADVISOR_TEXTS.whatsapp} {...field('whatsapp')} autoComplete="off" />}
            {can('phone') && <TextField label={ADVISOR_TEXTS.phone} {...field('phone')} type="tel" autoComplete="off" />}
          </div>
          <p className={formStyles.hint} data-rating-note>
            {ADVISOR_TEXTS.ratingComputed(saved)}
          </p>
          <datalist id="console-specialties">
            {SPECIALTIES.map((specialty) => (
              <option key={specialty} value={specialty} />
            ))}
          </datalist>
        </fieldset>
        {failure && <ErrorMessage ref={alert}>{failure}</ErrorMessage>}
        <SuccessMessage>{success}</SuccessMessage>
        <div className={formStyles.actions}>
          <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        </div>
      </form>
      <div className={styles.aside}>
        <AdvisorPreview advisor={draftOf(values, saved, ADVISOR_TEXTS.draftName)} />
      </div>
    </div>
  );
}
