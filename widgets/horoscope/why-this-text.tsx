/**
 * « Pourquoi ce texte ? » under a period's text: a native disclosure (keyboard
 * and touch work without script, and it is open to find-in-page), closed at
 * first, drawn by the server like the rest of the widget.
 */
import type { HoroscopeWhy } from '../../contract/schemas/horoscope-why';
import styles from './horoscope.module.css';
import { WHY_SUMMARY, whyLines, whyNote } from './why-lines';

export function WhyThisText({ why }: { why: HoroscopeWhy }) {
  return (
    <details className={styles.why} part="why">
      <summary>{WHY_SUMMARY}</summary>
      <ul>
        {whyLines(why).map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      <p>{whyNote(why)}</p>
    </details>
  );
}
