/**
 * The console's side of reviews: the list (an admin's every review, pending
 * first; an advisor's own), an admin's decision (publish, or reject with a
 * reason of REVIEW_REJECTION_REASONS, kept), and the advisor's one public
 * answer. Nobody edits a visitor's words: no route writes `text`. Each
 * decision recomputes the advisor's rating in its transaction.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ConsoleUser } from '../../contract/schemas/console/accounts';
import { REVIEWS_PAGE_SIZE, type ConsoleReview, type ConsoleReviewPage, type ReviewModeration, type ReviewState } from '../../contract/schemas/console/reviews';
import type { ReviewRejectionReason } from '../../contract/schemas/reviews';
import type { AppDb } from '../db/open';
import { advisors, orders, reviews } from '../db/schema';
import { HttpError, notFound } from '../http-error';
import { recomputeAdvisorRatings } from './advisor-rating';

export const REVIEW_NOT_FOUND_MESSAGE = 'Avis introuvable.';
export const ALREADY_ANSWERED_MESSAGE = 'Vous avez déjà répondu à cet avis (une seule réponse par avis).';

const columns = {
  id: reviews.id,
  advisor_id: reviews.advisorId,
  advisor_first_name: advisors.firstName,
  order_reference: orders.reference,
  paid_at: orders.paidAt,
  first_name: reviews.firstName,
  rating: reviews.rating,
  text: reviews.text,
  state: reviews.state,
  reject_reason: reviews.rejectReason,
  created_at: reviews.createdAt,
  moderated_at: reviews.moderatedAt,
  answer: reviews.answer,
  answered_at: reviews.answeredAt,
  demo: reviews.demo,
};


const selectReviews = (db: AppDb) => db.select(columns).from(reviews).innerJoin(advisors, eq(advisors.id, reviews.advisorId)).innerJoin(orders, eq(orders.id, reviews.orderId));
type Row = Awaited<ReturnType<typeof selectReviews>>[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toConsoleReview(row: Row): ConsoleReview {
  return {
    ...row,
    state: row.state as ReviewState,
    reject_reason: row.reject_reason as ReviewRejectionReason | null,
    paid_at: iso(row.paid_at),
    created_at: row.created_at.toISOString(),
    moderated_at: iso(row.moderated_at),
    answered_at: iso(row.answered_at),
  };
}


/** The reviews a console user sees: an admin every one, an advisor their own; pending first, then the newest. */
export async function listReviews(db: AppDb, user: ConsoleUser, query: { state?: ReviewState | undefined; page?: number | undefined }): Promise<ConsoleReviewPage> {
  const mine: SQL | undefined = user.role === 'admin' ? undefined : eq(reviews.advisorId, user.advisor_id ?? -1);
  const where = and(mine, query.state ? eq(reviews.state, query.state) : undefined);
  const page = query.page ?? 1;
  const [rows, [total], [pending]] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(sql`(${reviews.state} = 'pending') desc`, desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ n: count() }).from(reviews).where(where),
    db.select({ n: count() }).from(reviews).where(and(mine, eq(reviews.state, 'pending'))),
  ]);
  return { reviews: rows.map(toConsoleReview), total: total?.n ?? 0, pending: pending?.n ?? 0 };
}

export async function consoleReview(db: AppDb, id: number): Promise<ConsoleReview> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  return toConsoleReview(row);
}

/** Publishes or rejects (with its reason), from any state (a published review may be withdrawn, a rejection undone); the rating follows. */
export async function moderateReview(tx: AppDb, id: number, decision: ReviewModeration, now: Date): Promise<ConsoleReview> {
  const [row] = await tx.select({ advisorId: reviews.advisorId }).from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  await tx
    .update(reviews)
    .set(decision.action === 'publish' ? { state: 'published', rejectReason: null, moderatedAt: now } : { state: 'rejected', rejectReason: decision.reason, moderatedAt: now })
    .where(eq(reviews.id, id));
  await recomputeAdvisorRatings(tx, [row.advisorId]);
  return consoleReview(tx, id);
}

/** The advisor's one public answer to a review of theirs. */
export async function answerReview(tx: AppDb, id: number, advisorId: number, text: string, now: Date): Promise<ConsoleReview> {
  const [row] = await tx.select({ advisorId: reviews.advisorId, answer: reviews.answer }).from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row || row.advisorId !== advisorId) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  const answered = await tx.update(reviews).set({ answer: text, answeredAt: now }).where(and(eq(reviews.id, id), isNull(reviews.answer))).returning({ id: reviews.id });
  if (answered.length === 0) throw new HttpError(409, 'conflict', ALREADY_ANSWERED_MESSAGE);
  return consoleReview(tx, id);
}
