/**
 * The chart as the server computed it: the birth it was cast for, what the
 * visitor must know to read it (the API's notes: unknown time, equal
 * houses), the wheel beside its table (under it on a phone), the aspects,
 * the readings and the link to share it; and its loading and failed states.
 */
import { useId, type Ref } from 'react';
import { frenchDate, isoDay } from '../../contract/domain/french-format';
import type { BirthChart } from '../../contract/schemas/astro';
import parts from '../core/parts/parts.module.css';
import { AspectList, Readings } from './chart-reading';
import { ChartWheel } from './chart-wheel';
import { PositionsTable } from './positions-table';
import { ShareLink } from './share-link';
import { THEME_ASTRAL_TEXTS } from './texts';
import styles from './theme-astral.module.css';

const T = THEME_ASTRAL_TEXTS;

/** « 12 h 30 », its parts held together by no-break spaces. */
const timeText = (time: string) => time.replace(/^0?(\d+):(\d\d)$/, '$1\u00a0h\u00a0$2');

function birthLine({ birth }: BirthChart): string {
  const day = isoDay(birth.date);
  return T.chart.birthLine(day ? frenchDate(day, 'day') : birth.date, birth.time ? timeText(birth.time) : null, birth.utcOffset, birth.place?.label ?? null);
}

export function ChartPanel({ chart, headingRef, shareHref }: { chart: BirthChart; headingRef: Ref<HTMLHeadingElement>; shareHref: string }) {
  const titleId = useId();
  const aspectsId = useId();
  const readingsId = useId();
  return (
    <section className={styles.chart} aria-labelledby={titleId} part="chart">
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {T.chart.title}
      </h2>
      <p className={styles.muted}>
        {`${T.chart.born} ${birthLine(chart)}`}
        {chart.houses && ` · ${chart.houses.system === 'placidus' ? T.chart.housesPlacidus : T.chart.housesEqual}`}
      </p>
      {chart.notes.length > 0 && (
        <ul className={styles.notes} part="notes">
          {chart.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <div className={styles.chartGrid}>
        <ChartWheel chart={chart} />
        <PositionsTable chart={chart} />
      </div>
      <AspectList aspects={chart.aspects} headingId={aspectsId} />
      <Readings readings={chart.readings} headingId={readingsId} />
      <ShareLink href={shareHref} />
    </section>
  );
}

export function ChartLoading() {
  return (
    <section className={styles.chart} aria-busy="true" data-state="loading">
      <p role="status">{T.computing}</p>
      <div className={`${parts.skeleton} ${styles.wheelSkeleton}`} />
    </section>
  );
}

/** The server could not be reached or failed: ask again, the form as the visitor left it. */
export function ChartFailed({ retry }: { retry: () => void }) {
  return (
    <div className={`${parts.message} ${parts.error}`} role="alert" data-state="error" part="error">
      <h3>{T.errors.chartTitle}</h3>
      <p>{T.errors.chartText}</p>
      <button type="button" className={`${parts.button} ${parts.primary}`} part="button retry" onClick={retry}>
        {T.errors.retry}
      </button>
    </div>
  );
}
