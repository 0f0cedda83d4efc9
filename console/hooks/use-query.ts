/**
 * Data a page shows, from the console's query cache (console/api/query-client.tsx):
 * read when the page opens and whenever its key changes (filters, page
 * number), the request cancelled when it is left or a newer one starts.
 * Views with the same key share one request and one answer. `reload` asks
 * again, `replace` puts an answer the page already has (the advisor a save
 * returned) without asking.
 */
import { hashKey, notifyManager, QueryObserver, type QueryObserverResult } from '@tanstack/query-core';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useQueryClient, type ConsoleKey } from '../api/query-client';

export type Loaded<T> =
  | { phase: 'loading'; data?: T }
  | { phase: 'failed'; message: string; data?: T }
  | { phase: 'ready'; data: T };

export type Query<T> = Loaded<T> & { reload(): void; replace(data: T): void };

/** The page's view of a result: while a request runs, it is loading, whatever the last one said. */
function loadedOf<T>(result: QueryObserverResult<T, Error>, shown: T | undefined): Loaded<T> {
  if (result.isFetching || result.isPending) return { phase: 'loading', data: shown };
  if (result.isError) return { phase: 'failed', message: result.error.message, data: shown };
  return { phase: 'ready', data: result.data };
}

export function useQuery<T>(key: ConsoleKey, load: (signal: AbortSignal) => Promise<T>): Query<T> {
  const client = useQueryClient();
  // The latest loader: a page passes a new closure at every render, the key says when to call it.
  const loader = useRef(load);
  loader.current = load;
  const hash = hashKey(key);
  const options = useMemo(() => {
    const defaulted = client.defaultQueryOptions<T, Error, T, T, ConsoleKey>({ queryKey: key, queryFn: ({ signal }) => loader.current(signal) });
    // The result drawn for a new key says at once that it is loading (as @tanstack/react-query does).
    defaulted._optimisticResults = 'optimistic';
    return defaulted;
    // The key's hash stands for the key: a page builds a new array at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, hash]);
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, ConsoleKey>(client, options));
  const result = observer.getOptimisticResult(options);
  useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const unsubscribe = observer.subscribe(notifyManager.batchCalls(onChange));
        // An answer that came between the render and this subscription is not missed.
        observer.updateResult();
        return unsubscribe;
      },
      [observer],
    ),
    () => observer.getCurrentResult(),
  );
  useEffect(() => observer.setOptions(options), [observer, options]);

  // The last answer stays on screen while the next one loads, or if it fails (no flash of emptiness).
  const shown = useRef<T | undefined>(undefined);
  if (result.data !== undefined) shown.current = result.data;

  const reload = useCallback(() => void observer.refetch(), [observer]);
  const replace = useCallback((data: T) => client.setQueryData(options.queryKey, data), [client, options]);
  return { ...loadedOf(result, shown.current), reload, replace };
}
