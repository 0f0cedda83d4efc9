/**
 * Waits until a page shows what a visitor will keep seeing, by the concrete
 * conditions that Playwright's `networkidle` (500 ms without a request on
 * every page, never reached on the demo, which polls) and fixed sleeps stood
 * for. A timeout names what was still missing.
 */
import type { Page } from 'playwright-core';

/**
 * What still changes on the page. Runs in the page: self-contained. Without
 * script (`scriptless`) the server's copy is the page for good.
 */
function unsettled(scriptless: boolean): string[] {
  const missing: string[] = [];
  if (document.readyState !== 'complete') missing.push('the document is loading');
  // The site hydrates the server's HTML of #app, named by data-page until every widget is hydrated (site/takeover.tsx).
  const app = document.getElementById('app');
  if (app?.dataset.page && !scriptless) missing.push('the app has not taken the server’s page over');
  if (app && !app.querySelector('main')) missing.push('the app has not rendered');
  const roots: (Document | ShadowRoot)[] = [document];
  for (let i = 0; i < roots.length; i++) {
    for (const element of roots[i]!.querySelectorAll('*')) {
      // Every widget draws its root part once rendered (widgets/core/define-element.tsx).
      if (element.localName.startsWith('voy-') && !element.shadowRoot?.querySelector('[part~="base"]')) missing.push(`${element.localName}: not rendered`);
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  for (const root of roots) {
    for (const busy of root.querySelectorAll('[data-state="loading"], [aria-busy="true"]')) missing.push(`busy: ${busy.outerHTML.slice(0, 80)}`);
    for (const status of root.querySelectorAll('[role="status"]')) if (/^Chargement/.test(status.textContent?.trim() ?? '')) missing.push(`loading: ${status.textContent!.trim()}`);
    for (const img of root.querySelectorAll('img')) {
      // A lazy image out of sight waits for a scroll; networkidle did not wait for it either.
      const inSight = img.getBoundingClientRect().top < innerHeight;
      if (!img.complete && (img.loading !== 'lazy' || inSight)) missing.push(`image ${img.currentSrc || img.src}`);
    }
    // Fade-ins and transitions end; endless ones (a spinner, a pulse) are part of the look.
    for (const animation of root.getAnimations()) {
      if (animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity) missing.push(`animation ${animation.constructor.name}`);
    }
  }
  // The demo's health badges get their state from their first check.
  for (const badge of document.querySelectorAll('[data-health]:not([data-state])')) missing.push(`health ${badge.getAttribute('data-health')}`);
  if (document.fonts.status !== 'loaded') missing.push('fonts are loading');
  return missing;
}

/**
 * Polled with evaluate, not waitForFunction: a partner's strict CSP forbids
 * the latter's compiled predicate.
 */
export async function pageSettled(page: Page, timeout = 20_000, { scriptless = false } = {}): Promise<void> {
  await expect.poll(() => page.evaluate(unsettled, scriptless), { timeout, interval: 50, message: `${page.url()} settles` }).toEqual([]);
}

/**
 * Waits until the app has taken over the page the server drew (site/takeover.tsx):
 * until then its controls that need script do nothing, and the elements a
 * test holds are replaced under it. A page without the app (a partner's, the
 * demo, one without script) has nothing to wait for.
 */
export async function appTookOver(page: Page, timeout = 20_000): Promise<void> {
  const pending = () => page.evaluate(() => !!document.getElementById('app')?.dataset.page);
  await expect.poll(pending, { timeout, interval: 20, message: `${page.url()}: the app takes the server’s page over` }).toBe(false);
}
