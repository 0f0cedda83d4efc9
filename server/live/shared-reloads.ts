/** One catalogue reload per change, shared by whichever asks first and second: the change's writer and its notification. */

/** How many changes' reloads are kept for their writer or their notification to share (the newest; others' are never asked for). */
const SHARED_RELOADS = 64;

export class SharedReloads {
  /** By change: the reload started for it by whichever came first, its writer or its notification. */
  readonly #shared = new Map<string, Promise<void>>();

  constructor(private readonly reload: () => Promise<void>) {}

  /**
   * The reload that covers one change: its writer (once the commit returned)
   * and its notification (heard after the commit) both ask for it, in either
   * order; the first starts it, after the commit, and the second shares it.
   */
  for(key: string): Promise<void> {
    const shared = this.#shared.get(key);
    if (shared) {
      this.#shared.delete(key);
      return shared;
    }
    const reload = this.reload();
    this.#shared.set(key, reload);
    if (this.#shared.size > SHARED_RELOADS) this.#shared.delete(this.#shared.keys().next().value!);
    return reload;
  }

  clear(): void {
    this.#shared.clear();
  }
}
