import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { advisorQuery } from '../core/advisor-queries';
import { pickPath } from '../../contract/domain/picks';
import { ContactButtons } from '../core/parts/contact-buttons';
import { Skeleton } from '../core/parts/feedback';
import parts from '../core/parts/parts.module.css';
import { SignArt } from '../core/parts/sign-art';
import { WidgetLink } from '../core/parts/widget-link';
import { queryClient, useApiQuery } from '../core/query';
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '../../contract/domain/horoscope-periods';
import type { Horoscope } from '../../contract/schemas/horoscope';
import { TEXTS } from '../core/texts/common';
import { HOROSCOPE_TEXTS } from './texts';
import theme from '../core/theme.module.css';
import { useWidget } from '../core/widget-context';
import { findSign, ZODIAC_SIGNS, type ZodiacSign } from '../../contract/domain/zodiac';
import { DAY_PERIOD, horoscopePath, isHoroscopePeriod } from '../../contract/domain/horoscope-periods';
import styles from './horoscope.module.css';
import { horoscopeQueryOptions, PREFETCH_DELAY_MS, prefetchHoroscopes } from './horoscope-query';
import { colourName, SECTION_KEYS, transformHoroscope, type TransformedHoroscope } from './transform';

export interface HoroscopeProps {
  /** French slug or English name of the sign ('lion', 'leo'). */
  sign?: string;
  /** The tab shown first: aujourdhui (default), demain, semaine, mois, annee. */
  period?: string;
  /** 'full' (the default on our site) or 'compact' (the default on a partner's page). */
  layout?: string;
}

const periodOf = (attribute: string | undefined): HoroscopePeriod => (attribute && isHoroscopePeriod(attribute) ? attribute : DAY_PERIOD);

/** The sign page: one sign's horoscope for the five periods. An unknown sign makes no request. */
export function HoroscopeView({ sign = '', period, layout }: HoroscopeProps) {
  const zodiac = findSign(sign);
  if (!zodiac) {
    return (
      <div className={styles.problem} role="alert" data-state="not-found">
        <h2>{HOROSCOPE_TEXTS.errors.signNotFoundTitle}</h2>
        <p>{HOROSCOPE_TEXTS.errors.signNotFoundText}</p>
      </div>
    );
  }
  return <SignHoroscopeView sign={zodiac} periodAttribute={period} layout={layout} />;
}

/**
 * The selected tab: the `period` attribute at first; a click or key then
 * chooses; a new sign brings back Aujourd'hui and a new `period` attribute
 * selects it (SPEC.md section 2). Adjusted while rendering, so a new sign
 * never asks for the old sign's period.
 */
