/**
 * The site's script, loaded once the server's page is painted (site/main.tsx):
 * takes over the page the server rendered, routes the widgets' voy-navigate
 * events without a page reload, and renders the app. Each page registers the
 * custom elements it shows (site/lazy-page.tsx).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { seedPageQueries, type PageQueries } from '../widgets';
import { App, navigateWhenReady, useReadyLocation } from './app';
import { startDevHealthChecks } from './health-checks';
import { loadPage, registerPage } from './lazy-page';
import { PAGE_QUERIES_ID } from './page-meta';

document.addEventListener('voy-navigate', (event) => {
  const url = new URL(event.detail.href, location.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  navigateWhenReady(url.pathname + url.search + url.hash);
});

startDevHealthChecks();

// The data the server drew the page with: the widgets start from it instead of asking again.
const pageData = document.getElementById(PAGE_QUERIES_ID);
if (pageData?.textContent) seedPageQueries(JSON.parse(pageData.textContent) as PageQueries);

const root = document.getElementById('app');
if (root) {
  // The file of the page the server drew comes first; meanwhile the server's HTML stays,
  // links working. Then, within one task, it is replaced by the app drawn from the same
  // data, so nothing is painted between. The page's elements are registered only once
  // the server's copies are gone: each upgrades once, in the app.
  const drawn = root.dataset.page;
  void (drawn ? loadPage(drawn) : Promise.resolve()).then(() => {
    root.replaceChildren();
    // The server's HTML is gone: so is its name.
    delete root.dataset.page;
    if (drawn) registerPage(drawn);
    const app = createRoot(root);
    // Preact renders at once; React would wait for its scheduler, leaving the page empty for a frame.
    flushSync(() =>
      app.render(
        <Router hook={useReadyLocation}>
          <App />
        </Router>,
      ),
    );
  });
}
