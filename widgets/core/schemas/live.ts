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
