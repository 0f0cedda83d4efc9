/**
 * The advisors, held in memory. Loaded from the database at start and
 * reloaded on demand or on a timer, one reload at a time (the live bus's
 * coalesced refresh, server/live/event-bus.ts); requests only ever read the
 * current snapshot, so no GET waits on the database, and a database outage
 * leaves the catalogue served as it was last read.
 */
import { asc, isNull } from 'drizzle-orm';
import type { Advisor } from '../../widgets/core/schemas';
import { parisDay } from '../../widgets/core/domain/paris-day';
import type { Clock } from '../clock';
import type { AppDb } from '../db/open';
import { advisorOffers, advisors, advisorSlugRedirects } from '../db/schema';
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

export class Catalogue {
  #snapshot: Snapshot = buildSnapshot([], [], new Map());
  #planner = new PickPlanner([]);
  /** Today's picks, looked up once per day rather than per request. */
  #today: { day: string; picks: DayPicks } | null = null;

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
    const { advisors: all, rejected } = toApiAdvisors(rows, offers);
    this.#snapshot = buildSnapshot(all, oldSlugs, new Map(rows.map((row) => [row.id, parisDay(row.updatedAt)])));
    this.#planner = new PickPlanner(this.#snapshot.all);
    this.#today = null;
    return rejected;
  }

  picks(): DayPicks {
    const day = parisDay(this.clock());
    if (this.#today?.day !== day) this.#today = { day, picks: this.#planner.day(day) };
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
