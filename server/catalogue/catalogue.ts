/**
 * The advisors, held in memory. Loaded from the database at start and
 * reloaded on demand or on a timer, one reload at a time (the live bus's
 * coalesced refresh, server/live/event-bus.ts); requests only ever read the
 * current snapshot, so no GET waits on the database, and a database outage
 * leaves the catalogue served as it was last read.
 */
import { asc, isNull } from 'drizzle-orm';
import type { Advisor } from '../../contract/schemas';
import { isAvailable } from '../../contract/domain/availability';
import { parisDay } from '../../contract/domain/paris-day';
import type { Clock } from '../clock';
import type { AppDb } from '../db/open';
import { advisorOffers, advisors, advisorSlugRedirects } from '../db/schema';
import { responseTimes } from '../chat/chat-figures';
import { toApiAdvisors, type RejectedAdvisor } from './advisor-json';
import { PickPlanner, type DayPicks } from './picks';

export interface Snapshot {
  all: readonly Advisor[];
  byId: ReadonlyMap<number, Advisor>;
  bySlug: ReadonlyMap<string, Advisor>;
  /** A renamed advisor's old slugs, each to the current one (a permanent redirect); none to an archived advisor. */
  redirects: ReadonlyMap<string, string>;
  /** The Paris day ('YYYY-MM-DD') each advisor's profile last changed (the sitemap's lastmod); a change of status is no change of the profile. */
  changedOn: ReadonlyMap<number, string>;
  /** The latest of those days: when the lists of advisors last changed; undefined with no advisor. */
  lastChange: string | undefined;
}

/** How long the response times read with a reload are reused by the next ones. */
const RESPONSE_TIMES_TTL_MS = 10 * 60_000;

export class Catalogue {
  #snapshot: Snapshot = buildSnapshot([], [], new Map());
  /** The last rows read, as the API serves them but for `present`, with what the snapshot is built of. */
  #read: { all: Advisor[]; oldSlugs: readonly { oldSlug: string; advisorId: number }[]; changedOn: Map<number, string> } = { all: [], oldSlugs: [], changedOn: new Map() };
  /** The advisors at their console on some instance (server/live/presence.ts). */
  #connected: ReadonlySet<number> = new Set();
  /** Each advisor's median time to accept a chat (server/chat/chat-figures.ts), read again at most every RESPONSE_TIMES_TTL_MS. */
  #responseTimes: ReadonlyMap<number, number> = new Map();
  #responseTimesReadAt = -Infinity;
  #planner = new PickPlanner([]);
  /** Today's picks, looked up once per day rather than per request. */
  #today: { day: string; picks: DayPicks } | null = null;
  readonly #listeners = new Set<(snapshot: Snapshot) => void>();

  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  get snapshot(): Snapshot {
    return this.#snapshot;
  }

  /** Reads every advisor; the old snapshot stays in use until the new one is complete. Returns the rows left out (see toApiAdvisors). */
  async refresh(): Promise<RejectedAdvisor[]> {
    // An archived advisor is no longer shown anywhere (the console restores it).
    const rows = await this.db.select().from(advisors).where(isNull(advisors.archivedAt)).orderBy(asc(advisors.id));
    const oldSlugs = await this.db.select().from(advisorSlugRedirects);
    const offers = await this.db.select().from(advisorOffers);
    // A figure of 30 days moves slowly: an aggregate per reload (every status change reloads) would cost for nothing.
    if (performance.now() - this.#responseTimesReadAt >= RESPONSE_TIMES_TTL_MS) {
      this.#responseTimes = await responseTimes(this.db);
      this.#responseTimesReadAt = performance.now();
    }
    const { advisors: all, rejected } = toApiAdvisors(rows, offers);
    this.#read = { all, oldSlugs, changedOn: new Map(rows.map((row) => [row.id, parisDay(row.updatedAt)])) };
    this.#rebuild();
    this.#planner = new PickPlanner(this.#snapshot.all);
    this.#today = null;
    return rejected;
  }

  /**
   * Who is at their console now: a new snapshot whose advisors say whether
   * they can be reached by chat (`present`: connected and Disponible).
   */
  setConnected(connected: ReadonlySet<number>): void {
    this.#connected = connected;
    this.#rebuild();
  }

  /** Calls `listener` with each new snapshot (a reload, a change of who is at their console): « Prévenez-moi » follows `present` by it. */
  onSnapshot(listener: (snapshot: Snapshot) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #rebuild(): void {
    const { all, oldSlugs, changedOn } = this.#read;
    const withPresence = all.map((advisor) => ({
      ...advisor,
      present: this.#connected.has(advisor.id) && isAvailable(advisor),
      response_seconds: this.#responseTimes.get(advisor.id) ?? null,
    }));
    this.#snapshot = buildSnapshot(withPresence, oldSlugs, changedOn);
    this.#today = this.#today && { day: this.#today.day, picks: this.#current(this.#today.picks) };
    for (const listener of this.#listeners) listener(this.#snapshot);
  }

  /** The picks with the advisors of the current snapshot (the planner holds those of the last reload). */
  #current(picks: DayPicks): DayPicks {
    const { byId } = this.#snapshot;
    const now = (advisor: Advisor) => byId.get(advisor.id) ?? advisor;
    const nowOrNull = (advisor: Advisor | null) => advisor && now(advisor);
    return {
      monthly: nowOrNull(picks.monthly),
      threeDaily: picks.threeDaily.map(now),
      chat: picks.chat.map(now),
      single: Object.fromEntries(Object.entries(picks.single).map(([name, advisor]) => [name, nowOrNull(advisor)])) as DayPicks['single'],
    };
  }

  picks(): DayPicks {
    const day = parisDay(this.clock());
    if (this.#today?.day !== day) this.#today = { day, picks: this.#current(this.#planner.day(day)) };
    return this.#today.picks;
  }
}

function buildSnapshot(all: Advisor[], oldSlugs: readonly { oldSlug: string; advisorId: number }[], changedOn: ReadonlyMap<number, string>): Snapshot {
  const byId = new Map(all.map((a) => [a.id, a]));
  const redirects = new Map<string, string>();
  for (const { oldSlug, advisorId } of oldSlugs) {
    const current = byId.get(advisorId)?.slug;
    if (current && current !== oldSlug) redirects.set(oldSlug, current);
  }
  // 'YYYY-MM-DD' sorts as it reads.
  const lastChange = all.reduce<string | undefined>((latest, advisor) => {
    const day = changedOn.get(advisor.id);
    return day && (!latest || day > latest) ? day : latest;
  }, undefined);
  return { all, byId, bySlug: new Map(all.map((a) => [a.slug, a])), redirects, changedOn, lastChange };
}
