/**
 * Data a page shows: loaded when the page opens and whenever its key changes
 * (filters, page number), cancelled when it is left or a newer load starts;
 * `reload` asks again, `replace` puts an answer the page already has (the
 * advisor a save returned) without asking.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { phase: 'loading'; data?: T }
  | { phase: 'failed'; message: string; data?: T }
  | { phase: 'ready'; data: T };

export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> & { reload(): void; replace(data: T): void } {
  const [state, setState] = useState<Loaded<T>>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The latest loader: a page passes a new closure at every render, the key says when to call it.
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const controller = new AbortController();
    // The last answer stays on screen while the next one loads (no flash of emptiness).
    setState((current) => ({ phase: 'loading', data: current.data }));
    loader.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ phase: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ phase: 'failed', message: error instanceof Error ? error.message : String(error), data: current.data }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replace = useCallback((data: T) => setState({ phase: 'ready', data }), []);
  return { ...state, reload, replace };
}
