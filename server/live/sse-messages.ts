/**
 * The live stream's messages in the text/event-stream format
 * (contract/schemas/live.ts is their contract with the widgets). Each
 * message is formatted once and written to every connection.
 */
import type { Advisor } from '../../contract/schemas/advisor';
import { presenceEntry, type LiveStatus } from '../../contract/schemas/live';
import { fnv1a } from '../../contract/domain/deterministic-random';
import { EVENT_SOURCE_RETRY_MS } from '../../contract/domain/reconnection';
import { availabilityOf } from '../../contract/domain/availability';
import type { StatusEvent } from './status-event';

/** The first bytes of every stream: how long EventSource waits before it reconnects by itself. */
export const STREAM_PREAMBLE = `retry: ${EVENT_SOURCE_RETRY_MS}\n\n`;

/** The headers of every event stream (the live availability, the chats). */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache',
  // nginx and others buffer answers unless told not to.
  'x-accel-buffering': 'no',
} as const;

/** A comment line: it keeps proxies and the server's idle timeout from closing a quiet stream, and EventSource ignores it. */
export const HEARTBEAT = ':\n\n';

export function statusMessage(event: StatusEvent): string {
  const data: LiveStatus = { id: event.advisorId, status: event.status };
  return `id: ${event.id}\nevent: status\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Every advisor's availability at once, as of status event `lastId` (the catalogue's advisors, as the API serves them). */
export function snapshotMessage(lastId: number, advisors: readonly Pick<Advisor, 'id' | 'status'>[]): string {
  const data: LiveStatus[] = advisors.map((advisor) => ({ id: advisor.id, status: availabilityOf(advisor) }));
  return `id: ${lastId}\nevent: snapshot\ndata: ${JSON.stringify(data)}\n\n`;
}

export interface PresenceMessage {
  /**
   * Who can be reached by chat now, every advisor at once: an id-less snapshot
   * whose entries are keyed by the negated advisor id (contract/schemas/live.ts).
   */
  message: string;
  /**
   * Its short stamp: a page carries the stamp of the presence it was drawn
   * with (in its live-from value, `<event id>.<stamp>`), and its stream is
   * sent presence only when the stamp is no longer current (a page that
   * already shows it parses nothing, and loads no zod, on load). Any instance
   * can tell: the stamp is of what the page shows, not of a clock.
   */
  stamp: string;
}

/** Formatted once per catalogue: the live streams and the page renderer both ask for it. */
const presenceOfCatalogue = new WeakMap<readonly unknown[], PresenceMessage>();

/** The presence of `advisors` (a catalogue's list, whose array is never changed in place). */
export function presenceMessage(advisors: readonly Pick<Advisor, 'id' | 'present'>[]): PresenceMessage {
  let presence = presenceOfCatalogue.get(advisors);
  if (!presence) {
    const data: LiveStatus[] = advisors.map(({ id, present }) => presenceEntry(id, present === true));
    const message = `event: snapshot\ndata: ${JSON.stringify(data)}\n\n`;
    presenceOfCatalogue.set(advisors, (presence = { message, stamp: fnv1a(message).toString(36) }));
  }
  return presence;
}
