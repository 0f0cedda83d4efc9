/**
 * The invitation to review a paid consultation: once its order is paid AND
 * its conversation has ended (closed by the advisor), whichever comes last,
 * the visitor is invited once: a 'review-invite' message in the chat (its
 * button asks CHAT_PATHS.reviewLink for the form's address), and an e-mail
 * with the form's link when an address is known (the order's, else the
 * conversation's). The window of REVIEW_LIMITS.windowDays counts from the
 * invitation. Everything happens in the caller's transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { REVIEW_LIMITS } from '../../contract/schemas/reviews';
import { DAY_MS } from '../clock';
import { addServerLine } from '../chat/chat-store';
import type { AppDb } from '../db/open';
import { advisors, conversations, orders } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { reviewToken, reviewTokenHash, reviewUrl } from './review-link';
import { REVIEW_TEXTS } from './texts';

/** The states of a conversation that has ended. */
const ENDED = new Set(['closed']);

export const reviewDeadline = (invitedAt: Date) => new Date(invitedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS);

/**
 * Invites the visitor of this order when it is due: paid, not invited yet,
 * its conversation ended. Returns whether it invited (false: not due, or
 * already done — a second call changes nothing).
 * `origin`: the site's address for the e-mailed link (siteOrigin(config)).
 */
export async function inviteToReviewIfDue(tx: AppDb, orderId: number, origin: string, now = new Date()): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.state !== 'paid' || order.reviewInvitedAt !== null || order.demo || order.conversationId === null) return false;
  const [conversation] = await tx.select().from(conversations).where(eq(conversations.id, order.conversationId));
  if (!conversation || !ENDED.has(conversation.state)) return false;
  const [advisor] = await tx.select({ firstName: advisors.firstName }).from(advisors).where(eq(advisors.id, order.advisorId));
  const name = advisor?.firstName ?? '';
  const token = await reviewToken(tx, order.id);
  await tx.update(orders).set({ reviewInvitedAt: now, reviewTokenHash: reviewTokenHash(token) }).where(eq(orders.id, order.id));
  const until = reviewDeadline(now);

  await addServerLine(tx, conversation.id, REVIEW_TEXTS.chatInvite(name, until), now, 'review-invite');

  const email = order.visitorEmail ?? conversation.visitorEmail;
  if (email) {
    await enqueueMail(tx, {
      kind: 'review-invite',
      to: email,
      subject: REVIEW_TEXTS.mail.subject(name),
      paragraphs: REVIEW_TEXTS.mail.paragraphs(conversation.prenom, name, order.paidAt ?? now, until),
      link: { label: REVIEW_TEXTS.mail.link, url: reviewUrl(origin, token) },
    });
  }
  return true;
}

/** A conversation ended: its paid orders not invited yet are (see inviteToReviewIfDue). */
export async function inviteOnConversationEnd(tx: AppDb, conversationId: number, origin: string, now = new Date()): Promise<number> {
  const due = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.conversationId, conversationId), eq(orders.state, 'paid'), isNull(orders.reviewInvitedAt)));
  let invited = 0;
  for (const { id } of due) if (await inviteToReviewIfDue(tx, id, origin, now)) invited++;
  return invited;
}
