/**
 * What every widget knows about where it runs: the API and site addresses and
 * how to tell the page something happened. In a custom element events are
 * dispatched on the element itself; as a React component, on its root node.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { resolveBase } from './api';
import type { Advisor } from '../../contract/schemas/advisor';
import type { HoroscopePeriod } from '../../contract/schemas/horoscope';

/** The events the widgets emit, with their detail. */
export interface VoyEventMap {
  /** A link inside a widget was clicked; cancel it to route without a page load. */
  'voy-navigate': { href: string };
  /** An advisor card or profile link was clicked. */
  'voy-advisor-select': { id: number };
  /** The profile shows this advisor, or (null) found none: the host page titles itself from it. */
  'voy-advisor-show': { advisor: Advisor | null };
  /** The visitor chose a horoscope period's tab (not sent for the `period` attribute): our site moves its address there. */
  'voy-period-select': { period: HoroscopePeriod };
  /** The visitor asked for a birth chart and it arrived: our site moves its address to the chart's page (`/theme-astral?date=…`). */
  'voy-chart-change': { path: string };
  /** The visitor asked for a compatibility and it arrived: our site moves its address to the result's page (`/compatibilite?date1=…`). */
  'voy-compatibility-change': { path: string };
  /** The free question received its answer. */
  'voy-question-answered': { category: string; refused: boolean };
}

export type VoyEventName = keyof VoyEventMap;

export interface WidgetEnvironment {
  apiBase: string;
  siteBase: string;
  /** The page is on our own site (site-base is its origin): links open in place; on a partner's page they open a new tab. */
  home: boolean;
  /** Dispatches a bubbling, composed event; returns false when a listener cancelled it. */
  emit<K extends VoyEventName>(name: K, detail: VoyEventMap[K], options?: { cancelable?: boolean }): boolean;
}

const WidgetContext = createContext<WidgetEnvironment | null>(null);

export function useWidget(): WidgetEnvironment {
  const environment = useContext(WidgetContext);
  if (!environment) throw new Error('widget rendered outside WidgetProvider');
  return environment;
}

/** Props every widget accepts, as attributes `api-base` and `site-base`. */
export interface CommonWidgetProps {
  apiBase?: string;
  siteBase?: string;
}

export function createEnvironment(props: CommonWidgetProps, eventTarget: () => EventTarget | null): WidgetEnvironment {
  const apiBase = resolveBase(props.apiBase);
  const siteBase = props.siteBase?.trim() ? props.siteBase.trim().replace(/\/+$/, '') : apiBase;
  return {
    apiBase,
    siteBase,
    // On the server (no location) the page is our own, its addresses relative: the server renders only our site.
    home: siteBase === (typeof location === 'undefined' ? '' : location.origin),
    emit(name, detail, options = {}) {
      const target = eventTarget();
      if (!target) return true;
      return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }));
    },
  };
}

export function WidgetProvider({ environment, children }: { environment: WidgetEnvironment; children: ReactNode }) {
  return <WidgetContext.Provider value={environment}>{children}</WidgetContext.Provider>;
}
