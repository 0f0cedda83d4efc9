/**
 * Elements the server drew (declarative shadow DOM, widgets/server-markup.tsx).
 * Their shadow root already shows the widget: it is kept, not emptied, and the
 * view hydrates what it holds instead of drawing it again. They hydrate in
 * turn, one per task, because the page is on screen already: a visitor's tap
 * waits for one element at most, where one task drawing every widget of the
 * home page held the main thread about 200 ms on a phone.
 */
import { hydrateRoot } from 'react-dom/client';
import { adoptStyles } from './styles';
import type { ServerDrawings } from './widget-element-class';

/** Hosts whose shadow root still holds the server's drawing, not yet hydrated. */
const drawn = new WeakSet<Element>();

const turns: Array<() => void> = [];
const waitingForAll: Array<() => void> = [];

function runTurn(): void {
  turns.shift()!();
  if (turns.length > 0) setTimeout(runTurn);
  else for (const resolve of waitingForAll.splice(0)) resolve();
}

export const SERVER_DRAWINGS: ServerDrawings = {
  keptShadowRoot(host, init) {
    // Attaching over a declarative root would empty it: the page would flash blank.
    const root = host.shadowRoot;
    if (!root || root.mode !== init.mode || !root.firstChild) return null;
    drawn.add(host);
    return root;
  },
  isDrawn: (host) => drawn.has(host),
  inTurn(work) {
    turns.push(work);
    if (turns.length === 1) setTimeout(runTurn);
  },
  hydrate(container, element, sheets) {
    if (!(container instanceof ShadowRoot) || !drawn.has(container.host)) return null;
    drawn.delete(container.host);
    // The server's <style> gives way to the shared sheets, within this task, so no frame goes unstyled.
    adoptStyles(container, sheets);
    for (const child of [...container.children]) if (child.localName === 'style') child.remove();
    // React's types name an element or a document; both runtimes hydrate a shadow root as they render into one.
    return hydrateRoot(container as unknown as Element, element);
  },
};

/** Resolves once every element waiting for its turn has hydrated. */
export function allDrawnHydrated(): Promise<void> {
  return turns.length === 0 ? Promise.resolve() : new Promise((resolve) => waitingForAll.push(resolve));
}
