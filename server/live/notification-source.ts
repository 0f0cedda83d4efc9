/**
 * Where this instance hears the NOTIFY channels (server/live/channels.ts).
 *
 * - PostgreSQL: a connection of its own, outside the pool (a pooled
 *   connection is handed to queries and given back; LISTEN belongs to one
 *   session for good). When it drops, it reconnects with a growing delay and
 *   says so, since what was notified meanwhile is lost and must be read again.
 *   A ping every PING_EVERY_MS finds a connection that died without a word
 *   (a cut network, a frozen server) instead of waiting for TCP to notice.
 * - PGlite: the embedded engine's own listen(); one process, one session.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { backoffDelay } from '../../contract/domain/reconnection';
import { POSTGRES_LIMITS } from '../db/open';
import type { Channel } from './channels';

export type OnNotification = (channel: Channel, payload: string) => void;

export interface NotificationSource {
  close(): Promise<void>;
}

export async function listenPglite(pglite: PGlite, channels: readonly Channel[], onNotification: OnNotification): Promise<NotificationSource> {
  const stops = await Promise.all(channels.map((channel) => pglite.listen(channel, (payload) => onNotification(channel, payload))));
  return {
    close: async () => {
      // A database already closed under the app (tests of an outage) has nothing left to unlisten.
      if (pglite.closed) return;
      await Promise.all(stops.map((stop) => stop().catch(() => {})));
    },
  };
}

/** The listening connections' application_name. */
export const LISTENER_APPLICATION_NAME = 'voyance-live-events';

/** After a loss, waits doubling from firstMs to maxMs (backoffDelay: contract/domain/reconnection.ts). */
export const RECONNECT = {
  firstMs: 250,
  maxMs: 10_000,
  /** How often the listening connection is checked with a trivial query. */
  pingEveryMs: 15_000,
} as const;

export interface PostgresListenOptions {
  url: string;
  channels: readonly Channel[];
  onNotification: OnNotification;
  /** Listening again after a loss: notifications sent meanwhile were not received. */
  onResumed: () => void;
  onLost: (error: Error | undefined, retryInMs: number) => void;
}

/** Listens on a dedicated connection; resolves once listening (the first connection must work, as the pool's does at start). */
export async function listenPostgres(options: PostgresListenOptions): Promise<NotificationSource> {
  const listener = new PostgresListener(options);
  await listener.connect();
  return listener;
}

class PostgresListener implements NotificationSource {
  #client: pg.Client | null = null;
  #closed = false;
  #failures = 0;
  #retry: NodeJS.Timeout | undefined;
  #ping: NodeJS.Timeout | undefined;

  constructor(private readonly options: PostgresListenOptions) {}

  async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      connectionTimeoutMillis: POSTGRES_LIMITS.connectionTimeoutMillis,
      query_timeout: POSTGRES_LIMITS.queryTimeoutMillis,
      keepAlive: true,
      // Names the connection in pg_stat_activity (operations, the reconnection test).
      application_name: LISTENER_APPLICATION_NAME,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.#lost(client, error);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => this.options.onNotification(message.channel as Channel, message.payload ?? ''));
    try {
      await client.connect();
      for (const channel of this.options.channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      lost = true;
      destroy(client);
      throw error;
    }
    if (this.#closed) return destroy(client);
    this.#client = client;
    this.#failures = 0;
    this.#ping = setInterval(() => {
      client.query('select 1').catch((error: Error) => onLost(error));
    }, RECONNECT.pingEveryMs);
    this.#ping.unref();
  }

  #lost(client: pg.Client, error: Error | undefined): void {
    if (this.#client === client) this.#client = null;
    clearInterval(this.#ping);
    destroy(client);
    if (this.#closed) return;
    this.#scheduleReconnect(error);
  }

  #scheduleReconnect(error: Error | undefined): void {
    const delay = backoffDelay(RECONNECT, this.#failures++);
    this.options.onLost(error, delay);
    this.#retry = setTimeout(() => {
      this.connect().then(
        () => {
          if (!this.#closed) this.options.onResumed();
        },
        (failure: Error) => {
          if (!this.#closed) this.#scheduleReconnect(failure);
        },
      );
    }, delay);
    this.#retry.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    clearInterval(this.#ping);
    const client = this.#client;
    this.#client = null;
    if (client) destroy(client);
  }
}

/**
 * Drops the connection at once: end() waits for the server's goodbye, which a
 * frozen or unreachable server never sends. The server ends the session (and
 * its LISTEN) when the socket closes.
 */
function destroy(client: pg.Client): void {
  client.removeAllListeners('notification');
  client.on('error', () => {});
  (client as pg.Client & { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}
