/**
 * The privacy policy's retention periods, applied by one job that runs at
 * start and then daily: each place erases what is past its period. Every
 * instance runs it; the deletes are the same for all, so running them twice
 * erases nothing more.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eraseExpiredConversations } from './chat/retention';
import { DAY_MS, type Clock } from './clock';
import type { AppDb } from './db/open';
import { safeErrorFields } from './log-safe-error';
import { eraseExpiredMail } from './mail/retention';

/** Each place's erasure, by the name its count is logged under. */
const PLACES: Record<string, (db: AppDb, clock: Clock) => Promise<number>> = {
  conversations: eraseExpiredConversations,
  emails: eraseExpiredMail,
};

/** Runs every erasure now and every day; returns the stop function. */
export function scheduleRetention(db: AppDb, clock: Clock, log: FastifyBaseLogger): () => void {
  const run = async () => {
    for (const [place, erase] of Object.entries(PLACES)) {
      try {
        const erased = await erase(db, clock);
        if (erased > 0) log.info({ place, erased }, 'retention: erased what was past its period');
      } catch (error) {
        log.warn({ place, error: safeErrorFields(error) }, 'retention: erasure failed; retried tomorrow');
      }
    }
  };
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
