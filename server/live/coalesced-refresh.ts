/**
 * Runs a reload (the catalogue's) on demand, one at a time: requests that
 * arrive while one runs share a single next run, since that run reads
 * everything they asked for. A burst of a hundred notifications costs two
 * reloads, not a hundred.
 */
export class CoalescedRefresh {
  #running: Promise<void> | null = null;
  #next: Promise<void> | null = null;

  constructor(private readonly run: () => Promise<unknown>) {}

  /** Resolves once a run that started after this call has finished (rejects if that run failed). */
  request(): Promise<void> {
    if (!this.#running) return this.#start();
    this.#next ??= this.#running.then(
      () => this.#startNext(),
      () => this.#startNext(),
    );
    return this.#next;
  }

  /** Resolves when no run is under way or due (for closing). */
  async settled(): Promise<void> {
    while (this.#running) await this.#running.catch(() => {});
  }

  #startNext(): Promise<void> {
    this.#next = null;
    return this.#start();
  }

  #start(): Promise<void> {
    const run = (async () => {
      await this.run();
    })();
    this.#running = run;
    void run.then(
      () => this.#clear(run),
      () => this.#clear(run),
    );
    return run;
  }

  #clear(run: Promise<void>): void {
    if (this.#running === run) this.#running = null;
  }
}
