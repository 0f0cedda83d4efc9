/**
 * Presence: whether an advisor is at their console now, on any instance. An
 * advisor is connected while a console stream of theirs (the console's chat
 * stream, which every console page keeps open: console/chat/chat-context.tsx)
 * is open on some instance, and for PRESENCE_GRACE_SECONDS after the last one
 * closed, so that a tab reloaded or a network that drops for a moment does not
 * flap their chat on visitors' pages. A sign-out, or a session found dead,
 * ends it at once. The public presence (the catalogue's `present`) is being
 * connected AND having the status Disponible (server/catalogue/catalogue.ts).
 *
 * Stored in console_presence, one row per instance and advisor connected
 * there, so that every instance (and the chat's start, in its transaction)
 * reads the same thing. Each instance renews its rows every heartbeat; a row
 * not renewed for EXPIRE_SECONDS (its instance crashed) no longer counts, and
 * the next sweep deletes it. Every write notifies CHANNELS.presence: each
 * instance reads the connected advisors again (a few dozen ids) and, when they
 * changed, tells its listeners (the catalogue, the live streams).
 *
 * A network that goes away without closing the connection (a laptop shut, a
 * phone out of range) leaves the server writing into a socket nobody reads
 * for many minutes. So each heartbeat also pings every advisor's console
 * stream here, and the console answers each ping (POST CONSOLE_PRESENCE_PATH,
 * heard by every instance through CHANNELS.presence, since it may reach
 * another one): a stream unanswered for LIVENESS_BEATS heartbeats is ended,
 * without a grace period, since that much silence was one already. An event
 * handler, unlike a timer, is not slowed down in a background tab.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import type { AppDb } from '../db/open';
import { consolePresence } from '../db/schema';
import { safeErrorFields } from '../log-safe-error';
import { CHANNELS, notify } from './channels';
import { CoalescedRefresh } from './coalesced-refresh';
import type { LiveBus } from './event-bus';

/** How often an instance renews its rows and sweeps expired ones. */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A row older than this no longer counts (its instance stopped renewing it: crashed, or cut from the database). */
export const PRESENCE_EXPIRE_SECONDS = 30;
/**
 * A console stream whose pings went unanswered this many heartbeats is ended:
 * 35 s, so that a lost network ends presence within 45 s (the next heartbeat
 * finds it), and one ping lost on the way is forgiven.
 */
const LIVENESS_BEATS = 3.5;

/** When a row renewed no later than this no longer counts. */
const expiry = () => sql`now() - make_interval(secs => ${PRESENCE_EXPIRE_SECONDS})`;
const fresh = () => gt(consolePresence.seenAt, expiry());

/** Whether the advisor is connected (on any instance), read in the caller's transaction (the chat's start). */
export async function connectedInDatabase(db: AppDb, advisorId: number): Promise<boolean> {
  const [row] = await db
    .select({ advisorId: consolePresence.advisorId })
    .from(consolePresence)
    .where(and(eq(consolePresence.advisorId, advisorId), fresh()))
    .limit(1);
  return row !== undefined;
}

const SignOut = z.object({ s: z.string(), a: z.nullable(z.int()) });

/**
 * Tells every instance that a console session ended (signed out, its password
 * changed, its account disabled, found expired): its streams end and its
 * advisor is no longer present, without a grace period. For a process that
 * holds no Presence (the operator's command, with DATABASE_URL while servers run).
 */
export function announceSignOut(db: AppDb, session: string, advisorId: number | null): Promise<void> {
  return notify(db, CHANNELS.presence, JSON.stringify({ s: session, a: advisorId }));
}
/** A console answered a ping: its session's streams are alive. */
const Alive = z.object({ alive: z.string() });

export interface PresenceOptions {
  db: AppDb;
  bus: LiveBus;
  log: FastifyBaseLogger;
  /** PRESENCE_GRACE_SECONDS, in ms. */
  graceMs: number;
  heartbeatMs?: number;
}

interface Hold {
  advisorId: number;
  /** The console session's token hash: its sign-out ends the stream everywhere. */
  session: string;
  release(immediate: boolean): void;
  end(): void;
  /** Asks the console at the other end to answer (an event on its stream). */
  ping(): void;
  /** When its console last answered a ping (or when it opened), in ms. */
  aliveAt: number;
}

