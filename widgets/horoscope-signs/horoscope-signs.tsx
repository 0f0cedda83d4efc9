import { useId, useRef, useState } from 'react';
import { SignArt } from '../core/parts/sign-art';
import { WidgetLink } from '../core/parts/widget-link';
import { HOROSCOPE_SIGNS_TEXTS } from './texts';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { horoscopePath } from '../../contract/domain/horoscope-periods';
import styles from './horoscope-signs.module.css';

export interface HoroscopeSignsProps {
  /** Shows the 'Trouvez votre horoscope' period cards (the landing page does). */
  withPeriods?: boolean;
}

type PeriodCard = (typeof HOROSCOPE_SIGNS_TEXTS.periodCards)[number];

/**
 * The twelve signs as cards linking to /horoscopes/{slug}, and optionally the
 * period cards: a period card brings the signs back into view, named after it,
 * and their links open the sign page on that period's tab (/horoscopes/lion/semaine).
 */
export function HoroscopeSignsView({ withPeriods = false }: HoroscopeSignsProps) {
  const signsHeading = useId();
  const periodsHeading = useId();
  const [chosen, choose] = useState<PeriodCard>();
  const signs = useRef<HTMLElement>(null);
  return (
    <div className={styles.layout}>
      <section aria-labelledby={signsHeading} ref={signs}>
        <h2 id={signsHeading}>
          {HOROSCOPE_SIGNS_TEXTS.chooseSign}
          {chosen && <span className={styles.dates}> {chosen.title}</span>}
        </h2>
        <ul className={styles.signs}>
          {ZODIAC_SIGNS.map((sign) => (
            <li key={sign.slug}>
              <WidgetLink path={horoscopePath(sign.slug, chosen?.key)} className={styles.sign} part="card sign-card">
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
                {/* SPEC.md section 2 only logs these clicks; a card that looks clickable must lead somewhere. */}
                <button
                  type="button"
                  className={styles.period}
                  part="card period-card"
                  aria-pressed={card === chosen}
                  onClick={() => {
                    choose(card);
                    signs.current!.scrollIntoView();
                  }}
                >
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
