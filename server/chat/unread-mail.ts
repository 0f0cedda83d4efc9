/**
 * The unread e-mail (issue 38 point 3): a visitor who left an address and
 * has an advisor message unread for CHAT_UNREAD_MAIL_SECONDS gets it by
 * e-mail with a new link, at most once an hour per conversation
 * (conversations.unread_mailed_at). Only messages newer than the
 * conversation's last e-mailed link are taken: one the answer e-mail already
 * carried (./left-messages.ts, which states the whole rule) is not sent twice.
 *
 * Every instance sweeps; the database decides who sends: the conversations
 * due are claimed by one UPDATE … RETURNING over rows locked with SKIP
 * LOCKED, and their e-mails are queued in that same transaction.
 */
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { HOUR_MS, type Clock } from '../clock';
import type { Config } from '../config';
import type { AppDb } from '../db/open';
import { chatMessages, conversations } from '../db/schema';
import { safeErrorFields } from '../log-safe-error';
import { scheduleSweep } from '../sweep';
import { toChatMessage } from './chat-rows';
import { mailAdvisorMessages, siteOrigin } from './left-messages';

/** Conversations e-mailed per sweep; more wait for the next one. */
const BATCH = 50;

/** When the conversation's last link was e-mailed (-infinity: never); its messages up to then were e-mailed. */
const lastLinkAt = (conversationId: SQLWrapper) =>
  sql`coalesce((select max(l.created_at) from conversation_links l where l.conversation_id = ${conversationId}), '-infinity'::timestamptz)`;

/** The conversation has an advisor message unread by its visitor, sent before `dueBefore`, not e-mailed yet. */
const unreadDue = (dueBefore: Date) => sql`exists (
  select 1 from chat_messages m
  where m.conversation_id = ${conversations.id} and m.author = 'advisor' and m.id > ${conversations.visitorReadUpTo} and m.kind not in ('review-invite', 'payment')
    and m.sent_at <= ${dueBefore} and m.sent_at > ${lastLinkAt(conversations.id)}
)`;

/** One sweep as of `now`: claims the conversations due and queues their e-mails. Returns how many were e-mailed. */
export async function mailUnreadMessages(db: AppDb, config: Config, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - config.CHAT_UNREAD_MAIL_SECONDS * 1000);
  const lastMailBefore = new Date(now.getTime() - HOUR_MS);
  const origin = siteOrigin(config);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(isNotNull(conversations.visitorEmail), or(isNull(conversations.unreadMailedAt), lte(conversations.unreadMailedAt, lastMailBefore)), unreadDue(dueBefore)))
      .orderBy(asc(conversations.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const rows = await tx.update(conversations).set({ unreadMailedAt: now }).where(inArray(conversations.id, due)).returning();
    for (const row of rows) {
      const unread = await tx
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, row.id),
            eq(chatMessages.author, 'advisor'),
            // The invitation to review has its own e-mail (server/reviews/invitations.ts); a payment line is not the advisor's words.
            notInArray(chatMessages.kind, ['review-invite', 'payment']),
            gt(chatMessages.id, row.visitorReadUpTo),
            sql`${chatMessages.sentAt} > ${lastLinkAt(sql`${row.id}`)}`,
          ),
        )
        .orderBy(asc(chatMessages.id));
      await mailAdvisorMessages(tx, origin, row, unread.map(toChatMessage), 'unread', now);
    }
    return rows.length;
  });
}

/** Sweeps every quarter of the delay (between 250 ms and 30 s); returns the stop function. */
export function scheduleUnreadMail(db: AppDb, config: Config, clock: Clock, log: FastifyBaseLogger): () => Promise<void> {
  return scheduleSweep(Math.min(30_000, Math.max(250, (config.CHAT_UNREAD_MAIL_SECONDS * 1000) / 4)), () =>
    mailUnreadMessages(db, config, clock()).then(
      (mailed) => void (mailed > 0 && log.info({ conversations: mailed }, 'chat: unread messages e-mailed')),
      (error: unknown) => log.warn({ error: safeErrorFields(error) }, 'chat: the unread e-mail sweep failed; tried again'),
    ),
  );
}
