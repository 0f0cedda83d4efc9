/**
 * Each page of the site in a file of its own, loaded when its route is shown
 * (issue 17, point 6): a visitor's first page brings its own code, not the
 * other sixteen pages' (the legal texts, the FAQ) nor their widgets.
 *
 * No page is ever drawn empty over the server's HTML: the server renders with
 * every page loaded and names the one it drew (`data-page` on #app), which the
 * browser loads before it takes the page over (site/main.tsx). A later
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
const loaded = new Map<string, ComponentType>();

/** The page the server drew last (site/server-render.tsx reads it after a render). */
export const drawnPage: { key: string | null } = { key: null };

/**
 * Loads a page's file, once. In the browser its elements are registered then;
 * the server only draws them (widgets/server-markup.tsx): an element it
 * registered, in a process that has a DOM, would be the page's for good.
 */
export async function preloadPage(key: string, { register = true } = {}): Promise<void> {
  const load = loaders.get(key);
  if (!load || loaded.has(key)) return;
  const file = await load();
  if (register) file.defineElements?.();
  loaded.set(key, file.page);
}

/** Every page, elements unregistered: the server renders synchronously, so it loads them all first. */
export const preloadEveryPage = () => Promise.all([...loaders.keys()].map((key) => preloadPage(key, { register: false })));

/** A route's page, which can be asked to load its file ahead (a link the visitor is about to follow). */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/** A route's page, named by `key`, whose file `load` brings. */
export function lazyPage(key: string, load: PageLoader): LazyPage {
  loaders.set(key, load);
  function LazyPage() {
    const [Page, setPage] = useState<ComponentType | undefined>(() => loaded.get(key));
    useEffect(() => {
      if (!Page) void preloadPage(key).then(() => setPage(() => loaded.get(key)));
    }, [Page]);
    drawnPage.key = key;
    return Page ? <Page /> : null;
  }
  LazyPage.displayName = `Lazy(${key})`;
  return Object.assign(LazyPage, { preload: () => preloadPage(key) });
}
