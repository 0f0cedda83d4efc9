/**
 * A plain text/event-stream client for tests and benchmarks: Node's fetch and
 * the parser the visitor's chat reads its stream with
 * (widgets/core/event-stream.ts), without EventSource's reconnection, so a
 * test sees exactly what one response held.
 */
import { eventStreamParser, type StreamEvent } from '../../widgets/core/event-stream';

export type SseEvent = StreamEvent;

/** One open stream: its response, and its events one at a time. */
export class SseStream {
  /** The last `retry:` delay the server sent. */
  retry: number | undefined;
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #controller: AbortController;
  #queue: SseEvent[] = [];
  readonly #parse = eventStreamParser(
    (event) => {
      if (!this.skip?.(event)) this.#queue.push(event);
    },
    (ms) => (this.retry = ms),
  );
  #ended = false;

  private constructor(
    readonly response: Response,
    controller: AbortController,
    /** Messages left out, as if never sent (a test of the statuses leaves out presence's: tests/helpers/presence.ts). */
    private readonly skip?: (event: SseEvent) => boolean,
  ) {
    this.#controller = controller;
    this.#reader = response.body!.getReader();
  }

  static async open(url: string, headers: Record<string, string> = {}, skip?: (event: SseEvent) => boolean): Promise<SseStream> {
    const controller = new AbortController();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
    return new SseStream(response, controller, skip);
  }

  /** Whether the server ended the response. */
  get ended(): boolean {
    return this.#ended;
  }

  /** The next event, or an error after timeoutMs (or when the stream ends first). */
  async next(timeoutMs = 5_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (this.#queue.length === 0) {
      const chunk = await this.#read(deadline - Date.now());
      if (chunk === 'timeout') throw new Error(`no event within ${timeoutMs} ms`);
      if (chunk === 'end') throw new Error('the stream ended');
    }
    return this.#queue.shift()!;
  }

  /** The events that arrive within ms (none is an answer too). */
  async collect(ms: number): Promise<SseEvent[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) break;
      const chunk = await this.#read(left);
      if (chunk !== 'data') break;
    }
    return this.#queue.splice(0);
  }

  /** Resolves true when the server ends the stream within ms. */
  async endsWithin(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.#ended) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      if ((await this.#read(left)) === 'timeout') return false;
    }
    return true;
  }

  close(): void {
    this.#controller.abort();
  }

  async #read(timeoutMs: number): Promise<'data' | 'end' | 'timeout'> {
    if (this.#ended) return 'end';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, timeoutMs));
    });
    try {
      const result = await Promise.race([this.#pending ?? (this.#pending = this.#reader.read()), timeout]);
      if (result === 'timeout') return 'timeout';
      this.#pending = null;
      if (result.done) {
        this.#ended = true;
        return 'end';
      }
      this.#parse(result.value);
      return 'data';
    } catch {
      this.#pending = null;
      this.#ended = true;
      return 'end';
    } finally {
      clearTimeout(timer);
    }
  }

  /** A read left waiting by a timeout is picked up by the next call rather than lost. */
  #pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
}
