import { useId } from 'react';
import { log } from '../core/log';
import { SignArt } from '../core/parts/sign-art';
import { WidgetLink } from '../core/parts/widget-link';
import { HOROSCOPE_SIGNS_TEXTS } from '../core/texts/horoscope-signs';
import { ZODIAC_SIGNS } from '../core/zodiac';
import styles from './horoscope-signs.module.css';

export interface HoroscopeSignsProps {
  /** Shows the 'Trouvez votre horoscope' period cards (the landing page does). */
  withPeriods?: boolean;
}

/** The twelve signs as cards linking to /horoscopes/{slug}, and optionally the period cards. */
export function HoroscopeSignsView({ withPeriods = false }: HoroscopeSignsProps) {
  const signsHeading = useId();
  const periodsHeading = useId();
  return (
    <div className={styles.layout}>
      <section aria-labelledby={signsHeading}>
        <h2 id={signsHeading}>{HOROSCOPE_SIGNS_TEXTS.chooseSign}</h2>
        <ul className={styles.signs}>
          {ZODIAC_SIGNS.map((sign) => (
            <li key={sign.slug}>
              <WidgetLink path={`/horoscopes/${sign.slug}`} className={styles.sign} part="card sign-card">
                <SignArt sign={sign.slug} />
                <span className={styles.name}>{sign.name}</span>
                <span className={styles.dates}>{sign.dateRange}</span>
              </WidgetLink>
            </li>
          ))}
        </ul>
      </section>
      {withPeriods && (
        <section aria-labelledby={periodsHeading}>
          <h2 id={periodsHeading}>{HOROSCOPE_SIGNS_TEXTS.findYourHoroscope}</h2>
          <ul className={styles.periods}>
            {HOROSCOPE_SIGNS_TEXTS.periodCards.map((card) => (
              <li key={card.key}>
                {/* SPEC.md section 2: these cards are only logged; they lead nowhere. */}
                <button type="button" className={styles.period} part="card period-card" onClick={() => log.info('horoscope period card', card.key)}>
                  <span className={styles.name}>{card.title}</span>
                  <span className={styles.dates}>{card.text}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
