/**
 * Where the live status (widgets/core/live-status.ts) finds the page's query
 * cache and the list fetcher, without importing them: a page whose only
 * status dots are the free question's has no query cache, and must not
 * download one for the live status.
 */
import type { QueryClient } from '@tanstack/query-core';

export const liveCache: {
  /** The page's shared QueryClient, set by widgets/core/query.ts when a widget loads it. */
  client?: QueryClient;
  /** Fetches an advisor list past the HTTP cache, set by the list queries (widgets/core/advisor-queries.ts). */
  fetchList?: (base: string, path: string) => Promise<unknown[]>;
} = {};
