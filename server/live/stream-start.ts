/**
 * What a new live stream is sent first. A page that resumes (Last-Event-ID)
 * gets the status events it missed, in order; a new page, or one whose id is
 * unknown here or older than the events kept, gets a snapshot of every status
 * instead, which is also cheaper than a long replay.
 */
import type { AppDb } from '../db/open';
import { statusEventRange, statusEventsBetween, type StatusEvent } from './status-event';

/** Beyond this many missed events a snapshot (a few KB) is sent instead. */
export const MAX_REPLAY = 200;

export type StreamStart = { kind: 'snapshot' } | { kind: 'replay'; events: StatusEvent[]; lastId: number };

/** A page's live-from value (`<event id>.<presence stamp>`, server/page-rendering.ts), or an event id alone. */
const RESUME_VALUE = /^(\d{1,15})(?:\.([\da-z]{1,13}))?$/;

/** Where a stream resumes: the event after which it starts, and the presence the page shows (null: unknown, it is sent). */
export interface ResumePoint {
  id: number | null;
  presenceStamp: string | null;
}

/**
 * Read from the Last-Event-ID header (a reconnection, which may have missed
 * a presence change: no stamp), else the `lastEventId` parameter (a page's
 * live-from value, with the stamp of the presence it was drawn with).
 */
export function resumePoint(header: string | string[] | undefined, parameter: string | undefined): ResumePoint {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const match = RESUME_VALUE.exec((fromHeader ?? parameter ?? '').trim());
  return { id: match ? Number(match[1]) : null, presenceStamp: fromHeader === undefined ? (match?.[2] ?? null) : null };
}

/**
 * `delivered` is the last event this instance has sent to its streams: the
 * replay stops there, and the events after it reach the stream through the
 * live broadcast like every other stream's.
 */
export async function streamStart(db: AppDb, resumeFrom: number | null, delivered: number): Promise<StreamStart> {
  if (resumeFrom === null) return { kind: 'snapshot' };
  const { first, last } = await statusEventRange(db);
  // Unknown: newer than anything written (another database, a restored backup), or nothing kept to compare with.
  if (last === null ? resumeFrom !== 0 : resumeFrom > last) return { kind: 'snapshot' };
  // Too old: the events just after it were pruned.
  if (first !== null && resumeFrom < first - 1) return { kind: 'snapshot' };
  const events = resumeFrom < delivered ? await statusEventsBetween(db, resumeFrom, delivered, MAX_REPLAY + 1) : [];
  if (events.length > MAX_REPLAY) return { kind: 'snapshot' };
  return { kind: 'replay', events, lastId: Math.max(resumeFrom, delivered) };
}
