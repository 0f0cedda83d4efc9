/**
 * How every live connection of ours comes back after a break, in one place.
 * After a break comes a wait, then a new attempt; while attempts fail, the
 * wait doubles from `firstMs` up to `maxMs`, and a connection that worked
 * starts the next break from `firstMs` again. No jitter, none stops while
 * the page is hidden: as each stream did before it shared this policy.
 *
 * - The visitor's chat (widgets/chat/chat-stream.ts) reads its stream with
 *   fetch, which retries nothing by itself: CHAT_STREAM_BACKOFF.
 * - An EventSource (the console's chat, console/chat/chat-stream.ts; the
 *   live statuses, widgets/core/live-status.ts) opens itself again after a
 *   network error, after the wait the server's streams send it
 *   (EVENT_SOURCE_RETRY_MS); an HTTP error (a proxy's 502 while the server
 *   restarts) closes it for good: a new one after EVENT_SOURCE_REOPEN_MS.
 * - The server's LISTEN connection to PostgreSQL
 *   (server/live/notification-source.ts) waits by backoffDelay, with
 *   figures of its own.
 *
 * Shared by the server, the console and the widgets, hence in the contract.
 */

// The plain numbers first: esbuild inlines an imported constant only from the
// constants that open a module, and the live status's code is budgeted.

/** What the server's streams tell EventSource (`retry:`) to wait before it reconnects by itself. */
export const EVENT_SOURCE_RETRY_MS = 2_000;

/** How long before a new EventSource replaces one an HTTP error closed. */
export const EVENT_SOURCE_REOPEN_MS = 5_000;

export interface Backoff {
  readonly firstMs: number;
  readonly maxMs: number;
}

/** The wait before attempt `attempt` after a break (0: the first). */
export const backoffDelay = ({ firstMs, maxMs }: Backoff, attempt: number): number => Math.min(firstMs * 2 ** attempt, maxMs);

/** 1 s, 2 s, 4 s, 8 s, then every 15 s. */
export const CHAT_STREAM_BACKOFF: Backoff = { firstMs: 1_000, maxMs: 15_000 };

/** An EventSource an HTTP error closed: a new one every 5 s, for as long as it is wanted. */
export const EVENT_SOURCE_REOPEN: Backoff = { firstMs: EVENT_SOURCE_REOPEN_MS, maxMs: EVENT_SOURCE_REOPEN_MS };

/**
 * Keeps a connection open until the returned function is called (the
 * element left the page, the console signed out). `connect` opens one and
 * returns how to close it; it calls `opened` once the connection works, and
 * `broke` once it is gone and another is wanted after the wait.
 */
export function keepOpen(backoff: Backoff, connect: (opened: () => void, broke: () => void) => () => void): () => void {
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let close: () => void;
  const start = () => {
    close = connect(
      () => (attempt = 0),
      () => {
        if (!stopped) timer = setTimeout(start, backoffDelay(backoff, attempt++));
      },
    );
  };
  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    close();
  };
}
