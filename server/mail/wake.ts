/**
 * The mail workers of this process (one per app), woken when an e-mail is
 * queued here: they look for due rows at once instead of at their next poll.
 */
const workers = new Set<() => void>();

export function onMailQueued(wake: () => void): () => void {
  workers.add(wake);
  return () => workers.delete(wake);
}

export function wakeMailWorkers(): void {
  for (const wake of workers) wake();
}
