/**
 * The site's entry: takes over the page the server rendered, registers the
 * custom elements, routes the widgets' voy-navigate events without a page
 * reload, and renders the app.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import './site.css';
import { defineAllElements, seedPageQueries, type PageQueries } from '../widgets';
import { App } from './app';
import { startDevHealthChecks } from './health-checks';
import { PAGE_QUERIES_ID } from './page-meta';

// The data the server drew the page with: the widgets start from it instead of asking again.
const pageData = document.getElementById(PAGE_QUERIES_ID);
if (pageData?.textContent) seedPageQueries(JSON.parse(pageData.textContent) as PageQueries);

// The server's HTML (site/server-render.tsx) goes before the elements are defined, which would
// otherwise draw each of its widgets once more for nothing; the app drawn from the same data
// replaces it within this task, so nothing is painted between.
const root = document.getElementById('app');
root?.replaceChildren();

defineAllElements();

document.addEventListener('voy-navigate', (event) => {
  const url = new URL(event.detail.href, location.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
});

startDevHealthChecks();

if (root) {
  const app = createRoot(root);
  // Preact renders at once; React would wait for its scheduler, leaving the page empty for a frame.
  flushSync(() => app.render(<App />));
}
