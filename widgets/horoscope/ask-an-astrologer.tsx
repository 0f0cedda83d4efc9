/** The ask-an-astrologer strip: the astrologue of the day's WhatsApp, Messenger and phone. */
import { useId } from 'react';
import { pickPath } from '../../contract/domain/picks';
import { advisorQuery } from '../core/advisor-queries';
import { ContactButtons } from '../core/parts/contact-buttons';
import { useApiQuery } from '../core/query';
import { TEXTS } from '../core/texts/common';
import { useWidget } from '../core/widget-context';
import styles from './horoscope.module.css';
import { HOROSCOPE_TEXTS } from './texts';

export function AskAnAstrologer() {
  const { apiBase } = useWidget();
  const astrologue = useApiQuery(advisorQuery(apiBase, pickPath('astrologue')));
  const headingId = useId();
  return (
    <section className={styles.ask} aria-labelledby={headingId} part="ask">
      <h3 id={headingId}>{HOROSCOPE_TEXTS.askTitle}</h3>
      {astrologue.isPending ? (
        <p role="status">{TEXTS.errors.astrologuesLoading}</p>
      ) : astrologue.isError ? (
        <p role="alert">{TEXTS.errors.astrologues}</p>
      ) : (
        <>
          {/* The sentence names the channels whose buttons show: one rule for both. */}
          <ContactButtons advisor={astrologue.data} sentence={(channels) => HOROSCOPE_TEXTS.askText(astrologue.data.first_name, channels)} />
        </>
      )}
    </section>
  );
}
