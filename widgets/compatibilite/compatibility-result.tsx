/**
 * The answer: the score, large, with its bar; under it what makes it, one
 * row per aspect with the points it adds or takes (so the score is 50 plus
 * those rows, written out); then the reading, the notes, and the way to an
 * advisor of love.
 */
import { useId, type Ref } from 'react';
import { arcText, CHART_POINT_NAMES } from '../../contract/domain/chart-points';
import { compatibilityPath, type CompatibilityAddress } from '../../contract/domain/compatibility-address';
import { ofName } from '../../contract/domain/french-elision';
import { specialtyPath } from '../../contract/domain/specialty';
import type { Compatibility, CompatibilityAspect } from '../../contract/schemas/astro';
import parts from '../core/parts/parts.module.css';
import { WidgetLink } from '../core/parts/widget-link';
import { useWidget } from '../core/widget-context';
import { scoreSum, signedPoints } from './score-words';
import { COMPATIBILITY_TEXTS } from './texts';
import styles from './compatibilite.module.css';

const T = COMPATIBILITY_TEXTS.result;

/** « Vénus d’Alex carré Soleil de Camille »: the first person's point, the aspect, the second's. */
function aspectName(aspect: CompatibilityAspect, first: string, second: string): string {
  return `${CHART_POINT_NAMES[aspect.from]} ${ofName(first)} ${aspect.kind} ${CHART_POINT_NAMES[aspect.to]} ${ofName(second)}`;
}

export function CompatibilityResult({ answer, asked, focusRef }: { answer: Compatibility; asked: CompatibilityAddress; focusRef: Ref<HTMLElement> }) {
  const { home } = useWidget();
  const headingId = useId();
  const [first = '', second = ''] = answer.people.map((person) => person.name);
  return (
    <section className={styles.result} aria-labelledby={headingId} tabIndex={-1} ref={focusRef} part="result" data-score={answer.score}>
      <h3 className={styles.resultTitle} id={headingId}>
        {T.title(first, second)}
      </h3>
      <div className={styles.score} part="score">
        <p className={styles.scoreLabel}>{T.score}</p>
        <p className={styles.scoreLine}>
          <strong className={styles.scoreValue}>{answer.score}</strong>
          <span className={styles.outOf}> {T.outOf}</span>
        </p>
        <meter className={styles.bar} min={0} max={100} low={40} high={60} optimum={100} value={answer.score} aria-hidden="true" part="score-bar" />
        <p className={styles.sum}>
          {T.sumLabel}
          {'\u202f: '}
          {scoreSum(
            answer.aspects.map((aspect) => aspect.weight),
            answer.score,
          )}
        </p>
      </div>
      <h4 className={styles.subtitle}>{T.aspectsTitle}</h4>
      {answer.aspects.length === 0 ? (
        <p className={styles.muted}>{T.noAspect}</p>
      ) : (
        <>
          <p className={styles.muted}>{T.aspectsCaption}</p>
          <ul className={styles.aspects} part="aspects">
            {answer.aspects.map((aspect) => (
              <li key={`${aspect.from}-${aspect.kind}-${aspect.to}`} className={styles.aspect} part="aspect" data-weight={aspect.weight}>
                <span className={styles.aspectName}>{aspectName(aspect, first, second)}</span>
                <span className={styles.orb}>
                  <span className={styles.separator}>{' — '}</span>
                  {T.orb} {arcText(aspect.orb)}
                  <span className={styles.separator}>{' — '}</span>
                </span>
                <span className={aspect.weight < 0 ? styles.minus : styles.plus}>{signedPoints(aspect.weight)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.readings.length > 0 && (
        <>
          <h4 className={styles.subtitle}>{T.readingsTitle}</h4>
          {answer.readings.map((reading) => (
            <div key={reading.title} className={styles.reading} part="reading">
              <h5 className={styles.readingTitle}>{reading.title}</h5>
              <p>{reading.text}</p>
            </div>
          ))}
        </>
      )}
      {answer.notes.length > 0 && (
        <div className={styles.notes} part="notes">
          <h4 className={styles.subtitle}>{T.notesTitle}</h4>
          {answer.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      )}
      <p className={styles.links}>
        <WidgetLink path={specialtyPath('Amour')} className={`${parts.button} ${parts.primary}`} part="button advisors">
          {T.advisors}
        </WidgetLink>
        {/* On a partner's page the address is the partner's: the result's own address is on our site. */}
        {!home && (
          <WidgetLink path={compatibilityPath(asked)} className={parts.button} part="button share">
            {T.share}
          </WidgetLink>
        )}
      </p>
    </section>
  );
}
