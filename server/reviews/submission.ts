/**
 * A visitor's review, through the form of their link (./review-page.ts): the
 * rules of issue 39 in one place. The token finds the order (only its
 * SHA-256 is kept); refused in French when the order is not paid (or was
 * refunded), already reviewed, or invited more than REVIEW_LIMITS.windowDays
 * ago; one review per order, also when two posts race (the unique index).
 */
import { eq } from 'drizzle-orm';
import type { ReviewSubmit } from '../../contract/schemas/reviews';
import type { AppDb } from '../db/open';
import { advisors, conversations, orders, reviews, type OrderRow } from '../db/schema';
import { reviewDeadline } from './invitations';
import { reviewTokenHash } from './review-link';

export type ReviewRefusal = 'unknown' | 'unpaid' | 'reviewed' | 'too-old';

export interface ReviewableOrder {
  order: OrderRow;
  advisorName: string;
  /** The first name the visitor gave in the chat (shown beside the review). */
  prenom: string;
}

export type Reviewable = { ok: true; found: ReviewableOrder } | { ok: false; refusal: ReviewRefusal };

/** Whether the order of this token may be reviewed now, and why not. */
export async function reviewableOrder(db: AppDb, token: string, now: Date, lock = false): Promise<Reviewable> {
  const query = db.select().from(orders).where(eq(orders.reviewTokenHash, reviewTokenHash(token)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order || order.reviewInvitedAt === null) return { ok: false, refusal: 'unknown' };
  if (order.state !== 'paid') return { ok: false, refusal: 'unpaid' };
  const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, order.id));
  if (existing) return { ok: false, refusal: 'reviewed' };
  if (now.getTime() > reviewDeadline(order.reviewInvitedAt).getTime()) return { ok: false, refusal: 'too-old' };
  const [advisor] = await db.select({ firstName: advisors.firstName }).from(advisors).where(eq(advisors.id, order.advisorId));
  const [conversation] = order.conversationId === null ? [] : await db.select({ prenom: conversations.prenom }).from(conversations).where(eq(conversations.id, order.conversationId));
  return { ok: true, found: { order, advisorName: advisor?.firstName ?? '', prenom: conversation?.prenom ?? ANONYMOUS } };
}

/** The name shown when the conversation (and the first name with it) was erased before the review. */
const ANONYMOUS = 'Client';

/** Stores the review, pending moderation; the refusal when the rules say no. */
export async function submitReview(db: AppDb, token: string, input: ReviewSubmit, now: Date): Promise<Reviewable> {
  return db.transaction(async (tx) => {
    const checked = await reviewableOrder(tx, token, now, true);
    if (!checked.ok) return checked;
    const { order, prenom } = checked.found;
    const inserted = await tx
      .insert(reviews)
      .values({ orderId: order.id, advisorId: order.advisorId, rating: input.rating, text: input.text, firstName: prenom, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    return inserted.length > 0 ? checked : { ok: false, refusal: 'reviewed' };
  });
}
