/** <voy-lune>: the Moon of today or of a day, from GET /api/astro/lune (issue 41, point 3). */
import { useId } from 'react';
import { dayInSentence } from '../../contract/domain/day-in-sentence';
import { isoDay } from '../../contract/domain/french-format';
import { clockText } from '../../contract/domain/weekly-hours';
import type { Lunation, MoonReport } from '../../contract/schemas/moon';
import { ApiCallError } from '../core/api';
import { ErrorMessage, LoadingBlock } from '../core/parts/feedback';
import parts from '../core/parts/parts.module.css';
import { WidgetLink } from '../core/parts/widget-link';
import { useApiQuery } from '../core/query';
import { useWidget } from '../core/widget-context';
import { moonQueryOptions } from './lune-query';
import styles from './moon.module.css';
import { MoonDrawing } from './moon-drawing';
import { LUNE_TEXTS as T } from './texts';

export interface LuneProps {
  /** 'YYYY-MM-DD': the Moon of that day; without it, today's (Paris). */
  date?: string;
}

export function LuneView({ date }: LuneProps) {
  const { apiBase } = useWidget();
  const day = date?.trim() || undefined;
  const query = useApiQuery(moonQueryOptions(apiBase, day));
  if (query.data) return <MoonCard report={query.data} dated={day !== undefined} />;
  if (query.isError && !query.isFetching) {
    // The server's own French message says what was wrong with a date; anything else gets ours.
    const message = query.error instanceof ApiCallError && query.error.status === 400 && query.error.serverMessage;
    return (
      <div className={styles.card} part="card error">
        <ErrorMessage>{message || T.error}</ErrorMessage>
        {!message && (
          <button type="button" className={parts.button} part="button retry" onClick={() => void query.refetch()}>
            {T.retry}
          </button>
        )}
      </div>
    );
  }
  return <LoadingBlock text={T.loading} count={1} height={260} />;
}

/** 'mardi 1er décembre à 7 h 22', with the year when it is not the year shown. */
function lunationText(lunation: Lunation, year: number): string {
  const day = isoDay(lunation.paris_date)!;
  return T.when(dayInSentence(day, day.year !== year), clockText(lunation.paris_time));
}

function MoonCard({ report, dated }: { report: MoonReport; dated: boolean }) {
  const heading = useId();
  const { home } = useWidget();
  const day = isoDay(report.paris_date)!;
  const percent = Math.round(report.illuminated_percent);
  // The sooner first, whichever it is.
  const lunations = [
    { label: T.nextNew, lunation: report.next_new_moon },
    { label: T.nextFull, lunation: report.next_full_moon },
  ].sort((a, b) => a.lunation.at.localeCompare(b.lunation.at));
  return (
    <section className={styles.card} part="card" aria-labelledby={heading} data-phase={report.phase}>
      <h2 id={heading}>{dated ? T.onDay(dayInSentence(day, true)) : T.today}</h2>
      <div className={styles.moon}>
        <MoonDrawing lit={report.illuminated_percent / 100} waxing={report.waxing} label={T.drawing(percent, report.waxing)} />
        <div className={styles.facts}>
          <p className={styles.phase}>{report.phase_name}</p>
          <p>{T.lit(percent)}</p>
          <p>{T.inSign(report.sign.name)}</p>
        </div>
      </div>
      <ul className={styles.lunations} part="lunations">
        {lunations.map(({ label, lunation }) => (
          <li key={label}>
            <span className={styles.label}>{label}</span> <time dateTime={lunation.at}>{lunationText(lunation, day.year)}</time>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{T.parisTime}</p>
      {/* On our site the widget sits on the horoscope pages themselves; a partner's readers get the way there. */}
      {!home && (
        <WidgetLink path="/horoscopes" className={`${parts.button} ${parts.primary}`} part="button horoscopes">
          {T.horoscopes}
        </WidgetLink>
      )}
    </section>
  );
}
