/**
 * The site's script, loaded once the server's page is painted (site/main.tsx):
 * takes over the page the server rendered, routes the widgets' voy-navigate
 * events without a page reload, and renders the app. Each page registers the
 * custom elements it shows (site/lazy-page.tsx).
 */
import { hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { allDrawnHydrated, hydrateServerDrawings, resumeLiveStatus, SERVER_DRAWINGS, seedPageQueries, setPageDrawnAt, type PageQueries } from '../widgets';
import { readAgencyIdentityFromPage } from './agency-identity';
import { App, navigateWhenReady, useReadyLocation } from './app';
import { startDevHealthChecks } from './health-checks';
import { loadPage, registerPage } from './lazy-page';
import { DRAWN_AT_ATTRIBUTE, LIVE_FROM_ATTRIBUTE, PAGE_QUERIES_ID } from './page-meta';

document.addEventListener('voy-navigate', (event) => {
  const url = new URL(event.detail.href, location.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  navigateWhenReady(url.pathname + url.search + url.hash);
});

startDevHealthChecks();

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

const root = document.getElementById('app');
if (root) {
  // The file of the page the server drew comes first; meanwhile the server's HTML stays,
  // links working. Then the app hydrates that HTML where it is: nothing the visitor sees
  // is drawn again. The page's elements, registered first, keep the shadow roots the
  // server drew and hydrate them in turn, one per task (widgets/core/drawn-by-server.ts).
  // Each step has a task of its own: the page is on screen, and no task should keep a tap
  // waiting long.
  const drawn = root.dataset.page;
  // What the page says from the clock, its first render says as of the server's drawing.
  const drawnAt = Number(root.getAttribute(DRAWN_AT_ATTRIBUTE));
  if (drawnAt > 0) setPageDrawnAt(drawnAt);
  // The agency's identity the server drew the page with (and the shell page carries): both renders print the same.
  readAgencyIdentityFromPage();
  hydrateServerDrawings(SERVER_DRAWINGS);
  void (async () => {
    if (drawn) await loadPage(drawn);
    await nextTask();
    // The data the server drew the page with: the widgets start from it instead of asking again.
    const pageData = document.getElementById(PAGE_QUERIES_ID);
    if (pageData?.textContent) seedPageQueries(JSON.parse(pageData.textContent) as PageQueries);
    // Its statuses are as of this live event: the stream sends only what changed since.
    const liveFrom = root.getAttribute(LIVE_FROM_ATTRIBUTE);
    if (liveFrom) resumeLiveStatus(liveFrom);
    await nextTask();
    if (drawn) registerPage(drawn);
    hydrateRoot(
      root,
      <Router hook={useReadyLocation}>
        <App />
      </Router>,
    );
    await allDrawnHydrated();
    // Every part of the server's page is the app's now: so is its name, and later renders follow the browser's clock.
    delete root.dataset.page;
    setPageDrawnAt(null);
  })();
}
