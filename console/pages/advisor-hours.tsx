/**
 * An advisor's weekly hours, Paris time (issue 38 point 6), on their own page
 * and on their edit page (admin): for each day none or up to three ranges on
 * the quarter hour, saved together (PUT …/hours). The shared schema checks
 * them first with the server's messages, each naming the day and the range;
 * the server's own refusals land under their fields too. « Revenir aux
 * horaires par défaut » stores none: the profile then shows Monday to Friday,
 * 9 h 00 to 18 h 00. Each end is chosen from a list of the quarter hours,
 * written as the profile writes them (« 9 h 00 », an end up to « 24 h 00 »),
 * whatever the browser's language.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { clockText, dayName, DEFAULT_WEEKLY_HOURS, type WeeklyHours } from '../../contract/domain/weekly-hours';
import { HoursChange, MAX_RANGES_A_DAY, type HoursAnswer } from '../../contract/schemas/weekly-hours';
import { ConsoleError } from '../api/client';
import { getHours, saveHours } from '../api/hours';
import buttons from '../components/button.module.css';
import { SubmitButton } from '../components/submit-button';
import { ErrorMessage, Pending, SuccessMessage } from '../components/feedback';
import { Panel } from '../components/panel';
import { SelectField, formStyles } from '../components/field';
import page from '../components/page.module.css';
import { useQuery } from '../hooks/use-query';
import { HOURS_TEXTS } from '../texts';
import styles from './advisor-hours.module.css';

interface RangeValues {
  key: number;
  from: string;
  to: string;
}
type Week = RangeValues[][];
/** By field: '1.0.to' (Tuesday's first range's end), '4' (Friday as a whole). */
type Errors = Record<string, string>;

let keys = 0;
const valuesOf = (hours: WeeklyHours | null): Week => (hours ?? DEFAULT_WEEKLY_HOURS).map((ranges) => ranges.map(({ from, to }) => ({ key: keys++, from, to })));
const weekOf = (values: Week) => values.map((ranges) => ranges.map(({ from, to }) => ({ from, to })));

/** 'HH:MM' of a count of minutes. */
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const minutesOf = (time: string) => +time.slice(0, 2) * 60 + +time.slice(3);
/** The quarter hours a range starts at (0 h 00 to 23 h 45) and ends at (0 h 15 to 24 h 00), as [value, label]. */
const quarters = (first: number) => Array.from({ length: 96 }, (_, quarter) => timeOf((quarter + first) * 15)).map((time) => [time, clockText(time)] as const);
const STARTS = quarters(0);
const ENDS = quarters(1);
const fieldKey = (day: number, index: number, field: 'from' | 'to') => `${day}.${index}.${field}`;
/** A path of the schema's or the server's ('weekly_hours.1.0.to') as a field's key; '' for the week as a whole. */
const keyOf = (path: string) => path.replace(/^weekly_hours\.?/, '');

export function HoursPanel({ advisorId }: { advisorId: number }) {
  const hours = useQuery(['hours', advisorId], (signal) => getHours(advisorId, signal));
  return (
    <Panel title={HOURS_TEXTS.title} intro={HOURS_TEXTS.intro}>
      <Pending query={hours} />
      {hours.data && <HoursForm advisorId={advisorId} saved={hours.data} onSaved={hours.replace} />}
    </Panel>
  );
}

