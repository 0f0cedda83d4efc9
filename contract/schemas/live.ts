/**
 * The live event stream (GET /api/events, text/event-stream): what the server
 * writes and the widgets parse. One stream per page and API base carries
 * every advisor's availability changes.
 */
import * as z from 'zod/mini';

export { LIVE_EVENTS_PATH } from '../domain/live-events';

/**
 * `event: status`, one advisor's new status (SPEC.md's `status` string:
 * '1' available, '2' busy, anything else offline); `event: snapshot`, an
 * array of them for every advisor, sent when the server cannot replay what
 * a page missed. The SSE `id:` is the status event's number, resumed with
 * Last-Event-ID.
 */
export const LiveStatus = z.object({ id: z.int(), status: z.string() });
export type LiveStatus = z.infer<typeof LiveStatus>;
export const LiveSnapshot = z.array(LiveStatus);

/**
 * Presence (who can be reached by chat: signed in to the console, and
 * Disponible) rides the same stream as id-less `event: snapshot` messages
 * whose entries are keyed by the NEGATED advisor id: `{"id": -3, "status":
 * "1"}` says advisor 3 can be reached by chat, `"0"` that they cannot. One
 * lists every advisor; it is sent when a stream opens and each time presence
 * changes. So the embed reads it with the code it has (useLiveStatus(-id):
 * widgets/core/chat-presence.ts; the live code's budget is 1 KB gzip), a
 * page of an older embed ignores it (no advisor has a negative id), and it
 * leaves Last-Event-ID as it was.
 */
export const presenceEntry = (advisorId: number, present: boolean): LiveStatus => ({ id: -advisorId, status: present ? '1' : '0' });
