/**
 * Whether the console's chime plays (beep.ts): on unless the advisor muted it
 * in this browser (the widgets' storage, their runtime's storage.ts: it holds
 * after a reload and on every page of the console; another browser has its
 * own; a storage the browser refuses keeps it for the page).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { forgetText, readStoredText, storeText } from '../../widgets/console-kit';

const KEY = 'voy-console-chime';
const MUTED = 'off';
const listeners = new Set<() => void>();

function read(): boolean {
  return readStoredText(KEY) === MUTED;
}

export const chimeMuted = read;

function setMuted(muted: boolean): void {
  if (muted) storeText(KEY, MUTED);
  else forgetText(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the console changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The setting and its toggle, for the Tchat page's header. */
export function useChimeMuted(): [boolean, () => void] {
  const muted = useSyncExternalStore(subscribe, read, () => false);
  const toggle = useCallback(() => setMuted(!read()), []);
  return [muted, toggle];
}
