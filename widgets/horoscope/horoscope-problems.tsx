/** The sign page's error states: an unknown sign, and a horoscope that could not be loaded. */
import parts from '../core/parts/parts.module.css';
import styles from './horoscope.module.css';
import { HOROSCOPE_TEXTS } from './texts';

export function SignNotFound() {
  return (
    <div className={styles.problem} role="alert" data-state="not-found">
      <h2>{HOROSCOPE_TEXTS.errors.signNotFoundTitle}</h2>
      <p>{HOROSCOPE_TEXTS.errors.signNotFoundText}</p>
    </div>
  );
}

/** The spec reloads the page; a widget must not reload its host's page, so it asks again. */
export function HoroscopeError({ retry }: { retry: () => void }) {
  return (
    <div className={styles.problem} role="alert" data-state="error" part="error">
      <h3>{HOROSCOPE_TEXTS.errors.horoscopeTitle}</h3>
      <p>{HOROSCOPE_TEXTS.errors.horoscopeText}</p>
      <button type="button" className={`${parts.button} ${parts.primary}`} part="button retry" onClick={retry}>
        {HOROSCOPE_TEXTS.errors.retry}
      </button>
    </div>
  );
}
