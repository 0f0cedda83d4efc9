/**
 * One QueryClient and one jotai store for every widget of a page: two
 * widgets asking for the same data share one request and one cache entry.
 */
import { QueryClient, type QueryKey, type QueryObserverResult } from '@tanstack/query-core';
import { createStore } from 'jotai/vanilla';
import { atomWithQuery, type AtomWithQueryOptions } from 'jotai-tanstack-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { resolveBase } from './api';
import { liveCache } from './live-cache';

/** SPEC.md section 9: 3 retries, backoff from 1 s doubling up to 30 s, garbage collection after 5 minutes. */
export const QUERY_DEFAULTS = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * 60_000,
  staleTime: 60_000,
  refetchOnWindowFocus: false,
} as const;

export const queryClient = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
queryClient.mount();
// The live status patches what this cache holds (widgets/core/live-status.ts).
liveCache.client = queryClient;

export const widgetStore = createStore();

/**
 * Subscribes a component to a query through the page's shared store. A query
 * atom holds a plain result (no promise, no suspense), so React's own
 * useSyncExternalStore reads it: jotai/react's hooks, built for promises,
 * weighed 0.8 KB gzip in the Preact embed for nothing these widgets use.
 */
export function useApiQuery<TData>(options: AtomWithQueryOptions<TData, Error, TData, QueryKey>): QueryObserverResult<TData, Error> {
  const key = JSON.stringify(options.queryKey);
  // The atom is rebuilt only when the key changes; options with the same key are equivalent.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const queryAtom = useMemo(() => atomWithQuery(() => options, () => queryClient), [key]);
  const subscribe = useCallback((onChange: () => void) => widgetStore.sub(queryAtom, onChange), [queryAtom]);
  const read = () => widgetStore.get(queryAtom) as QueryObserverResult<TData, Error>;
  // The server's render reads the same cache (site/server-render.tsx).
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The answers a server-rendered page was drawn with. They travel in the page
 * (site/server-render.tsx), so the widgets start from them instead of asking
 * again. Every widget keys its data ['voyance', apiBase, path, ...]: an entry
 * holds the key without its first two parts.
 */
export type PageQueries = [key: unknown[], data: unknown][];

/** On the server: what the page's widgets received (their addresses are relative, the base empty). */
export function pageQueries(): PageQueries {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(({ queryKey, state }) => state.status === 'success' && queryKey[0] === 'voyance' && queryKey[1] === '')
    .map(({ queryKey, state }) => [queryKey.slice(2), state.data]);
}

/**
 * In the browser: the server's answers, under this page's API base. They are
 * as fresh as the page: the server renders it anew whenever the catalogue
 * changes or the day turns.
 */
export function seedPageQueries(queries: PageQueries, apiBase = resolveBase()): void {
  for (const [key, data] of queries) queryClient.setQueryData(['voyance', apiBase, ...key], data);
}
