/**
 * The live event stream (GET /api/events, text/event-stream): what the server
 * writes and the widgets parse. One stream per page and API base carries
 * every advisor's availability changes.
 */
import * as z from 'zod/mini';
import { AVAILABILITIES } from '../domain/availability';

export { LIVE_EVENTS_PATH } from '../domain/live-events';

/**
 * `event: status`, one advisor's new availability, by its name (this stream
 * is ours, not the spec's: no status code); `event: snapshot`, an array of
 * them for every advisor, sent when the server cannot replay what a page
 * missed. The SSE `id:` is the status event's number, resumed with
 * Last-Event-ID.
 */
export const LiveStatus = z.object({ id: z.int(), status: z.enum(AVAILABILITIES) });
export type LiveStatus = z.infer<typeof LiveStatus>;
export const LiveSnapshot = z.array(LiveStatus);

/**
 * Presence (who can be reached by chat: signed in to the console, and
 * Disponible) rides the same stream as id-less `event: snapshot` messages
 * whose entries are keyed by the NEGATED advisor id: `{"id": -3, "status":
 * "available"}` says advisor 3 can be reached by chat, `"offline"` that they
 * cannot. One lists every advisor; it is sent when a stream opens and each
 * time presence changes. So the embed reads it with the code it has
 * (useLiveStatus(-id): widgets/core/chat-presence.ts; the live code's budget
 * is 1 KB gzip), a page of an older embed ignores it (no advisor has a
 * negative id), and it leaves Last-Event-ID as it was.
 */
export const presenceEntry = (advisorId: number, present: boolean): LiveStatus => ({ id: -advisorId, status: present ? 'available' : 'offline' });
