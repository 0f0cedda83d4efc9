/**
 * The PostgreSQL NOTIFY channels between server instances (with the embedded
 * PGlite, the same notifications within the one process). A notification sent
 * inside a transaction is delivered at its commit, and not at all if it rolls
 * back: what instances hear is always what the database holds.
 */
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';

export const CHANNELS = {
  /**
   * An advisor was created, edited, archived or restored: every instance
   * reloads its catalogue. Payload: a key unique to the change (a UUID), by
   * which the writing instance's own reload is shared (server/live/event-bus.ts).
   */
  catalogue: 'voyance_catalogue',
  /** An availability changed; payload: the status event's JSON (server/live/status-event.ts). */
  status: 'voyance_status',
  /** A chat changed (a message, a state, a typing signal, an erasure); payload: server/chat/chat-events.ts. */
  chat: 'voyance_chat',
  /**
   * Presence (server/live/presence.ts): an instance wrote its console_presence
   * rows (payload empty: every instance reads the table again), or a console
   * session signed out (payload: `{"s": <session token hash>}`: every instance
   * ends that session's streams at once, without the grace period).
   */
  presence: 'voyance_presence',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** NOTIFY through the given connection or transaction (payload under PostgreSQL's 8000 bytes). */
export async function notify(db: Pick<AppDb, 'execute'>, channel: Channel, payload = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
