/** After a lost connection: every status event since the last one received, read in batches. */
import type { AppDb } from '../db/open';
import { statusEventRange, statusEventsBetween, type StatusEvent } from './status-event';

/** Catching up after a lost connection reads at most this many events at once. */
const CATCH_UP_BATCH = 500;

/** Hands `receive` each status event after `received()`, in id order, until none is left. */
export async function catchUpStatusEvents(db: AppDb, received: () => number, receive: (event: StatusEvent) => void): Promise<void> {
  for (;;) {
    const { last } = await statusEventRange(db);
    if (last === null || last <= received()) return;
    const events = await statusEventsBetween(db, received(), last, CATCH_UP_BATCH);
    for (const event of events) receive(event);
    if (events.length < CATCH_UP_BATCH) return;
  }
}
