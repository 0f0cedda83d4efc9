/**
 * The right to erasure: everything one e-mail address sent, gone. The
 * dialog asks for the address and an explicit confirmation, says that a
 * self-exclusion request is kept anonymised, then tells what was erased, place by place.
 */
import { useState } from 'react';
import * as z from 'zod/mini';
import { Erasure, type ErasureReceipt } from '../../contract/schemas/console/erasure';
import { ConsoleError } from '../api/client';
import { erase } from '../api/inbox';
import { Dialog } from '../components/dialog';
import { TextField, formStyles } from '../components/field';
import { INBOX_TEXTS } from '../texts';

export function ErasureDialog({ onClose }: { onClose(erased: boolean): void }) {
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ email: string; receipt: ErasureReceipt } | null>(null);

  const submit = () => {
    const parsed = z.safeParse(Erasure, { email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    if (!confirmed) {
      setError(INBOX_TEXTS.erasureMustConfirm);
      return;
    }
    setBusy(true);
    setError(null);
    erase(parsed.data.email).then(
      (receipt) => {
        setBusy(false);
        setResult({ email: parsed.data.email, receipt });
      },
      (failure: unknown) => {
        setBusy(false);
        if (failure instanceof ConsoleError && failure.fields.email) setFieldError(failure.fields.email);
        else setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  };

  if (result) {
    return (
      <Dialog title={INBOX_TEXTS.erasureTitle} onClose={() => onClose(true)}>
        <p role="status">
          {INBOX_TEXTS.erasureDone(result.email)} {INBOX_TEXTS.erasureSummary(result.receipt)}
        </p>
      </Dialog>
    );
  }

  return (
    <Dialog title={INBOX_TEXTS.erasureTitle} confirmLabel={INBOX_TEXTS.erasureSubmit} danger busy={busy} error={error} onConfirm={submit} onClose={() => onClose(false)}>
      <p>{INBOX_TEXTS.erasureExplained}</p>
      <p>{INBOX_TEXTS.erasureSelfExclusionKept}</p>
      <TextField label={INBOX_TEXTS.erasureEmail} name="email" type="email" autoComplete="off" value={email} onChange={setEmail} error={fieldError} />
      <label className={formStyles.check}>
        <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)} />
        {INBOX_TEXTS.erasureConfirm}
      </label>
    </Dialog>
  );
}
