/**
 * The privacy policy's retention for chats: a conversation with no activity
 * for CHAT_LIMITS.retentionDays is erased with its messages, by a job that
 * runs at start and then daily. Every instance runs it; the delete is the
 * same for all, so running it twice erases nothing more.
 */
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_LIMITS } from '../../widgets/core/schemas/chat';
import type { Clock } from '../clock';
import type { AppDb } from '../db/open';
import { safeErrorFields } from '../log-safe-error';
import { eraseConversationsQuietSince } from './chat-store';

const DAY_MS = 86_400_000;

/** Erases the conversations past retention as of `clock()`; returns how many. */
export function eraseExpiredConversations(db: AppDb, clock: Clock): Promise<number> {
  return eraseConversationsQuietSince(db, new Date(clock().getTime() - CHAT_LIMITS.retentionDays * DAY_MS));
}

/** Runs the erasure now and every day; returns the stop function. */
export function scheduleChatRetention(db: AppDb, clock: Clock, log: FastifyBaseLogger): () => void {
  const run = () =>
    eraseExpiredConversations(db, clock).then(
      (erased) => erased > 0 && log.info({ erased }, 'chat: conversations past retention erased'),
      (error: unknown) => log.warn({ error: safeErrorFields(error) }, 'chat: retention erasure failed; retried tomorrow'),
    );
  void run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
