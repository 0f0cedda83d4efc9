/**
 * « Agence » (admins): the agency's identity as the legal pages, the footer,
 * the e-mails and the JSON-LD print it, and the spending threshold. Each
 * value still at the sample of a fresh install says so under its field, and
 * a banner lists them. Checked with the server's own rules first (the shared
 * schema), then saved: the server's errors land under their fields, what was
 * typed stays.
 */
import { useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { AGENCY_SETTING_KEYS, AGENCY_SETTING_LABELS, AgencySettingsInput, type AgencySettingKey, type AgencySettingsAnswer } from '../../contract/schemas/agency';
import { loadAgencySettings, saveAgencySettings } from '../api/agency';
import { ConsoleError } from '../api/client';
import buttons from '../components/button.module.css';
import { ErrorMessage, Loading, SuccessMessage } from '../components/feedback';
import { TextField, formStyles } from '../components/field';
import page from '../components/page.module.css';
import { useQuery } from '../hooks/use-query';
import { AGENCY_TEXTS } from '../texts';
import { centsOf, euros } from './advisor-offers-values';
import styles from './agency.module.css';

type Values = Record<AgencySettingKey, string>;
type Errors = Partial<Record<AgencySettingKey, string>>;

/** The form's sections, in order, and the settings in each. */
const SECTIONS: readonly { title: string; keys: readonly AgencySettingKey[] }[] = [
  { title: AGENCY_TEXTS.sections.identity, keys: ['site_name', 'company', 'licence', 'address', 'city', 'country'] },
  { title: AGENCY_TEXTS.sections.service, keys: ['phone', 'email'] },
  { title: AGENCY_TEXTS.sections.host, keys: ['host_name', 'host_address', 'host_phone'] },
  { title: AGENCY_TEXTS.sections.mediator, keys: ['mediator_name', 'mediator_address', 'mediator_website'] },
  { title: AGENCY_TEXTS.sections.spending, keys: ['spending_threshold_cents'] },
];

const INPUT_TYPES: Partial<Record<AgencySettingKey, 'email' | 'tel' | 'url'>> = { email: 'email', phone: 'tel', host_phone: 'tel', mediator_website: 'url' };
/** Long values get the whole row (a short one, a telephone or a city, shares it). */
const WIDE: ReadonlySet<AgencySettingKey> = new Set(['company', 'licence', 'address', 'host_name', 'host_address', 'mediator_name', 'mediator_address', 'mediator_website']);

/** The answer's values as the form shows them (the threshold in euros, as an admin types it). */
const valuesOf = (answer: AgencySettingsAnswer['values']): Values => ({ ...answer, spending_threshold_cents: euros(answer.spending_threshold_cents) });

/** The settings to send, or each field's first error. */
function check(values: Values): { ok: true; input: AgencySettingsInput } | { ok: false; errors: Errors } {
  const cents = centsOf(values.spending_threshold_cents);
  const parsed = z.safeParse(AgencySettingsInput, { ...values, spending_threshold_cents: cents ?? Number.NaN });
  const errors: Errors = {};
  if (cents === null) errors.spending_threshold_cents = AGENCY_TEXTS.thresholdInvalid;
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path[0] as AgencySettingKey;
    errors[key] ??= issue.message;
  }
  return parsed.success && cents !== null ? { ok: true, input: parsed.data } : { ok: false, errors };
}

export function AgencyPage() {
  const settings = useQuery(['agency'], (signal) => loadAgencySettings(signal));
  return (
    <>
      <h1 className={page.title}>{AGENCY_TEXTS.title}</h1>
      <p className={page.intro}>{AGENCY_TEXTS.intro}</p>
      {settings.phase === 'failed' && <ErrorMessage onRetry={settings.reload}>{settings.message}</ErrorMessage>}
      {!settings.data && settings.phase === 'loading' && <Loading />}
      {settings.data && <AgencyForm answer={settings.data} onSaved={settings.replace} />}
    </>
  );
}

function AgencyForm({ answer, onSaved }: { answer: AgencySettingsAnswer; onSaved(answer: AgencySettingsAnswer): void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(answer.values));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const samples = new Set(answer.samples);
  const set = (key: AgencySettingKey) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const focusFirst = (found: Errors) => {
      const first = AGENCY_SETTING_KEYS.find((key) => found[key]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
    };
    setFailure(null);
    setDone('');
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    saveAgencySettings(checked.input).then(
      (saved) => {
        setBusy(false);
        setValues(valuesOf(saved.values));
        setDone(AGENCY_TEXTS.saved(saved.changed.length));
        onSaved({ values: saved.values, samples: saved.samples });
      },
      (error: unknown) => {
        setBusy(false);
        const fields = error instanceof ConsoleError ? (error.fields as Errors) : {};
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(error instanceof Error ? error.message : String(error));
        else focusFirst(fields);
      },
    );
  };

  return (
    <>
      <p className={page.notice}>{answer.samples.length > 0 ? AGENCY_TEXTS.samplesLeft(answer.samples.map((key) => AGENCY_SETTING_LABELS[key])) : AGENCY_TEXTS.noSamples}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        {SECTIONS.map((section) => (
          <fieldset key={section.title} className={`${page.panel} ${styles.section}`}>
            <legend className={styles.legend}>{section.title}</legend>
            <div className={formStyles.grid}>
              {section.keys.map((key) => (
                <TextField
                  key={key}
                  name={key}
                  label={AGENCY_SETTING_LABELS[key]}
                  type={INPUT_TYPES[key]}
                  inputMode={key === 'spending_threshold_cents' ? 'decimal' : undefined}
                  maxLength={key === 'country' ? 2 : undefined}
                  wide={WIDE.has(key)}
                  value={values[key]}
                  onChange={set(key)}
                  error={errors[key]}
                  hint={
                    key === 'spending_threshold_cents' || samples.has(key) ? (
                      <>
                        {samples.has(key) && <span className={page.badge}>{AGENCY_TEXTS.sample}</span>} {key === 'spending_threshold_cents' && AGENCY_TEXTS.thresholdHint}
                      </>
                    ) : undefined
                  }
                />
              ))}
            </div>
          </fieldset>
        ))}
        {failure && <ErrorMessage>{failure}</ErrorMessage>}
        {Object.keys(errors).length > 0 && <p className={formStyles.error}>{AGENCY_TEXTS.fix}</p>}
        <SuccessMessage>{done}</SuccessMessage>
        <div className={formStyles.actions}>
          <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined}>
            {busy ? AGENCY_TEXTS.saving : AGENCY_TEXTS.save}
          </button>
        </div>
      </form>
    </>
  );
}