function HoursForm({ advisorId, saved, onSaved }: { advisorId: number; saved: HoursAnswer; onSaved(hours: HoursAnswer): void }) {
  const [values, setValues] = useState<Week>(() => valuesOf(saved.weekly_hours));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const ids = useId();

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.target === 'alert' ? alert.current : form.current?.elements.namedItem(focusRequest.target);
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  const change = (next: (current: Week) => Week) => {
    setValues(next);
    setSuccess('');
  };
  const edit = (day: number, index: number, field: 'from' | 'to') => (value: string) =>
    change((current) => current.map((ranges, at) => (at === day ? ranges.map((range, i) => (i === index ? { ...range, [field]: value } : range)) : ranges)));
  const add = (day: number) => {
    const last = values[day]!.at(-1);
    // An hour after the day's last range, as long as the day has room; else from 9 h 00.
    const start = last && minutesOf(last.to) <= 23 * 60 ? minutesOf(last.to) : 9 * 60;
    change((current) => current.map((ranges, at) => (at === day ? [...ranges, { key: keys++, from: timeOf(start), to: timeOf(start + 60) }] : ranges)));
    setFocusRequest({ target: fieldKey(day, values[day]!.length, 'from') });
  };
  const remove = (day: number, index: number) => {
    change((current) => current.map((ranges, at) => (at === day ? ranges.filter((_, i) => i !== index) : ranges)));
    // The errors were keyed by position: the next check says them again.
    setErrors({});
    setFocusRequest({ target: `add-${day}` });
  };

  const fieldOrder = () => values.flatMap((ranges, day) => [String(day), ...ranges.flatMap((_, index) => [fieldKey(day, index, 'from'), fieldKey(day, index, 'to')])]);
  const refuse = (found: Errors, message?: string) => {
    const first = fieldOrder().find((key) => found[key]);
    setErrors(found);
    setFailure(first ? HOURS_TEXTS.fixErrors : (message ?? found[''] ?? HOURS_TEXTS.fixErrors));
    // A day as a whole has no field: its first range's start, or the day's « Ajouter » button.
    setFocusRequest({ target: first === undefined ? 'alert' : first.includes('.') ? first : values[+first]!.length ? fieldKey(+first, 0, 'from') : `add-${first}` });
  };

  const send = (change: HoursChange, done: string) => {
    setBusy(true);
    saveHours(advisorId, change).then(
      (stored) => {
        setBusy(false);
        setValues(valuesOf(stored.weekly_hours));
        onSaved(stored);
        setSuccess(done);
      },
      (error: unknown) => {
        setBusy(false);
        const fields = Object.fromEntries(Object.entries(error instanceof ConsoleError ? error.fields : {}).map(([path, message]) => [keyOf(path), message]));
        if (Object.keys(fields).length) refuse(fields, error instanceof Error ? error.message : undefined);
        else {
          setFailure(error instanceof Error ? error.message : String(error));
          setFocusRequest({ target: 'alert' });
        }
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSuccess('');
    // The ranges of a day in the order of their starts, as the rule wants them.
    const sorted = values.map((ranges) => [...ranges].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0)));
    const checked = z.safeParse(HoursChange, { weekly_hours: weekOf(sorted) });
    setValues(sorted);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[keyOf(issue.path.join('.'))] ??= issue.message;
      refuse(found);
      return;
    }
    setErrors({});
    send(checked.data, HOURS_TEXTS.saved);
  };

  const reset = () => {
    if (busy) return;
    setFailure(null);
    setErrors({});
    send({ weekly_hours: null }, HOURS_TEXTS.resetDone);
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      {saved.weekly_hours === null && <p className={page.muted}>{HOURS_TEXTS.defaultNotice}</p>}
      <div className={styles.week}>
        {values.map((ranges, day) => {
          const name = dayName(day);
          return (
            <fieldset key={day} className={styles.day} aria-describedby={errors[day] ? `${ids}day${day}` : undefined}>
              <legend className={styles.legend}>{name}</legend>
              {ranges.length === 0 && <p className={page.muted}>{HOURS_TEXTS.closed}</p>}
              {ranges.map((range, index) => (
                <fieldset key={range.key} className={styles.range}>
                  <legend className={styles.rangeLegend}>{HOURS_TEXTS.range(index + 1)}</legend>
                  <SelectField label={HOURS_TEXTS.from} name={fieldKey(day, index, 'from')} value={range.from} onChange={edit(day, index, 'from')} error={errors[fieldKey(day, index, 'from')]} options={STARTS} />
                  <SelectField label={HOURS_TEXTS.to} name={fieldKey(day, index, 'to')} value={range.to} onChange={edit(day, index, 'to')} error={errors[fieldKey(day, index, 'to')]} options={ENDS} />
                  <button type="button" className={`${buttons.button} ${buttons.small} ${styles.remove}`} aria-label={HOURS_TEXTS.remove(name, index + 1)} onClick={() => remove(day, index)}>
                    {HOURS_TEXTS.removeShort}
                  </button>
                </fieldset>
              ))}
              {errors[day] && (
                <p className={formStyles.error} id={`${ids}day${day}`}>
                  {errors[day]}
                </p>
              )}
              <div className={buttons.row}>
                <button type="button" name={`add-${day}`} className={`${buttons.button} ${buttons.small}`} onClick={() => add(day)} disabled={ranges.length >= MAX_RANGES_A_DAY}>
                  {HOURS_TEXTS.add(name)}
                </button>
              </div>
            </fieldset>
          );
        })}
      </div>
      {failure && <ErrorMessage ref={alert}>{failure}</ErrorMessage>}
      <SuccessMessage>{success}</SuccessMessage>
      <div className={formStyles.actions}>
        <SubmitButton busy={busy}>{HOURS_TEXTS.save}</SubmitButton>
        {saved.weekly_hours !== null && (
          <button type="button" className={buttons.button} onClick={reset} aria-disabled={busy || undefined}>
            {HOURS_TEXTS.reset}
          </button>
        )}
      </div>
    </form>
  );
}
