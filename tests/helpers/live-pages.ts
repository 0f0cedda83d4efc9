/**
 * Reading live availability in a real browser page: the EventSources the page
 * opened, and an advisor's status dots across every widget's shadow root.
 * Read with page.evaluate (a partner page's CSP forbids waitForFunction's
 * compiled predicates).
 */
import type { Page } from 'playwright-core';
import { LIVE_FROM_ATTRIBUTE } from '../../site/page-meta';

/** An init script: records every EventSource the page opens (a non-enumerable property, no new global). */
export function recordEventSources(): void {
  const Native = window.EventSource;
  const opened: EventSource[] = [];
  class Recorded extends Native {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      opened.push(this);
    }
  }
  Object.defineProperty(window, '__eventSources', { value: opened });
  window.EventSource = Recorded;
}

/** Every EventSource the page opened: its address and state (0 connecting, 1 open, 2 closed). */
export function eventSources(page: Page): Promise<{ url: string; readyState: number }[]> {
  return page.evaluate(() =>
    (window as unknown as { __eventSources: EventSource[] }).__eventSources.map((source) => ({ url: source.url, readyState: source.readyState })),
  );
}

/**
 * The stream a page of the site opens: after the live event its server-drawn
 * statuses are as of, with the stamp of the presence it shows (#app's
 * data-live-from, `<event id>.<stamp>`), so that an unchanged catalogue sends
 * it nothing.
 */
export async function siteEventsUrl(page: Page, base: string): Promise<string> {
  const liveFrom = await page.getAttribute('#app', LIVE_FROM_ATTRIBUTE);
  expect(liveFrom).toMatch(/^\d+\.[\da-z]+$/);
  return `${base}/api/events?lastEventId=${liveFrom}`;
}

export interface Dot {
  state: string | null;
  text: string;
}

/** The status dots of one advisor in every widget of the page. */
export function dotsOf(page: Page, advisorId: number): Promise<Dot[]> {
  return page.evaluate((id) => {
    const dots: { state: string | null; text: string }[] = [];
    const visit = (root: Document | ShadowRoot) => {
      root.querySelectorAll(`[data-advisor-id="${id}"] [part~="status"]`).forEach((dot) => dots.push({ state: dot.getAttribute('data-state'), text: dot.textContent?.trim() ?? '' }));
      root.querySelectorAll('*').forEach((element) => element.shadowRoot && visit(element.shadowRoot));
    };
    visit(document);
    return dots;
  }, advisorId);
}

/** The advisor ids of a grid's cards, in order (the first voy-advisor-grid of the page). */
export function gridIds(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...(document.querySelector('voy-advisor-grid')?.shadowRoot?.querySelectorAll<HTMLElement>('[part="card"]') ?? [])].map((card) => Number(card.dataset.advisorId)),
  );
}

/** Marks the document; the mark is gone if the page reloads. */
export const markDocument = (page: Page) => page.evaluate(() => Object.defineProperty(window, '__notReloaded', { value: true }));
export const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);