function useSelectedPeriod(sign: string, attribute: string | undefined): [HoroscopePeriod, (period: HoroscopePeriod) => void] {
  const [state, setState] = useState({ sign, attribute, period: periodOf(attribute) });
  let current = state;
  if (state.sign !== sign || state.attribute !== attribute) {
    const period = state.attribute !== attribute ? periodOf(attribute) : DAY_PERIOD;
    current = { sign, attribute, period };
    setState(current);
  }
  return [current.period, (period) => setState({ sign, attribute, period })];
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

  // The last answer shown for this sign stands in while another period loads.
  const shown = useRef<{ sign: string; data: Horoscope } | null>(null);
  const query = useApiQuery({
    ...horoscopeQueryOptions(apiBase, sign.slug, period),
    placeholderData: () => (shown.current?.sign === sign.slug ? shown.current.data : undefined),
  });
  const { data, isFetching, isPlaceholderData } = query;
  useEffect(() => {
    if (data && !isPlaceholderData) shown.current = { sign: sign.slug, data };
  }, [data, isPlaceholderData, sign.slug]);

  useEffect(() => {
    const timer = setTimeout(() => void prefetchHoroscopes(queryClient, apiBase, sign.slug), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [apiBase, sign.slug]);

  const ids = useId();
  const tabId = (p: HoroscopePeriod) => `${ids}-tab-${p}`;
  const panelId = `${ids}-panel`;

  // WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = HOROSCOPE_PERIODS.indexOf(period);
    const count = HOROSCOPE_PERIODS.length;
    const target = { ArrowRight: (index + 1) % count, ArrowLeft: (index + count - 1) % count, Home: 0, End: count - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(HOROSCOPE_PERIODS[target]!);
    // The tabs are the tab list's children, in HOROSCOPE_PERIODS order.
    (event.currentTarget.parentElement!.children[target] as HTMLElement).focus();
  };

  // Period from the answer itself: a placeholder keeps its own date heading.
  const content = data ? transformHoroscope(data, data.meta?.period ?? period) : null;
  const updating = isFetching && data;

  return (
    <div className={compact ? `${styles.page} ${styles.compact}` : styles.page} data-sign={sign.slug}>
      <header className={styles.banner} part="banner">
        <h2>{sign.name}</h2>
        <p>{sign.dateRange}</p>
      </header>

      <div className={styles.tabs} role="tablist" aria-label={HOROSCOPE_TEXTS.periodsLabel} part="tabs">
        {HOROSCOPE_PERIODS.map((p, i) => (
          <button
            key={p}
            type="button"
            role="tab"
            id={tabId(p)}
            className={styles.tab}
            part={p === period ? 'tab tab-selected' : 'tab'}
            aria-selected={p === period}
            aria-controls={panelId}
            tabIndex={p === period ? 0 : -1}
            onClick={() => select(p)}
            onKeyDown={onTabKey}
          >
            {HOROSCOPE_TEXTS.periods[i]}
          </button>
        ))}
      </div>

      <div className={styles.panel} role="tabpanel" id={panelId} aria-labelledby={tabId(period)} tabIndex={0} part="panel">
        <p className={updating ? styles.updating : theme.visuallyHidden} role="status">
          {updating ? HOROSCOPE_TEXTS.updating : ''}
        </p>
        {content ? (
          <HoroscopeContent sign={sign} content={content} />
        ) : query.isError && !isFetching ? (
          // The spec reloads the page; a widget must not reload its host's page, so it asks again.
          <div className={styles.problem} role="alert" data-state="error" part="error">
            <h3>{HOROSCOPE_TEXTS.errors.horoscopeTitle}</h3>
            <p>{HOROSCOPE_TEXTS.errors.horoscopeText}</p>
            <button type="button" className={`${parts.button} ${parts.primary}`} part="button retry" onClick={() => void query.refetch()}>
              {HOROSCOPE_TEXTS.errors.retry}
            </button>
          </div>
        ) : (
          <HoroscopeSkeleton />
        )}
      </div>

      {compact ? (
        <WidgetLink path={horoscopePath(sign.slug, period)} className={`${parts.button} ${parts.primary}`} part="button full-horoscope">
          {HOROSCOPE_TEXTS.fullHoroscope}
        </WidgetLink>
      ) : (
        <>
          <AskAnAstrologer />
          <nav className={styles.others} aria-labelledby={`${ids}-others`} part="other-signs">
            <h3 id={`${ids}-others`}>{HOROSCOPE_TEXTS.otherSigns}</h3>
            <ul>
              {ZODIAC_SIGNS.filter((other) => other.slug !== sign.slug).map((other) => (
                <li key={other.slug}>
                  <WidgetLink path={horoscopePath(other.slug)} part="sign-link">
                    <SignArt sign={other.slug} size="small" />
                    <span>{other.name}</span>
                  </WidgetLink>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </div>
  );
}

function HoroscopeContent({ sign, content }: { sign: ZodiacSign; content: TransformedHoroscope }) {
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
                  {capitalised(colourName(hex))}
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

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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

function HoroscopeSkeleton() {
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

/** The ask-an-astrologer strip: the astrologue of the day's WhatsApp, Messenger and phone. */
function AskAnAstrologer() {
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
