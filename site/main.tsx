/**
 * The site's entry: registers the custom elements, routes the widgets'
 * voy-navigate events without a page reload, and renders the app.
 */
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import './site.css';
import { defineAllElements } from '../widgets';
import { App } from './app';
import { startDevHealthChecks } from './health-checks';

defineAllElements();

document.addEventListener('voy-navigate', (event) => {
  const url = new URL(event.detail.href, location.href);
  if (url.origin !== location.origin) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
});

startDevHealthChecks();

const root = document.getElementById('app');
if (root) {
  // Prerendered pages (scripts/build-pages.ts) arrive with their HTML, rendered by React
  // whatever the flavour: the app renders afresh over it rather than hydrating it.
  root.replaceChildren();
  createRoot(root).render(<App />);
}
