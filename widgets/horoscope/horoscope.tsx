/** The sign page: one sign's horoscope for the five periods, composed of its parts. */
import { horoscopePath, type HoroscopePeriod } from '../../contract/domain/horoscope-periods';
import { findSign, type ZodiacSign } from '../../contract/domain/zodiac';
import parts from '../core/parts/parts.module.css';
import { WidgetLink } from '../core/parts/widget-link';
import theme from '../core/theme.module.css';
import { useWidget } from '../core/widget-context';
import { AskAnAstrologer } from './ask-an-astrologer';
import { HoroscopeContent, HoroscopeSkeleton } from './horoscope-content';
import { HoroscopeError, SignNotFound } from './horoscope-problems';
import styles from './horoscope.module.css';
import { OtherSigns } from './other-signs';
import { PeriodTabs } from './period-tabs';
import { HOROSCOPE_TEXTS } from './texts';
import { transformHoroscope } from './transform';
import { useSelectedPeriod } from './use-selected-period';
import { useSignHoroscope } from './use-sign-horoscope';

export interface HoroscopeProps {
  /** French slug or English name of the sign ('lion', 'leo'). */
  sign?: string;
  /** The tab shown first: aujourdhui (default), demain, semaine, mois, annee. */
  period?: string;
  /** 'full' (the default on our site) or 'compact' (the default on a partner's page). */
  layout?: string;
}

/** The sign page: one sign's horoscope for the five periods. An unknown sign makes no request. */
export function HoroscopeView({ sign = '', period, layout }: HoroscopeProps) {
  const zodiac = findSign(sign);
  if (!zodiac) return <SignNotFound />;
  return <SignHoroscopeView sign={zodiac} periodAttribute={period} layout={layout} />;
}

function SignHoroscopeView({ sign, periodAttribute, layout }: { sign: ZodiacSign; periodAttribute: string | undefined; layout: string | undefined }) {
  const { apiBase, home, emit } = useWidget();
  // A blog's column gets the compact page: the first section and the advice, the rest on our site.
  const compact = layout ? layout === 'compact' : !home;
  const [period, setPeriod] = useSelectedPeriod(sign.slug, periodAttribute);
  // The visitor's choice, told to the page: our site gives each period its own address.
  const select = (chosen: HoroscopePeriod) => {
    if (chosen === period) return;
    setPeriod(chosen);
    emit('voy-period-select', { period: chosen });
  };

  const query = useSignHoroscope(apiBase, sign.slug, period);
  const { data, isFetching } = query;
  // Period from the answer itself: a placeholder keeps its own date heading.
  const content = data ? transformHoroscope(data, data.meta?.period ?? period) : null;
  const updating = isFetching && data;

  return (
    <div className={compact ? `${styles.page} ${styles.compact}` : styles.page} data-sign={sign.slug}>
      <header className={styles.banner} part="banner">
        <h2>{sign.name}</h2>
        <p>{sign.dateRange}</p>
      </header>

      <PeriodTabs period={period} select={select}>
        <p className={updating ? styles.updating : theme.visuallyHidden} role="status">
          {updating ? HOROSCOPE_TEXTS.updating : ''}
        </p>
        {content ? (
          <HoroscopeContent sign={sign} content={content} />
        ) : query.isError && !isFetching ? (
          <HoroscopeError retry={() => void query.refetch()} />
        ) : (
          <HoroscopeSkeleton />
        )}
      </PeriodTabs>

      {compact ? (
        <WidgetLink path={horoscopePath(sign.slug, period)} className={`${parts.button} ${parts.primary}`} part="button full-horoscope">
          {HOROSCOPE_TEXTS.fullHoroscope}
        </WidgetLink>
      ) : (
        <>
          <AskAnAstrologer />
          <OtherSigns sign={sign.slug} />
        </>
      )}
    </div>
  );
}
