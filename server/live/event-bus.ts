/**
 * What this instance hears from every instance (itself included): a
 * catalogue change reloads the in-memory catalogue; an availability change
 * reloads it too, then goes to this instance's live streams, in order, each
 * once. The catalogue is reloaded first so that a page that refetches its
 * list on the event already gets the new status from this instance. A change
 * this instance wrote costs it one reload: the writer's, before it answers,
 * which the change's notification shares.
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

/** How many changes' reloads are kept for their writer or their notification to share (the newest; others' are never asked for). */
const SHARED_RELOADS = 64;

/** A status event's key among the shared reloads (a catalogue change's is its notification's payload, a random UUID). */
const statusKey = (id: number) => `status:${id}`;

const REFRESH_FAILED = 'catalogue refresh failed; serving the last one';

export interface LiveBusOptions {
  database: Database;
  /** PostgreSQL's address, for the listening connection of its own (required with a PostgreSQL database). */
  url?: string | undefined;
  /** Reloads the catalogue (and reports what it left out). */
  refreshCatalogue: () => Promise<unknown>;
  log: FastifyBaseLogger;
}

/** The channels whose payloads the bus passes on as they come, to the listeners of each. */
type PassedOn = typeof CHANNELS.chat | typeof CHANNELS.presence;

export class LiveBus {
  /** The last status event handed to the listeners: every event up to it is in the catalogue and was sent. */
  #delivered = 0;
  /** The last status event received (some may still wait for their catalogue reload). */
  #received = 0;
  #delivery: Promise<void> = Promise.resolve();
  #listeners = new Set<(event: StatusEvent) => void>();
  /** Who hears the payloads of the channels whose notifications are passed on as they come (chat, presence). */
  readonly #payloadListeners = new Map<PassedOn, Set<(payload: string | null) => void>>([
    [CHANNELS.chat, new Set()],
    [CHANNELS.presence, new Set()],
  ]);
  #source: NotificationSource | null = null;
  readonly #refresh: CoalescedRefresh;
  /** By change: the reload started for it by whichever came first, its writer or its notification (see #reloadFor). */
  readonly #shared = new Map<string, Promise<void>>();

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

  /**
   * Calls `listener` with each chat notification's payload, as heard; with
   * null after a lost connection to PostgreSQL, when what was notified
   * meanwhile is unknown (server/chat/chat-hub.ts ends its streams, which
   * resume from the database).
   */
  onChat(listener: (payload: string | null) => void): () => void {
    return this.#addPayloadListener(CHANNELS.chat, listener);
  }

  /**
   * Calls `listener` with each presence notification's payload
   * (server/live/presence.ts); with null after a lost connection to
   * PostgreSQL, when presence must be read again.
   */
  onPresence(listener: (payload: string | null) => void): () => void {
    return this.#addPayloadListener(CHANNELS.presence, listener);
  }

  #addPayloadListener(channel: PassedOn, listener: (payload: string | null) => void): () => void {
    const listeners = this.#payloadListeners.get(channel)!;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Reloads the catalogue, sharing a reload with whatever else asked for one meanwhile. */
  refreshCatalogue(): Promise<void> {
    return this.#refresh.request();
  }

  /**
   * After this instance committed a catalogue change notified with `key`
   * (server/console/advisor-store.ts): the one reload it costs here, shared
   * with the notification's. Never rejects: the answer comes from the write
   * itself, and a failed reload leaves the last catalogue served.
   */
  reloadAfterCatalogueChange(key: string): Promise<void> {
    return this.#logged(this.#reloadFor(key));
  }

  /** After this instance committed a status event: as reloadAfterCatalogueChange. */
  reloadAfterStatusEvent(event: StatusEvent): Promise<void> {
    return this.#logged(this.#reloadFor(statusKey(event.id)));
  }

  async close(): Promise<void> {
    const source = this.#source;
    this.#source = null;
    this.#listeners.clear();
    for (const listeners of this.#payloadListeners.values()) listeners.clear();
    this.#shared.clear();
    await source?.close();
    await this.#refresh.settled();
  }

  #listen(): Promise<NotificationSource> {
    const { database, url, log } = this.options;
    const channels: Channel[] = [CHANNELS.catalogue, CHANNELS.status, CHANNELS.chat, CHANNELS.presence];
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
        for (const channel of this.#payloadListeners.keys()) this.#tell(channel, null);
        this.#catchUp().catch((error: unknown) => log.warn({ error: safeErrorFields(error) }, 'live events: catching up failed'));
      },
    });
  }

  /**
   * The reload that covers one change: its writer (once the commit returned)
   * and its notification (heard after the commit) both ask for it, in either
   * order; the first starts it, after the commit, and the second shares it.
   */
  #reloadFor(key: string): Promise<void> {
    const shared = this.#shared.get(key);
    if (shared) {
      this.#shared.delete(key);
      return shared;
    }
    const reload = this.refreshCatalogue();
    this.#shared.set(key, reload);
    if (this.#shared.size > SHARED_RELOADS) this.#shared.delete(this.#shared.keys().next().value!);
    return reload;
  }

  #logged(reload: Promise<void>, message = REFRESH_FAILED): Promise<void> {
    return reload.catch((error: unknown) => this.options.log.warn({ error: safeErrorFields(error) }, message));
  }

  #heard(channel: Channel, payload: string): void {
    if (channel === CHANNELS.chat || channel === CHANNELS.presence) return this.#tell(channel, payload);
    if (channel === CHANNELS.catalogue) {
      // Without a key (a hand-written NOTIFY) there is no writer to share with.
      void this.#logged(payload ? this.#reloadFor(payload) : this.refreshCatalogue());
      return;
    }
    const event = parseStatusPayload(payload);
    if (event) this.#receive(event);
    else this.options.log.warn('live events: unreadable status notification');
  }

  #tell(channel: PassedOn, payload: string | null): void {
    for (const listener of this.#payloadListeners.get(channel)!) {
      try {
        listener(payload);
      } catch (error) {
        this.options.log.error({ error: safeErrorFields(error) }, 'live events: a chat or presence listener failed');
      }
    }
  }

  /** Queues one status event behind a catalogue reload that started after its commit; a repeat is ignored. */
  #receive(event: StatusEvent): void {
    if (event.id <= this.#received) return;
    this.#received = event.id;
    // On failure the event still goes out: pages patch the status themselves, and the list they refetch is the last one served.
    const reloaded = this.#logged(this.#reloadFor(statusKey(event.id)), 'catalogue refresh failed; the status event goes out anyway');
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
