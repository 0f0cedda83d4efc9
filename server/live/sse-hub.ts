/**
 * The open live streams of this instance. Each costs a small record and its
 * socket: no timer of its own (one shared heartbeat walks the set), and each
 * message is formatted once for all. A stream starts "held" while its
 * catch-up is read from the database; what is broadcast meanwhile waits in
 * its queue, so it receives every event once and in order.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { HEARTBEAT, STREAM_PREAMBLE } from './sse-messages';

/** Within the server's 30 s idle timeout (server/http-timeouts.ts) and the usual proxies' 60 s. */
const HEARTBEAT_MS = 25_000;

/** A reader this far behind (bytes waiting in its socket) is dropped: it would only grow the server's memory. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export class StreamClient {
  /** The last event id this stream was sent (or told it knows). */
  lastId = 0;
  /** Messages sent while the stream is held, with their ids (null: a message outside the id sequence). */
  queue: [id: number | null, message: string][] | null = [];

  constructor(
    readonly response: ServerResponse,
    /** Whom it counts against: a visitor's address (LIVE_STREAMS_PER_CLIENT), a console account (CONSOLE_STREAMS_PER_ACCOUNT). */
    readonly limitKey: string,
  ) {}
}

export class SseHub {
  readonly #clients = new Set<StreamClient>();
  /** Open streams per limit key (a visitor's address, a console account). */
  readonly #perKey = new Map<string, number>();
  #heartbeat: NodeJS.Timeout | undefined;

  /** How many streams `limitKey` holds open on this instance. */
  openFrom(limitKey: string): number {
    return this.#perKey.get(limitKey) ?? 0;
  }

  /** Starts a held stream on a hijacked response: status, headers and the retry delay. */
  open(response: ServerResponse, headers: OutgoingHttpHeaders, limitKey: string): StreamClient {
    response.writeHead(200, headers);
    response.write(STREAM_PREAMBLE);
    const client = new StreamClient(response, limitKey);
    this.#clients.add(client);
    this.#perKey.set(limitKey, this.openFrom(limitKey) + 1);
    response.once('close', () => this.#remove(client));
    if (!this.#heartbeat) {
      this.#heartbeat = setInterval(() => this.#beat(), HEARTBEAT_MS);
      this.#heartbeat.unref();
    }
    return client;
  }

  /**
   * Ends the hold: `first` (a catch-up or a snapshot, as of event `lastId`) is
   * written, then what was queued meanwhile and is newer.
   */
  release(client: StreamClient, first: string, lastId: number): void {
    const queued = client.queue ?? [];
    client.queue = null;
    client.lastId = lastId;
    if (first) this.#write(client, first);
    for (const [id, message] of queued) this.#send(client, id, message);
  }

  /** Sends one event to every stream that has not had it (null: a message outside the id sequence, to every stream). */
  broadcast(id: number | null, message: string): void {
    for (const client of this.#clients) this.send(client, id, message);
  }

  /**
   * Sends one message to one stream (queued while it is held). With an id,
   * only if the stream has not had it; with null (a state change, a typing
   * signal), always.
   */
  send(client: StreamClient, id: number | null, message: string): void {
    if (client.queue) client.queue.push([id, message]);
    else this.#send(client, id, message);
  }


  /** Ends every stream (the server is stopping): browsers reconnect, to another instance if there is one. */
  closeAll(): void {
    for (const client of this.#clients) client.response.end();
    this.#clients.clear();
    this.#perKey.clear();
    this.#stopHeartbeat();
  }

  #send(client: StreamClient, id: number | null, message: string): void {
    if (id !== null) {
      if (id <= client.lastId) return;
      client.lastId = id;
    }
    this.#write(client, message);
  }

  #write(client: StreamClient, text: string): void {
    const { response } = client;
    // Gone while its catch-up was read: nothing to write to.
    if (response.destroyed || response.writableEnded) return;
    if (response.writableLength > MAX_BUFFERED_BYTES) {
      response.destroy();
      return;
    }
    response.write(text);
  }

  #beat(): void {
    for (const client of this.#clients) if (!client.queue) this.#write(client, HEARTBEAT);
  }

  #remove(client: StreamClient): void {
    // Already forgotten when closeAll ended it.
    if (!this.#clients.delete(client)) return;
    const left = this.openFrom(client.limitKey) - 1;
    if (left > 0) this.#perKey.set(client.limitKey, left);
    else this.#perKey.delete(client.limitKey);
    if (this.#clients.size === 0) this.#stopHeartbeat();
  }

  #stopHeartbeat(): void {
    clearInterval(this.#heartbeat);
    this.#heartbeat = undefined;
  }
}
