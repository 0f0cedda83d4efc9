/**
 * The number of things visitors sent that nobody has handled yet, shown in
 * the navigation. Read when an admin's console opens; every answer of the
 * inbox carries it too, so the inbox page keeps it current as items are
 * handled or deleted.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { listInbox } from '../api/inbox';

interface Unread {
  count: number | null;
  set(count: number): void;
}

const UnreadContext = createContext<Unread>({ count: null, set: () => undefined });

export function UnreadProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    // A failure leaves the count out of the navigation; the inbox page shows its own errors.
    listInbox({ state: 'unhandled' }, controller.signal).then(
      (page) => setCount(page.unread),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled]);
  const value = useMemo(() => ({ count, set: setCount }), [count]);
  return <UnreadContext.Provider value={value}>{children}</UnreadContext.Provider>;
}

export const useUnread = () => useContext(UnreadContext);
