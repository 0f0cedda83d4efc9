/** Whether the console's tab is the one on screen (a message is read only then). */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const visible = () => document.visibilityState === 'visible';

export const usePageVisible = () => useSyncExternalStore(subscribe, visible, () => true);
