import type { MouseEvent } from 'react';

/** A left click without a modifier and not yet handled: the one a page may turn into in-place navigation. Ctrl-click, middle click, … stay the browser's (new tab, …). */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
