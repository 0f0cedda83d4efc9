/**
 * The console's data cache: query-core, as the widgets' (their runtime's query.ts),
 * with a client of its own for each signed-in session. It lives in the
 * signed-in chunk (signed-in-app.tsx provides it), so the sign-in page does
 * not download it, and it goes with the session: the next account signed in
 * on this tab starts from an empty cache.
 */
import { QueryClient } from '@tanstack/query-core';
import { createContext, useContext, useState, type ReactNode } from 'react';

/** What the console reads, one key prefix each: a write makes every view of its resource read again (useInvalidate). */
export type Resource =
  | 'accounts'
  | 'advisor'
  | 'advisors'
  | 'agency'
  | 'audit'
  | 'demo-data'
  | 'figures'
  | 'hours'
  | 'inbox'
  | 'offers'
  | 'order-guard'
  | 'orders'
  | 'outbox'
  | 'reviews';

export type ConsoleKey = readonly [Resource, ...unknown[]];

/**
 * Unlike the widgets' (SPEC.md section 9), the console asks once and says at
 * once what failed, with its « Réessayer » button: no retry (a 401 must end
 * the session at the first answer, console/api/client.ts). A page opened
 * again reads its data again (nothing kept once no page shows it), and
 * nothing is read again behind the operator's back: not when the tab comes
 * back to the front, not when the network does. A request goes out even when
 * the browser believes it is offline, and fails with the network's message.
 */
const newConsoleClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false, networkMode: 'always' } },
  });

const ClientContext = createContext<QueryClient | null>(null);

export function ConsoleQueries({ children }: { children: ReactNode }) {
  const [client] = useState(newConsoleClient);
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useQueryClient outside ConsoleQueries');
  return client;
}

/** After a write: every view of the resource reads it again. */
export function useInvalidate(): (resource: Resource) => void {
  const client = useQueryClient();
  return (resource) => void client.invalidateQueries({ queryKey: [resource] });
}
