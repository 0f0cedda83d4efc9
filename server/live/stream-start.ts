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

/** The id a page resumes from: the Last-Event-ID header, else the `lastEventId` parameter; null when absent or not a number. */
export function resumeId(header: string | string[] | undefined, parameter: string | undefined): number | null {
  const value = (Array.isArray(header) ? header[0] : header) ?? parameter;
  const id = value === undefined ? undefined : RESUME_VALUE.exec(value.trim())?.[1];
  return id === undefined ? null : Number(id);
}

/**
 * The stamp of the presence the page was drawn with (its `lastEventId`
 * parameter's), or null: a reconnection (Last-Event-ID) may have missed a
 * change, and a page without one is sent presence as it is now.
 */
export function pagePresenceStamp(header: string | string[] | undefined, parameter: string | undefined): string | null {
  if (header !== undefined || parameter === undefined) return null;
  return RESUME_VALUE.exec(parameter.trim())?.[2] ?? null;
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
