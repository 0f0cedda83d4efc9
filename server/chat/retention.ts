/**
 * The privacy policy's retention for chats: a conversation with no activity
 * for CHAT_LIMITS.retentionDays is erased with its messages (the daily job
 * of server/retention.ts).
 */
import { CHAT_LIMITS } from '../../contract/schemas/chat';
import { DAY_MS, type Clock } from '../clock';
import type { AppDb } from '../db/open';
import { eraseConversationsQuietSince } from './chat-store';

/** Erases the conversations past retention as of `clock()`; returns how many. */
export function eraseExpiredConversations(db: AppDb, clock: Clock): Promise<number> {
  return eraseConversationsQuietSince(db, new Date(clock().getTime() - CHAT_LIMITS.retentionDays * DAY_MS));
}
