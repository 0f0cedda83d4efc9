/** The five period tabs and their panel: WAI-ARIA tabs, with their keyboard rules. */
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '../../contract/domain/horoscope-periods';
import styles from './horoscope.module.css';
import { HOROSCOPE_TEXTS } from './texts';

interface PeriodTabsProps {
  period: HoroscopePeriod;
  select: (period: HoroscopePeriod) => void;
  /** What the panel of the selected period shows. */
  children: ReactNode;
}

export function PeriodTabs({ period, select, children }: PeriodTabsProps) {
  const ids = useId();
  const tabId = (p: HoroscopePeriod) => `${ids}-tab-${p}`;
  const panelId = `${ids}-panel`;

  // Automatic activation: arrows, Home and End move focus and select.
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

  return (
    <>
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
        {children}
      </div>
    </>
  );
}
