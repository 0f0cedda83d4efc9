/**
 * The history state of a navigation that only moves the address to follow a
 * control on the page (a horoscope's period tab): the app does not scroll to
 * the top for it (site/app.tsx).
 */
export const KEEP_SCROLL = { keepScroll: true } as const;
