/**
 * The time a server-drawn page was drawn at, for what a widget says from the
 * clock (« De retour demain à 9 h 00 »): the server draws it as of its render,
 * and the browser's first render, which takes that drawing over, must say the
 * same thing or the page would change under the visitor's eyes (and React
 * would draw it again). The server sets it before each render; the site's
 * script reads it from the page (site/takeover.tsx) before taking it over. A
 * widget then moves to the browser's own clock once mounted.
 */
let drawnAt: number | null = null;

/** When the page being drawn, or taken over, was drawn (ms since the epoch); null: no server drawing. */
export function setPageDrawnAt(at: number | null): void {
  drawnAt = at;
}

/** The clock of a first render: the page's drawing time when there is one, else none (the widget waits to be mounted). */
export function pageDrawnAt(): Date | undefined {
  return drawnAt === null ? undefined : new Date(drawnAt);
}
