/**
 * A request always ends (issue 38 point 2): a live chat request ('chat'
 * origin) still waiting CHAT_ACCEPT_SECONDS after it started ends as
 * 'missed', and the visitor is offered other advisors and the message form.
 * Two missed requests in a row (no accept between) set their advisor Hors
 * ligne, through the one status write every page hears, with an audit entry;
 * their console says so and undoes it in one click (undoAutoOffline).
 *
 * Every instance sweeps on a short timer. The database decides which one
 * ends a request: one UPDATE … WHERE state = 'waiting' … RETURNING, so a
 * request is ended, counted and notified once however many instances sweep.
 * Its transaction takes the status lock first (server/live/set-status.ts),
 * as every status write does, so that it never waits on an advisor's row
 * held by a status change that waits on it.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import { audit } from '../console/audit';
import type { AppDb } from '../db/open';
import { advisors, conversations } from '../db/schema';
import { CHANNELS } from '../live/channels';
import type { LiveBus } from '../live/event-bus';
import { setAdvisorStatus, type StatusChange } from '../live/set-status';
import type { StatusEvent } from '../live/status-event';
import { safeErrorFields } from '../log-safe-error';
import { notifyChat } from './chat-events';

/** Missed requests in a row that set an advisor Hors ligne. */
export const MISSES_BEFORE_OFFLINE = 2;

/** What a sweep ended: the missed conversations, and the advisors it set Hors ligne. */
export interface SweepResult {
  missed: { id: number; advisorId: number }[];
  offline: number[];
}

/** The waiting live requests older than the timeout, if any: a read that takes no lock (the sweep's usual answer is none). */
const overdue = (acceptSeconds: number) =>
  and(eq(conversations.state, 'waiting'), eq(conversations.origin, 'chat'), sql`${conversations.startedAt} < now() - make_interval(secs => ${acceptSeconds})`);

/** Ends the overdue requests, counts them against their advisors and sets Hors ligne those who reach MISSES_BEFORE_OFFLINE; in one transaction. */
export async function endMissedRequests(db: AppDb, acceptSeconds: number): Promise<{ result: SweepResult; events: StatusEvent[] }> {
  const [any] = await db.select({ id: conversations.id }).from(conversations).where(overdue(acceptSeconds)).limit(1);
  if (!any) return { result: { missed: [], offline: [] }, events: [] };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CHANNELS.status}))`);
    const missed = await tx
      .update(conversations)
      .set({ state: 'missed', missedAt: sql`now()`, lastActivityAt: sql`now()` })
      .where(overdue(acceptSeconds))
      .returning({ id: conversations.id, advisorId: conversations.advisorId });
    const perAdvisor = new Map<number, number>();
    for (const { id, advisorId } of missed) {
      perAdvisor.set(advisorId, (perAdvisor.get(advisorId) ?? 0) + 1);
      await notifyChat(tx, { t: 'conversation', c: id, a: advisorId });
    }
    const offline: number[] = [];
    const events: StatusEvent[] = [];
    for (const [advisorId, count] of perAdvisor) {
      const [advisor] = await tx
        .update(advisors)
        .set({ missedInARow: sql`${advisors.missedInARow} + ${count}` })
        .where(eq(advisors.id, advisorId))
        .returning({ missedInARow: advisors.missedInARow, status: advisors.status });
      if (!advisor || advisor.missedInARow < MISSES_BEFORE_OFFLINE || advisor.status === 'offline') continue;
      const change = await setAdvisorStatus(tx, advisorId, 'offline', async (inner, from) => {
        await inner.update(advisors).set({ autoOfflineAt: sql`now()` }).where(eq(advisors.id, advisorId));
        // No actor: the server did it. Ids and counts only, never what a visitor wrote.
        await audit(inner, null, { action: 'status-auto-offline', target: `advisor:${advisorId}`, details: { from, missed_in_a_row: advisor.missedInARow } });
      });
      if (change?.event) {
        offline.push(advisorId);
        events.push(change.event);
      }
    }
    return { result: { missed, offline }, events };
  });
}

/**
 * The advisor's one click in their console: Disponible again, the run of
 * misses forgotten, audited. null when there was nothing to undo (already
 * undone, or they chose a status by hand meanwhile).
 */
export async function undoAutoOffline(db: AppDb, user: ConsoleUser, advisorId: number): Promise<StatusChange | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CHANNELS.status}))`);
    const cleared = await tx
      .update(advisors)
      .set({ autoOfflineAt: null, missedInARow: 0 })
      .where(and(eq(advisors.id, advisorId), isNotNull(advisors.autoOfflineAt)))
      .returning({ id: advisors.id });
    if (cleared.length === 0) return null;
    await audit(tx, user, { action: 'status-auto-offline-undone', target: `advisor:${advisorId}` });
    return setAdvisorStatus(tx, advisorId, 'available');
  });
}

export interface MissedRequestsOptions {
  db: AppDb;
  live: LiveBus;
  log: FastifyBaseLogger;
  /** CHAT_ACCEPT_SECONDS. */
  acceptSeconds: number;
  /** How often this instance sweeps (default: a fifth of the timeout, between 250 ms and 5 s). */
  intervalMs?: number;
}

/** This instance's sweep, every intervalMs until stop(). */
export function scheduleMissedRequests({ db, live, log, acceptSeconds, intervalMs }: MissedRequestsOptions): () => Promise<void> {
  const every = intervalMs ?? Math.min(5_000, Math.max(250, (acceptSeconds * 1000) / 5));
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = async () => {
    const { result, events } = await endMissedRequests(db, acceptSeconds);
    if (result.missed.length > 0) log.info({ missed: result.missed.length, offline: result.offline }, 'chat: requests nobody accepted ended as missed');
    // This instance's API shows the status change at once (the notification shares the reload).
    for (const event of events) await live.reloadAfterStatusEvent(event);
  };
  const timer = setInterval(() => {
    // One sweep at a time here: a slow one is not stacked.
    if (stopped || running) return;
    running = sweep()
      .catch((error: unknown) => log.warn({ error: safeErrorFields(error) }, 'chat: missed-request sweep failed; the next one retries'))
      .finally(() => (running = null));
  }, every);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
