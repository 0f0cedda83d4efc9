/**
 * happy-dom has no EventSource (nor has Node 20): the widget tests install
 * this one, a small EventSource reading the real server's stream over
 * node:http with the parser the visitor's chat uses
 * (widgets/core/event-stream.ts). It records every instance, so a test can
 * count the streams a page opened. An answer
 * other than a 200 event stream fails it for good, as in browsers; no
 * reconnection after a network error (a test that needs it runs in Chromium).
 */
import { request, type ClientRequest } from 'node:http';
import { eventStreamParser } from '../../widgets/core/event-stream';

export class NodeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every instance made since the last reset, open or closed. */
  static instances: NodeEventSource[] = [];

  readyState = NodeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  readonly #request: ClientRequest;

  constructor(readonly url: string) {
    super();
    NodeEventSource.instances.push(this);
    const parse = eventStreamParser((event) => {
      if (this.readyState !== NodeEventSource.CLOSED) this.dispatchEvent(new MessageEvent(event.event, { data: event.data, lastEventId: event.id ?? '' }));
    });
    this.#request = request(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      // As the standard says: an answer other than a 200 event stream fails the source for good.
      if (response.statusCode !== 200 || !response.headers['content-type']?.startsWith('text/event-stream')) {
        response.resume();
        this.readyState = NodeEventSource.CLOSED;
        this.#fail();
        return;
      }
      this.readyState = NodeEventSource.OPEN;
      response.on('data', parse);
    });
    this.#request.on('error', () => {
      if (this.readyState !== NodeEventSource.CLOSED) this.#fail();
    });
    this.#request.end();
  }

  #fail(): void {
    const event = new Event('error');
    this.dispatchEvent(event);
    this.onerror?.(event);
  }

  get open(): boolean {
    return this.readyState !== NodeEventSource.CLOSED;
  }

  close(): void {
    this.readyState = NodeEventSource.CLOSED;
    this.#request.destroy();
  }

  /** Installs it as the page's EventSource; the returned function takes it away again. */
  static install(): () => void {
    NodeEventSource.instances = [];
    const page = globalThis as { EventSource?: unknown };
    const before = page.EventSource;
    page.EventSource = NodeEventSource;
    return () => {
      for (const source of NodeEventSource.instances) source.close();
      if (before === undefined) delete page.EventSource;
      else page.EventSource = before;
    };
  }
}
