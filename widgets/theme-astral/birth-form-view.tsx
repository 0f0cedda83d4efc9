/**
 * The birth form as drawn: the date (a native date field, 1900 to 2100),
 * the time or « Heure inconnue », the place's combobox, each with its French
 * refusal beside it; for an hour the clocks went back over, the choice of its
 * occurrence, which asks again at once.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BirthDateField, placeTextOf, UnknownTimeField } from '../core/parts/birth-fields';
import { formStyles, TextField } from '../core/parts/form';
import parts from '../core/parts/parts.module.css';
import { PlaceField } from '../core/parts/place-field';
import { BIRTH_TEXTS as B } from '../core/texts/birth';
import type { BirthField, BirthFormErrors, BirthFormValues } from './birth-form';
import { THEME_ASTRAL_TEXTS } from './texts';
import styles from './theme-astral.module.css';

const T = THEME_ASTRAL_TEXTS;

/** What the server refused: a field, the whole request, or a time that existed twice. */
export type ServerRefusal = { kind: 'field'; field: BirthField; message: string } | { kind: 'form'; message: string } | { kind: 'twice'; message: string };

export interface BirthFormViewProps {
  apiBase: string;
  values: BirthFormValues;
  /** The label of the place the shown chart was cast for. */
  chartPlaceLabel: string | undefined;
  errors: BirthFormErrors;
  refusal: ServerRefusal | null;
  loading: boolean;
  edit(field: BirthField | null, change: Partial<BirthFormValues>): void;
  /** Checks the form and asks for its chart; false when a field was refused. */
  submit(): boolean;
  chooseOccurrence(occurrence: '1' | '2'): void;
}

export function BirthFormView({ apiBase, values, chartPlaceLabel, errors, refusal, loading, edit, submit, chooseOccurrence }: BirthFormViewProps) {
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const refusedField = refusal?.kind === 'field' ? refusal.field : null;
  const errorOf = (field: BirthField) => errors[field] ?? (refusedField === field ? refusal!.message : undefined);
  // After a refusal (the form's checks, then the server's), the first refused field takes the focus, and its message is read with it.
  const [refusals, setRefusals] = useState(0);
  const refusalText = refusal?.message;
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) {
      firstRun.current = false;
      return;
    }
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, refusalText]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    if (!submit()) setRefusals((count) => count + 1);
  };

  return (
    <form ref={form} className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate aria-labelledby={titleId} aria-busy={loading} part="form">
      <h2 id={titleId}>{T.formTitle}</h2>
      <div className={styles.fields}>
        <BirthDateField name="date" value={values.date} onValue={(date) => edit('date', { date })} autoComplete="bday" error={errorOf('date')} />
        <div className={styles.timeField}>
          <TextField label={B.time} name="heure" type="time" value={values.time} onValue={(time) => edit('heure', { time })} disabled={values.unknownTime} error={values.unknownTime ? undefined : errorOf('heure')} />
          <UnknownTimeField name="heure-inconnue" checked={values.unknownTime} onChecked={(unknownTime) => edit('heure', { unknownTime })} />
        </div>
        <PlaceField
          apiBase={apiBase}
          text={placeTextOf(values, chartPlaceLabel)}
          onText={(placeText) => edit('lieu', { placeText })}
          onPick={(place) => edit('lieu', { place, placeText: place.label })}
          error={errorOf('lieu')}
          className={styles.placeField}
        />
      </div>
      {refusal?.kind === 'twice' && (
        <fieldset className={styles.occurrence} part="occurrence">
          <legend role="alert">{refusal.message}</legend>
          <div className={parts.buttons}>
            <button type="button" className={parts.button} part="button" onClick={() => chooseOccurrence('1')}>
              {B.twice.first}
            </button>
            <button type="button" className={parts.button} part="button" onClick={() => chooseOccurrence('2')}>
              {B.twice.second}
            </button>
          </div>
        </fieldset>
      )}
      {refusal?.kind === 'form' && (
        <p className={formStyles.alert} role="alert" part="error">
          {refusal.message}
        </p>
      )}
      <button type="submit" className={`${parts.button} ${parts.primary} ${formStyles.submit}`} part="button submit" disabled={loading}>
        {loading && <span className={formStyles.spinner} part="spinner" aria-hidden="true" />}
        {T.submit}
      </button>
    </form>
  );
}
