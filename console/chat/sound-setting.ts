/**
 * Whether the console's chime plays (beep.ts): on unless the advisor muted it
 * in this browser (localStorage, so that it holds after a reload and on
 * every page of the console; another browser has its own). A storage the
 * browser refuses leaves the sound on, and the toggle still works for the page.
 */
import { useCallback, useSyncExternalStore } from 'react';

const KEY = 'voy-console-chime';
const MUTED = 'off';
const listeners = new Set<() => void>();
let fallback = false;

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === MUTED;
  } catch {
    return fallback;
  }
}

export const chimeMuted = read;

function setMuted(muted: boolean): void {
  fallback = muted;
  try {
    if (muted) localStorage.setItem(KEY, MUTED);
    else localStorage.removeItem(KEY);
  } catch {
    // Kept for this page only.
  }
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
