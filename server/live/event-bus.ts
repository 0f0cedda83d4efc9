/**
 * What this instance hears from every instance (itself included): a
 * catalogue change reloads the in-memory catalogue; an availability change
 * reloads it too, then goes to this instance's live streams, in order, each
 * once. The catalogue is reloaded first so that a page that refetches its
 * list on the event already gets the new status from this instance.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/open';
import { safeErrorFields } from '../log-safe-error';
import { CHANNELS, type Channel } from './channels';
import { CoalescedRefresh } from './coalesced-refresh';
import { listenPglite, listenPostgres, type NotificationSource } from './notification-source';
import { parseStatusPayload, statusEventRange, statusEventsBetween, type StatusEvent } from './status-event';

/** Catching up after a lost connection reads at most this many events at once. */
const CATCH_UP_BATCH = 500;

export interface LiveBusOptions {
  database: Database;
  /** PostgreSQL's address, for the listening connection of its own (required with a PostgreSQL database). */
  url?: string | undefined;
  /** Reloads the catalogue (and reports what it left out). */
  refreshCatalogue: () => Promise<unknown>;
  log: FastifyBaseLogger;
}

export class LiveBus {
  /** The last status event handed to the listeners: every event up to it is in the catalogue and was sent. */
  #delivered = 0;
  /** The last status event received (some may still wait for their catalogue reload). */
  #received = 0;
  #delivery: Promise<void> = Promise.resolve();
  #listeners = new Set<(event: StatusEvent) => void>();
  #source: NotificationSource | null = null;
  readonly #refresh: CoalescedRefresh;

  private constructor(private readonly options: LiveBusOptions) {
    this.#refresh = new CoalescedRefresh(options.refreshCatalogue);
  }

  /**
   * Listens first, then reads the last status event id, then loads the
   * catalogue: nothing committed in between can fall through the gap.
   */
  static async start(options: LiveBusOptions): Promise<LiveBus> {
    const bus = new LiveBus(options);
    bus.#source = await bus.#listen();
    try {
      const { last } = await statusEventRange(options.database.db);
      // Events heard since listening began are already queued; the ids only ever go up.
      bus.#received = Math.max(bus.#received, last ?? 0);
      bus.#delivered = Math.max(bus.#delivered, last ?? 0);
      await bus.refreshCatalogue();
    } catch (error) {
      await bus.close();
      throw error;
    }
    return bus;
  }

  /** The last status event this instance's catalogue holds and its streams were sent. */
  get lastStatusId(): number {
    return this.#delivered;
  }

  /** Calls `listener` with each status event, in id order, after the catalogue holds it. */
  onStatus(listener: (event: StatusEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Reloads the catalogue, sharing a reload with whatever else asked for one meanwhile. */
  refreshCatalogue(): Promise<void> {
    return this.#refresh.request();
  }

  async close(): Promise<void> {
    const source = this.#source;
    this.#source = null;
    this.#listeners.clear();
    await source?.close();
    await this.#refresh.settled();
  }

  #listen(): Promise<NotificationSource> {
    const { database, url, log } = this.options;
    const channels: Channel[] = [CHANNELS.catalogue, CHANNELS.status];
    const onNotification = (channel: Channel, payload: string) => this.#heard(channel, payload);
    if (database.kind === 'pglite') {
      if (!database.pglite) throw new Error('PGlite database without its engine');
      return listenPglite(database.pglite, channels, onNotification);
    }
    if (!url) throw new Error('the live events need the PostgreSQL address (DATABASE_URL)');
    return listenPostgres({
      url,
      channels,
      onNotification,
      onLost: (error, retryInMs) =>
        log.warn({ error: error && safeErrorFields(error), retryInMs }, 'live events: the listening connection to PostgreSQL was lost; reconnecting'),
      onResumed: () => {
        log.info('live events: listening to PostgreSQL again; catching up');
        this.#catchUp().catch((error: unknown) => log.warn({ error: safeErrorFields(error) }, 'live events: catching up failed'));
      },
    });
  }

  #heard(channel: Channel, payload: string): void {
    if (channel === CHANNELS.catalogue) {
      this.refreshCatalogue().catch((error: unknown) =>
        this.options.log.warn({ error: safeErrorFields(error) }, 'catalogue refresh failed; serving the last one'),
      );
      return;
    }
    const event = parseStatusPayload(payload);
    if (event) this.#receive(event);
    else this.options.log.warn('live events: unreadable status notification');
  }

  /** Queues one status event behind a catalogue reload that started after it arrived; a repeat is ignored. */
  #receive(event: StatusEvent): void {
    if (event.id <= this.#received) return;
    this.#received = event.id;
    const reloaded = this.refreshCatalogue().catch((error: unknown) =>
      // The event still goes out: pages patch the status themselves, and the list they refetch is the last one served.
      this.options.log.warn({ error: safeErrorFields(error) }, 'catalogue refresh failed; the status event goes out anyway'),
    );
    this.#delivery = this.#delivery
      .then(() => reloaded)
      .then(() => {
        this.#delivered = Math.max(this.#delivered, event.id);
        for (const listener of this.#listeners) {
          try {
            listener(event);
          } catch (error) {
            // One failing listener must not stop the events that follow.
            this.options.log.error({ error: safeErrorFields(error) }, 'live events: a status listener failed');
          }
        }
      });
  }

  /** After a lost connection: the catalogue again, and every status event since the last one received. */
  async #catchUp(): Promise<void> {
    await this.refreshCatalogue();
    for (;;) {
      const { last } = await statusEventRange(this.options.database.db);
      if (last === null || last <= this.#received) return;
      const events = await statusEventsBetween(this.options.database.db, this.#received, last, CATCH_UP_BATCH);
      for (const event of events) this.#receive(event);
      if (events.length < CATCH_UP_BATCH) return;
    }
  }
}
