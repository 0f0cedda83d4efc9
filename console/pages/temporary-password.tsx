/**
 * A temporary password (an invitation, a reset), shown once: the server
 * keeps only its hash. A copy button puts it in the clipboard; where the
 * browser refuses, the text is selected for a manual copy.
 */
import { useId, useRef, useState } from 'react';
import buttons from '../components/button.module.css';
import { Dialog } from '../components/dialog';
import { formStyles } from '../components/field';
import { ACCOUNT_TEXTS } from '../texts';
import styles from './accounts.module.css';

export function TemporaryPasswordDialog({ email, password, onClose }: { email: string; password: string; onClose(): void }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState('');

  const copy = async () => {
    try {
      // Missing outside a secure context (plain http on another host than localhost): the catch selects the text instead.
      await navigator.clipboard.writeText(password);
      setCopied(ACCOUNT_TEXTS.copied);
    } catch {
      field.current?.select();
      setCopied(ACCOUNT_TEXTS.copyFailed);
    }
  };

  return (
    <Dialog title={ACCOUNT_TEXTS.temporaryTitle} onClose={onClose}>
      <p id={`${id}explained`}>{ACCOUNT_TEXTS.temporaryExplained(email)}</p>
      <div className={styles.secret}>
        <input
          ref={field}
          className={styles.password}
          readOnly
          value={password}
          aria-label={ACCOUNT_TEXTS.temporaryTitle}
          aria-describedby={`${id}explained`}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="temporary-password"
        />
        <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={() => void copy()}>
          {ACCOUNT_TEXTS.copy}
        </button>
      </div>
      <p className={formStyles.hint} role="status">
        {copied}
      </p>
    </Dialog>
  );
}
