/** What the period's panel shows: the loaded horoscope, or its skeleton while it loads. */
import type { ZodiacSign } from '../../contract/domain/zodiac';
import { Skeleton } from '../core/parts/feedback';
import { SignArt } from '../core/parts/sign-art';
import theme from '../core/theme.module.css';
import styles from './horoscope.module.css';
import { HOROSCOPE_TEXTS } from './texts';
import { colourName, SECTION_KEYS, type TransformedHoroscope } from './transform';
import { WhyThisText } from './why-this-text';
import { capitalize } from '../../contract/domain/french-format';

export function HoroscopeContent({ sign, content }: { sign: ZodiacSign; content: TransformedHoroscope }) {
  return (
    <div className={styles.content} data-state="loaded">
      <div className={styles.intro}>
        <SignArt sign={sign.slug} size="large" label={HOROSCOPE_TEXTS.illustration(sign.name)} />
        <h3>{content.date}</h3>
      </div>
      <div className={styles.sections}>
        {SECTION_KEYS.map((key) => (
          <section key={key} className={styles.section} part="section" data-section={key}>
            <h4>{HOROSCOPE_TEXTS.sections[key]}</h4>
            <p>{content.predictions[key]}</p>
          </section>
        ))}
      </div>
      {content.why && <WhyThisText why={content.why} />}
      <div className={styles.extras}>
        <aside className={styles.advice} part="cosmic-advice">
          <h4>{HOROSCOPE_TEXTS.cosmicAdvice}</h4>
          <p>{content.cosmicAdvice}</p>
        </aside>
        <section className={styles.luck} part="luck">
          <h4>{HOROSCOPE_TEXTS.luck}</h4>
          {content.luckyColors && (
            <ul className={styles.colours} aria-label={HOROSCOPE_TEXTS.luckyColours}>
              {content.luckyColors.map((hex) => (
                <li key={hex}>
                  <ColourDot hex={hex} />
                  {capitalize(colourName(hex))}
                </li>
              ))}
            </ul>
          )}
          {content.luck.length > 0 && (
            <ul className={styles.bullets}>
              {content.luck.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}


/** A lucky colour's dot; its colour goes through the CSSOM, so no inline style text is ever parsed (strict CSP). */
function ColourDot({ hex }: { hex: string }) {
  return (
    <span
      data-colour={hex}
      aria-hidden="true"
      ref={(element) => {
        if (element) element.style.backgroundColor = hex;
      }}
    />
  );
}

export function HoroscopeSkeleton() {
  return (
    <div className={styles.content} data-state="loading">
      <p className={theme.visuallyHidden}>{HOROSCOPE_TEXTS.loading}</p>
      <div className={styles.intro}>
        <Skeleton height={140} width={140} />
        <Skeleton height={32} width="60%" />
      </div>
      <div className={styles.sections}>
        {SECTION_KEYS.map((key) => (
          <Skeleton key={key} height={120} />
        ))}
      </div>
    </div>
  );
}
