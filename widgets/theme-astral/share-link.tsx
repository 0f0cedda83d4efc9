/**
 * « Partager ce thème »: copies the chart's address on our site, which holds
 * its data and reopens it. Where the browser refuses the clipboard (an
 * insecure page, a denied permission), the link is shown, selected, to be
 * copied by hand.
 */
import { useState } from 'react';
import parts from '../core/parts/parts.module.css';
import formStyles from '../core/parts/form.module.css';
import { THEME_ASTRAL_TEXTS } from './texts';
import styles from './theme-astral.module.css';

const T = THEME_ASTRAL_TEXTS.chart;

export function ShareLink({ href }: { href: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'by-hand'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setState('copied');
    } catch {
      setState('by-hand');
    }
  };
  return (
    <div className={styles.share}>
      <button type="button" className={parts.button} part="button share" onClick={() => void copy()}>
        {T.share}
      </button>
      <p role="status" className={styles.muted}>
        {state === 'copied' ? T.copied : ''}
      </p>
      {state === 'by-hand' && (
        <label className={formStyles.field}>
          {T.copyByHand}
          <input className={formStyles.input} readOnly value={href} onFocus={(event) => event.currentTarget.select()} ref={(input) => input?.select()} />
        </label>
      )}
    </div>
  );
}
