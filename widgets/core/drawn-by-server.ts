/**
 * Elements the server drew (declarative shadow DOM, widgets/server-markup.tsx).
 * Their shadow root already shows the widget: it is kept, not emptied, and the
 * view hydrates what it holds instead of drawing it again. They hydrate in
 * turn, a few per task, because the page is on screen already: a visitor's tap
 * waits at most one slice, where one task drawing every widget of the home
 * page held the main thread about 200 ms on a phone.
 */

/** Hosts whose shadow root still holds the server's drawing, not yet hydrated. */
const drawn = new WeakSet<Element>();

/** Work per task, on the visitor's clock: well under the 50 ms that makes a task long. */
const SLICE_MS = 20;

const turns: Array<() => void> = [];
const waitingForAll: Array<() => void> = [];

/**
 * The shadow root the browser attached from the server's template, marked as
 * drawn, or null: the element attaches a new one. (Attaching over a
 * declarative root would empty it: the page would flash blank.)
 */
export function keptShadowRoot(host: Element, init: ShadowRootInit): ShadowRoot | null {
  const root = host.shadowRoot;
  if (!root || root.mode !== init.mode || !root.firstChild) return null;
  drawn.add(host);
  return root;
}

/** Whether this shadow root holds the server's drawing, to hydrate rather than draw. */
export function holdsServerDrawing(root: Node): root is ShadowRoot {
  return root instanceof ShadowRoot && drawn.has(root.host);
}

/** The element's view is on its drawing now: a later render draws as usual. */
export function hydrated(host: Element): void {
  drawn.delete(host);
}

export const isDrawnByServer = (host: Element) => drawn.has(host);

/** Runs `work` in turn with the other drawn elements, in document order, in slices of a few ms. */
export function hydrateInTurn(work: () => void): void {
  turns.push(work);
  if (turns.length === 1) setTimeout(runSlice);
}

function runSlice(): void {
  const start = performance.now();
  do turns.shift()!();
  while (turns.length > 0 && performance.now() - start < SLICE_MS);
  if (turns.length > 0) setTimeout(runSlice);
  else for (const resolve of waitingForAll.splice(0)) resolve();
}

/** Resolves once every element waiting for its turn has hydrated. */
export function allDrawnHydrated(): Promise<void> {
  return turns.length === 0 ? Promise.resolve() : new Promise((resolve) => waitingForAll.push(resolve));
}
