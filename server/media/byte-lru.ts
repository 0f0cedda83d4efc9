/**
 * A least-recently-used cache bounded by the bytes it holds, not by a count:
 * a list page of photos is served from memory without letting a few large
 * files push the process's memory up.
 */
export class ByteLru<Value> {
  /** A Map iterates in insertion order: the first key is the least recently used. */
  readonly #entries = new Map<string, { value: Value; bytes: number }>();
  #bytes = 0;

  constructor(
    /** The most it holds in total. */
    readonly budget: number,
    /** Anything larger is never kept: it would evict too much for one entry. */
    readonly largestEntry = Math.floor(budget / 16),
  ) {}

  get size(): number {
    return this.#bytes;
  }

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, bytes: number): void {
    if (bytes > this.largestEntry) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.budget) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }
}
