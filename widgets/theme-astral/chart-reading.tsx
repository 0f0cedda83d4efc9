/** What the chart says in words, under the wheel and the table: its aspects with their orbs, then the API's readings. */
import { degreesInSign } from '../../contract/domain/chart-points';
import type { BirthChart } from '../../contract/schemas/astro';
import { degreesText, pointName } from './chart-words';
import { THEME_ASTRAL_TEXTS } from './texts';
import styles from './theme-astral.module.css';

const T = THEME_ASTRAL_TEXTS.chart;

export function AspectList({ aspects, headingId }: { aspects: BirthChart['aspects']; headingId: string }) {
  return (
    <section className={styles.block} aria-labelledby={headingId} part="aspects">
      <h3 id={headingId}>{T.aspectsTitle}</h3>
      {aspects.length === 0 ? (
        <p>{T.noAspect}</p>
      ) : (
        <ul className={styles.aspects}>
          {aspects.map((aspect) => {
            // An orb is under 30°: the sign's degrees and minutes are its own.
            const orb = degreesInSign(aspect.orb);
            return (
              <li key={`${aspect.from}-${aspect.to}`} data-aspect={aspect.kind}>
                <span className={styles.aspectMark} aria-hidden="true" />
                {`${pointName(aspect.from)} ${aspect.kind} ${pointName(aspect.to)} `}
                <span className={styles.muted}>{`(${T.orb} ${degreesText(orb.degrees, orb.minutes)})`}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function Readings({ readings, headingId }: { readings: BirthChart['readings']; headingId: string }) {
  if (readings.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={headingId} part="readings">
      <h3 id={headingId}>{T.readingsTitle}</h3>
      {readings.map((reading, index) => (
        <article key={index} className={styles.reading}>
          <h4>{reading.title}</h4>
          <p>{reading.text}</p>
        </article>
      ))}
    </section>
  );
}
