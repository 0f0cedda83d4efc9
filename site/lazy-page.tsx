/**
 * Each page of the site in a file of its own, loaded when its route is shown
 * (issue 17, point 6): a visitor's first page brings its own code, not the
 * other sixteen pages' (the legal texts, the FAQ) nor their widgets.
 *
 * No page is ever drawn empty over the server's HTML: the server renders with
 * every page loaded and names the one it drew (`data-page` on #app), which the
 * browser loads before it takes the page over (site/takeover.tsx). A later
 * navigation's file is asked for as soon as the visitor points at, touches or
 * focuses its link (site/app.tsx), so it is mostly there when the page changes.
 */
import { useEffect, useState, type ComponentType } from 'react';

/** A page's file: its component, and the custom elements it shows, if any. */
interface PageFile {
  page: ComponentType;
  defineElements?: () => void;
}

type PageLoader = () => Promise<PageFile>;

const loaders = new Map<string, PageLoader>();
const files = new Map<string, PageFile>();

/** The page the server drew last (site/server-render.tsx reads it after a render). */
export const drawnPage: { key: string | null } = { key: null };

/** Loads a page's file, once, without registering its elements. */
export async function loadPage(key: string): Promise<void> {
  const load = loaders.get(key);
  if (load && !files.has(key)) files.set(key, await load());
}

/**
 * Registers the elements of a loaded page (defining an element twice does
 * nothing). Only the browser does: an element the server registered, in a
 * process that has a DOM, would be the page's for good. The elements the
 * server drew upgrade then, keeping their drawing (widgets/core/drawn-by-server.ts).
 */
export function registerPage(key: string): void {
  files.get(key)?.defineElements?.();
}

/** Loads a page's file and registers its elements: a navigation in the browser. */
export async function preloadPage(key: string): Promise<void> {
  await loadPage(key);
  registerPage(key);
}

/** Every page, elements unregistered: the server renders synchronously, so it loads them all first. */
export const preloadEveryPage = () => Promise.all([...loaders.keys()].map(loadPage));

/** A route's page, which can be asked to load its file ahead (a link the visitor is about to follow). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/** A route's page, named by `key`, whose file `load` brings. */
export function lazyPage(key: string, load: PageLoader): LazyPage {
  loaders.set(key, load);
  function LazyPage() {
    const [Page, setPage] = useState<ComponentType | undefined>(() => files.get(key)?.page);
    useEffect(() => {
      if (!Page) void preloadPage(key).then(() => setPage(() => files.get(key)?.page));
    }, [Page]);
    drawnPage.key = key;
    return Page ? <Page /> : null;
  }
  LazyPage.displayName = `Lazy(${key})`;
  return Object.assign(LazyPage, { preload: () => preloadPage(key) });
}