export class Presence {
  /** This process's rows. */
  readonly instance = randomUUID();
  /** Open console streams here, per advisor. */
  readonly #streams = new Map<number, number>();
  /** Advisors whose last stream here closed, until their grace period ends. */
  readonly #grace = new Map<number, NodeJS.Timeout>();
  readonly #holds = new Set<Hold>();
  #connected: ReadonlySet<number> = new Set();
  readonly #listeners = new Set<(connected: ReadonlySet<number>) => void>();
  /** This instance's writes, one at a time: each writes what holds when it runs. */
  #queue: Promise<void> = Promise.resolve();
  readonly #read: CoalescedRefresh;
  readonly #timer: NodeJS.Timeout;
  #closed = false;

  private constructor(private readonly options: PresenceOptions) {
    this.#read = new CoalescedRefresh(() => this.#readConnected());
    options.bus.onPresence((payload) => this.#heard(payload));
    const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
    this.#timer = setInterval(() => {
      this.#endSilentStreams(heartbeatMs * LIVENESS_BEATS);
      void this.#enqueue(() => this.#beat());
    }, heartbeatMs);
    this.#timer.unref();
  }

  /** Reads who is connected (other instances may hold streams already). */
  static async start(options: PresenceOptions): Promise<Presence> {
    const presence = new Presence(options);
    await presence.refresh().catch((error: unknown) => options.log.warn({ error: safeErrorFields(error) }, 'presence: first read failed'));
    return presence;
  }

  /** The advisors connected on some instance, as last read. */
  get connected(): ReadonlySet<number> {
    return this.#connected;
  }

  /** Calls `listener` with the connected advisors each time they change. */
  onChange(listener: (connected: ReadonlySet<number>) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * A console stream of `advisorId` opened here: connected from now until the
   * returned function is called (with `immediate`, without the grace period).
   * `end` ends the stream (its session signed out, or its console silent);
   * `ping` asks the console to answer (see alive).
   */
  hold(advisorId: number, session: string, end: () => void, ping: () => void): (immediate: boolean) => void {
    const hold: Hold = {
      advisorId,
      session,
      end,
      ping,
      aliveAt: Date.now(),
      release: (immediate) => {
        if (!this.#holds.delete(hold)) return;
        const left = (this.#streams.get(advisorId) ?? 1) - 1;
        if (left > 0) return void this.#streams.set(advisorId, left);
        this.#streams.delete(advisorId);
        if (immediate || this.options.graceMs <= 0 || this.#closed) return void this.#sync();
        const timer = setTimeout(() => {
          this.#grace.delete(advisorId);
          void this.#sync();
        }, this.options.graceMs);
        timer.unref();
        this.#grace.set(advisorId, timer);
      },
    };
    this.#holds.add(hold);
    const open = this.#streams.get(advisorId) ?? 0;
    this.#streams.set(advisorId, open + 1);
    const grace = this.#grace.get(advisorId);
    // Back within the grace period: the row never left.
    if (grace) {
      clearTimeout(grace);
      this.#grace.delete(advisorId);
    } else if (open === 0) void this.#sync();
    return hold.release;
  }

  /**
   * A console session signed out: its streams end on every instance at once,
   * and its advisor is not kept through a grace period. Resolves once this
   * instance wrote and read it back (the sign-out answers after).
   */
  async signOut(session: string, advisorId: number | null): Promise<void> {
    await announceSignOut(this.options.db, session, advisorId);
    await this.#endSession(session, advisorId);
  }

  /** signOut for each of the sessions (an account's, ended by a new password or its disabling: accounts-store.ts endSessions). */
  async signOutAll(sessions: readonly string[], advisorId: number | null): Promise<void> {
    for (const session of sessions) await this.signOut(session, advisorId);
  }

  /**
   * A console of the session answered a ping: its streams are alive, on
   * whichever instance holds them (the answer may reach another one).
   */
  async alive(session: string): Promise<void> {
    this.#heardAlive(session);
    await notify(this.options.db, CHANNELS.presence, JSON.stringify({ alive: session }));
  }

  /** Reads the connected advisors again (shared with any read already asked for). */
  refresh(): Promise<void> {
    return this.#read.request();
  }

  /** The server stops: its rows go (its streams move to other instances, which write their own). */
  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    for (const timer of this.#grace.values()) clearTimeout(timer);
    this.#grace.clear();
    this.#streams.clear();
    this.#listeners.clear();
    await this.#queue;
    try {
      await this.options.db.transaction(async (tx) => {
        await tx.delete(consolePresence).where(eq(consolePresence.instance, this.instance));
        await notify(tx, CHANNELS.presence);
      });
    } catch (error) {
      // Its rows expire by themselves.
      this.options.log.warn({ error: safeErrorFields(error) }, 'presence: rows not removed at close');
    }
    await this.#read.settled();
  }

  /**
   * Ends the session's streams here (the last one of its advisor writes the
   * change) and its advisor's grace period; an instance that held neither
   * (an admin's session, the sign-out's own echo) writes nothing.
   */
  async #endSession(session: string, advisorId: number | null): Promise<void> {
    for (const hold of [...this.#holds]) {
      if (hold.session !== session) continue;
      hold.release(true);
      hold.end();
    }
    const grace = advisorId === null ? undefined : this.#grace.get(advisorId);
    if (grace) {
      clearTimeout(grace);
      this.#grace.delete(advisorId!);
      void this.#sync();
    }
    // Once what was written here is read back.
    await this.#queue;
  }

  #heardAlive(session: string): void {
    const now = Date.now();
    for (const hold of this.#holds) if (hold.session === session) hold.aliveAt = now;
  }

  /** Ends the streams whose console has not answered for `silentMs` (the network went away), and pings the others. */
  #endSilentStreams(silentMs: number): void {
    const now = Date.now();
    for (const hold of [...this.#holds]) {
      if (now - hold.aliveAt <= silentMs) {
        hold.ping();
        continue;
      }
      hold.release(true);
      hold.end();
    }
  }

  #heard(payload: string | null): void {
    if (payload) {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(payload);
      } catch {
        // Not JSON: a plain change, read below.
      }
      const signOut = z.safeParse(SignOut, parsed);
      if (signOut.success) return void this.#endSession(signOut.data.s, signOut.data.a);
      const alive = z.safeParse(Alive, parsed);
      // Nothing changed: no read.
      if (alive.success) return this.#heardAlive(alive.data.alive);
    }
    this.refresh().catch((error: unknown) => this.options.log.warn({ error: safeErrorFields(error) }, 'presence: read failed'));
  }

  #enqueue(write: () => Promise<void>): Promise<void> {
    const run = this.#queue.then(write).catch((error: unknown) => this.options.log.warn({ error: safeErrorFields(error) }, 'presence: write failed; the next heartbeat writes again'));
    this.#queue = run;
    return run;
  }

  /** The advisors this instance keeps connected: a stream open, or within the grace period. */
  #mine(): number[] {
    return [...new Set([...this.#streams.keys(), ...this.#grace.keys()])];
  }

  /** Writes this instance's rows as they should be now, tells every instance, and reads the result. */
  #sync(): Promise<void> {
    return this.#enqueue(async () => {
      if (this.#closed) return;
      await this.#write(true);
      await this.refresh();
    });
  }

  /** Renews this instance's rows, drops the ones it no longer wants, sweeps every instance's expired ones. */
  async #write(notifyAlways: boolean): Promise<void> {
    const mine = this.#mine();
    await this.options.db.transaction(async (tx) => {
      const { instance } = this;
      if (mine.length > 0) {
        await tx
          .insert(consolePresence)
          .values(mine.map((advisorId) => ({ instance, advisorId })))
          .onConflictDoUpdate({ target: [consolePresence.instance, consolePresence.advisorId], set: { seenAt: sql`now()` } });
      }
      const dropped = await tx
        .delete(consolePresence)
        .where(and(eq(consolePresence.instance, instance), mine.length > 0 ? notInArray(consolePresence.advisorId, mine) : undefined))
        .returning({ advisorId: consolePresence.advisorId });
      const expired = await tx
        .delete(consolePresence)
        .where(lt(consolePresence.seenAt, expiry()))
        .returning({ advisorId: consolePresence.advisorId });
      if (notifyAlways || dropped.length > 0 || expired.length > 0) await notify(tx, CHANNELS.presence);
    });
  }

  async #beat(): Promise<void> {
    if (this.#closed) return;
    await this.#write(false);
    await this.refresh();
  }

  async #readConnected(): Promise<void> {
    const rows = await this.options.db.selectDistinct({ advisorId: consolePresence.advisorId }).from(consolePresence).where(fresh());
    const next = new Set(rows.map((row) => row.advisorId));
    if (next.size === this.#connected.size && [...next].every((id) => this.#connected.has(id))) return;
    this.#connected = next;
    for (const listener of this.#listeners) {
      try {
        listener(next);
      } catch (error) {
        this.options.log.error({ error: safeErrorFields(error) }, 'presence: a listener failed');
      }
    }
  }
}
