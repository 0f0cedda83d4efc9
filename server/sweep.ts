/**
 * A sweep every instance runs on a timer (the unread e-mails, the orders'
 * expiry): one at a time on this instance (a slow one is not stacked); the
 * returned stop waits for the one under way, so that it ends before the
 * database closes. The sweep handles its own errors (it logs them; the next
 * one retries).
 */
export function scheduleSweep(everyMs: number, sweep: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= sweep().finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
