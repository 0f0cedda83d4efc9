/**
 * What the server's page renderer (site/server-render.tsx) needs of the
 * widgets' data layer: the shared query cache, the requests its render
 * started, and the transport to point at the server's own routes.
 */
import type { Query } from '@tanstack/query-core';
import { queryClient } from './core/query';

export { transport } from './core/api';
export { setLogSink } from './core/log';
export { setPageDrawnAt } from './core/page-clock';
export { pageQueries, queryClient } from './core/query';

/** Queries a render asked for that have neither data nor a request under way (disabled ones excepted). */
export function pendingQueries(): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      const wanted = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return wanted && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}
