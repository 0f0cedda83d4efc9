/**
 * A plain text/event-stream client for tests and benchmarks: Node's fetch and
 * the format's line rules (WHATWG HTML, "Parsing an event stream"), without
 * EventSource's reconnection, so a test sees exactly what one response held.
 */

export interface SseEvent {
  /** The `id:` field, when the message had one. */
  id: string | undefined;
  /** The `event:` field ('message' when absent). */
  event: string;
  data: string;
}

/** Splits a stream's text into events as it arrives. */
export class SseParser {
  #buffer = '';
  #id: string | undefined;
  #event = '';
  #data: string[] = [];
  /** Comment lines seen (heartbeats). */
  comments = 0;
  /** The last `retry:` value. */
  retry: number | undefined;

  /** Feeds a chunk; returns the events it completed. */
  push(chunk: string): SseEvent[] {
    this.#buffer += chunk;
    const events: SseEvent[] = [];
    let match: RegExpExecArray | null;
    const lineEnd = /\r\n|\r|\n/;
    while ((match = lineEnd.exec(this.#buffer))) {
      // A lone \r at the very end may be the first half of \r\n: wait for more.
      if (match[0] === '\r' && match.index === this.#buffer.length - 1) break;
      const line = this.#buffer.slice(0, match.index);
      this.#buffer = this.#buffer.slice(match.index + match[0].length);
      const event = this.#line(line);
      if (event) events.push(event);
    }
    return events;
  }

  #line(line: string): SseEvent | null {
    if (line === '') {
      if (this.#data.length === 0) {
        this.#event = '';
        return null;
      }
      const event = { id: this.#id, event: this.#event || 'message', data: this.#data.join('\n') };
      this.#event = '';
      this.#data = [];
      return event;
    }
    if (line.startsWith(':')) {
      this.comments++;
      return null;
    }
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') this.#data.push(value);
    else if (field === 'event') this.#event = value;
    else if (field === 'id') this.#id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.retry = Number(value);
    return null;
  }
}

/** One open stream: its response, and its events one at a time. */
export class SseStream {
  readonly parser = new SseParser();
  readonly #reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly #decoder = new TextDecoder();
  readonly #controller: AbortController;
  #queue: SseEvent[] = [];
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
      const events = this.parser.push(this.#decoder.decode(result.value, { stream: true }));
      this.#queue.push(...(this.skip ? events.filter((event) => !this.skip!(event)) : events));
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
