/**
 * A form's submit button. While the form saves it says so (« Enregistrement… »)
 * and is marked unavailable with aria-disabled rather than disabled: a
 * disabled button loses the focus, and a keyboard or screen-reader user their
 * place in the form. The form's submit handler ignores it meanwhile.
 */
import type { ReactNode } from 'react';
import { APP_TEXTS } from '../texts';
import buttons from './button.module.css';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={busy || undefined}>
      {busy ? APP_TEXTS.saving : children}
    </button>
  );
}
