/**
 * What this instance hears from every instance (itself included): a
 * catalogue change reloads the in-memory catalogue; an availability change
 * reloads it too, then goes to this instance's live streams, in order, each
 * once. The catalogue is reloaded first so that a page that refetches its
 * list on the event already gets the new status from this instance. A change
 * this instance wrote costs it one reload: the writer's, before it answers,
 * which the change's notification shares (./shared-reloads.ts). Chat and
 * presence notifications are passed on as heard (./payload-fan-out.ts).
 */
import { safeErrorFields } from '../log-safe-error';
import { CHANNELS, type Channel } from './channels';
import { CoalescedRefresh } from './coalesced-refresh';
import { listenToChannels, type ListenOptions } from './listen-channels';
import type { NotificationSource } from './notification-source';
import { PASSED_ON, PayloadFanOut } from './payload-fan-out';
import { SharedReloads } from './shared-reloads';
import { catchUpStatusEvents } from './status-catch-up';
import { parseStatusPayload, statusEventRange, type StatusEvent } from './status-event';

/** A status event's key among the shared reloads (a catalogue change's is its notification's payload, a random UUID). */
const statusKey = (id: number) => `status:${id}`;

const REFRESH_FAILED = 'catalogue refresh failed; serving the last one';

export interface LiveBusOptions extends ListenOptions {
  /** Reloads the catalogue (and reports what it left out). */
  refreshCatalogue: () => Promise<unknown>;
}

export class LiveBus {
  /** The last status event handed to the listeners: every event up to it is in the catalogue and was sent. */
  #delivered = 0;
  /** The last status event received (some may still wait for their catalogue reload). */
  #received = 0;
  #delivery: Promise<void> = Promise.resolve();
  #listeners = new Set<(event: StatusEvent) => void>();
  /** Who hears the payloads of the channels whose notifications are passed on as they come (chat, presence). */
  readonly #payloads: PayloadFanOut;
  #source: NotificationSource | null = null;
  readonly #refresh: CoalescedRefresh;
  readonly #shared: SharedReloads;

  private constructor(private readonly options: LiveBusOptions) {
    this.#refresh = new CoalescedRefresh(options.refreshCatalogue);
    this.#shared = new SharedReloads(() => this.refreshCatalogue());
    this.#payloads = new PayloadFanOut(options.log);
  }

  /**
   * Listens first, then reads the last status event id, then loads the
   * catalogue: nothing committed in between can fall through the gap.
   */
  static async start(options: LiveBusOptions): Promise<LiveBus> {
    const bus = new LiveBus(options);
    bus.#source = await listenToChannels(
      options,
      (channel, payload) => bus.#heard(channel, payload),
      () => bus.#resumed(),
    );
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
    return this.#payloads.add(CHANNELS.chat, listener);
  }

  /**
   * Calls `listener` with each presence notification's payload
   * (server/live/presence.ts); with null after a lost connection to
   * PostgreSQL, when presence must be read again.
   */
  onPresence(listener: (payload: string | null) => void): () => void {
    return this.#payloads.add(CHANNELS.presence, listener);
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
    return this.#logged(this.#shared.for(key));
  }

  /** After this instance committed a status event: as reloadAfterCatalogueChange. */
  reloadAfterStatusEvent(event: StatusEvent): Promise<void> {
    return this.#logged(this.#shared.for(statusKey(event.id)));
  }

  async close(): Promise<void> {
    const source = this.#source;
    this.#source = null;
    this.#listeners.clear();
    this.#payloads.clear();
    this.#shared.clear();
    await source?.close();
    await this.#refresh.settled();
  }

  #logged(reload: Promise<void>, message = REFRESH_FAILED): Promise<void> {
    return reload.catch((error: unknown) => this.options.log.warn({ error: safeErrorFields(error) }, message));
  }

  /** Routes one notification: chat and presence go on as heard, a catalogue change reloads, a status event is queued. */
  #heard(channel: Channel, payload: string): void {
    if (channel === CHANNELS.chat || channel === CHANNELS.presence) return this.#payloads.tell(channel, payload);
    if (channel === CHANNELS.catalogue) {
      // Without a key (a hand-written NOTIFY) there is no writer to share with.
      void this.#logged(payload ? this.#shared.for(payload) : this.refreshCatalogue());
      return;
    }
    const event = parseStatusPayload(payload);
    if (event) this.#receive(event);
    else this.options.log.warn('live events: unreadable status notification');
  }

  /** Queues one status event behind a catalogue reload that started after its commit; a repeat is ignored. */
  #receive(event: StatusEvent): void {
    if (event.id <= this.#received) return;
    this.#received = event.id;
    // On failure the event still goes out: pages patch the status themselves, and the list they refetch is the last one served.
    const reloaded = this.#logged(this.#shared.for(statusKey(event.id)), 'catalogue refresh failed; the status event goes out anyway');
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

  /** After a lost connection: what chat and presence missed is unknown; the catalogue again, and every status event since the last one received. */
  #resumed(): void {
    for (const channel of PASSED_ON) this.#payloads.tell(channel, null);
    const catchUp = async () => {
      await this.refreshCatalogue();
      await catchUpStatusEvents(this.options.database.db, () => this.#received, (event) => this.#receive(event));
    };
    catchUp().catch((error: unknown) => this.options.log.warn({ error: safeErrorFields(error) }, 'live events: catching up failed'));
  }
}
