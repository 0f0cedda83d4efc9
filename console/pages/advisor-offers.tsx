/**
 * An advisor's paid offers, on its edit page (admin): label, duration, price
 * in euros TTC and the payment provider's link (https only; optional: without
 * one the offer is the price list's, not sent in a chat), added and
 * removed, saved together (PUT, in their order). The shared schema checks
 * them first with the server's messages; the server's own refusals land
 * under their fields too. Nothing typed is lost on an error.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Offer } from '../../contract/schemas/chat';
import { ConsoleError } from '../api/client';
import { getOffers, saveOffers } from '../api/offers';
import buttons from '../components/button.module.css';
import { SubmitButton } from '../components/submit-button';
import { ErrorMessage, Pending, SuccessMessage } from '../components/feedback';
import { Panel } from '../components/panel';
import { TextField, formStyles } from '../components/field';
import page from '../components/page.module.css';
import { useQuery } from '../hooks/use-query';
import { OFFER_TEXTS } from '../texts';
import { checkOffers, emptyOffer, fieldKey, nonLatinHost, OFFER_FIELDS, valuesOf, type OfferErrors, type OfferField, type OfferValues } from './advisor-offers-values';
import styles from './advisor-offers.module.css';

/** OffersInput's own limit. */
const MAX_OFFERS = 10;

export function OffersPanel({ advisorId }: { advisorId: number }) {
  const offers = useQuery(['offers', advisorId], (signal) => getOffers(advisorId, signal));
  return (
    <Panel title={OFFER_TEXTS.title} intro={OFFER_TEXTS.intro}>
      <Pending query={offers} />
      {offers.data && <OffersForm advisorId={advisorId} saved={offers.data} onSaved={offers.replace} />}
    </Panel>
  );
}

function OffersForm({ advisorId, saved, onSaved }: { advisorId: number; saved: readonly Offer[]; onSaved(offers: Offer[]): void }) {
  const [values, setValues] = useState<OfferValues[]>(() => valuesOf(saved));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ target: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const target = focusRequest.target === 'alert' ? alert.current : form.current?.elements.namedItem(focusRequest.target);
    if (target instanceof HTMLElement) target.focus();
  }, [focusRequest]);

  const edit = (index: number, field: OfferField) => (value: string) => {
    setValues((current) => current.map((offer, at) => (at === index ? { ...offer, [field]: value } : offer)));
    setSuccess('');
  };
  const add = () => {
    setValues((current) => [...current, emptyOffer()]);
    setSuccess('');
    setFocusRequest({ target: fieldKey(values.length, 'label') });
  };
  const remove = (index: number) => {
    setValues((current) => current.filter((_, at) => at !== index));
    // The errors were keyed by position: they no longer match the rows, the next check says them again.
    setErrors({});
    setSuccess('');
    setFocusRequest({ target: 'add-offer' });
  };

  const firstError = (found: OfferErrors) => values.flatMap((_, index) => OFFER_FIELDS.map((field) => fieldKey(index, field))).find((key) => found[key]);

  const refuse = (found: OfferErrors, message?: string) => {
    const first = firstError(found);
    setErrors(found);
    setFailure(first ? OFFER_TEXTS.fixErrors : (message ?? OFFER_TEXTS.fixErrors));
    setFocusRequest({ target: first ?? 'alert' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    setSuccess('');
    const checked = checkOffers(values);
    if (!checked.ok) {
      refuse(checked.errors, checked.message);
      return;
    }
    setErrors({});
    setBusy(true);
    saveOffers(advisorId, checked.input).then(
      (stored) => {
        setBusy(false);
        setValues(valuesOf(stored));
        onSaved(stored);
        setSuccess(OFFER_TEXTS.saved);
      },
      (error: unknown) => {
        setBusy(false);
        const fields = error instanceof ConsoleError ? error.fields : {};
        if (firstError(fields)) refuse(fields);
        else {
          setFailure(error instanceof Error ? error.message : String(error));
          setFocusRequest({ target: 'alert' });
        }
      },
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      <p className={page.count}>{OFFER_TEXTS.summary(values.length)}</p>
      {values.length === 0 && <p className={page.muted}>{OFFER_TEXTS.empty}</p>}
      {values.map((offer, index) => (
        <fieldset key={offer.key} className={styles.offer}>
          <legend className={styles.legend}>{OFFER_TEXTS.offer(index + 1)}</legend>
          <div className={formStyles.grid}>
            <TextField label={OFFER_TEXTS.label} name={fieldKey(index, 'label')} value={offer.label} onChange={edit(index, 'label')} error={errors[fieldKey(index, 'label')]} hint={OFFER_TEXTS.labelHint} autoComplete="off" maxLength={80} />
            <TextField label={OFFER_TEXTS.duration} name={fieldKey(index, 'duration_minutes')} value={offer.duration_minutes} onChange={edit(index, 'duration_minutes')} error={errors[fieldKey(index, 'duration_minutes')]} inputMode="numeric" autoComplete="off" />
            <TextField label={OFFER_TEXTS.price} name={fieldKey(index, 'price_cents')} value={offer.price_cents} onChange={edit(index, 'price_cents')} error={errors[fieldKey(index, 'price_cents')]} hint={OFFER_TEXTS.priceHint} inputMode="decimal" autoComplete="off" />
            <PaymentUrlField name={fieldKey(index, 'payment_url')} value={offer.payment_url} onChange={edit(index, 'payment_url')} error={errors[fieldKey(index, 'payment_url')]} />
          </div>
          <div className={buttons.row}>
            <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => remove(index)}>
              {OFFER_TEXTS.remove(index + 1)}
            </button>
          </div>
        </fieldset>
      ))}
      {failure && <ErrorMessage ref={alert}>{failure}</ErrorMessage>}
      <SuccessMessage>{success}</SuccessMessage>
      <div className={formStyles.actions}>
        <button type="button" name="add-offer" className={buttons.button} onClick={add} disabled={values.length >= MAX_OFFERS}>
          {OFFER_TEXTS.add}
        </button>
        <SubmitButton busy={busy}>{OFFER_TEXTS.save}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * The payment link's field. A host written with letters beyond a–z shows
 * both ways with a warning, tied to the field like its hint: what the admin
 * pasted may imitate a provider's name, and the visitor reads the punycode.
 */
export function PaymentUrlField({ name, value, onChange, error }: { name: string; value: string; onChange(value: string): void; error?: string }) {
  const host = nonLatinHost(value);
  const hint = host ? (
    <>
      {OFFER_TEXTS.paymentUrlHint}
      <strong className={styles.warning} role="status">
        {OFFER_TEXTS.nonLatinHost(host.unicode, host.ascii)}
      </strong>
    </>
  ) : value.trim() === '' ? (
    <>
      {OFFER_TEXTS.paymentUrlHint} {OFFER_TEXTS.noPaymentUrlHint}
    </>
  ) : (
    OFFER_TEXTS.paymentUrlHint
  );
  return <TextField label={OFFER_TEXTS.paymentUrl} name={name} value={value} onChange={onChange} error={error} hint={hint} type="url" inputMode="url" autoComplete="off" maxLength={500} />;
}
