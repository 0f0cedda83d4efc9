/**
 * The console's side of reviews (server/console/routes/reviews.ts): the list,
 * an admin's decision, the advisor's one answer, the demonstration data. No
 * widget imports this file.
 */
import * as z from 'zod/mini';
import { REVIEW_LIMITS, REVIEW_REJECTION_KEYS } from '../reviews';
import { trimmed } from '../requests';

export const REVIEW_STATES = ['pending', 'published', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const CONSOLE_REVIEW_PATHS = {
  /** GET ?state=&page= → ConsoleReviewPage: an admin's every review (pending first), an advisor's own. */
  list: '/api/console/reviews',
  /** POST ReviewModeration (admin) → ConsoleReview. */
  moderate: '/api/console/reviews/:id/moderation',
  /** POST ReviewAnswer (the advisor, once) → ConsoleReview. */
  answer: '/api/console/reviews/:id/answer',
  /** GET → DemoDataSummary; DELETE (admin) → DemoDataSummary (all zero): every demonstration order and review, in one transaction. */
  demo: '/api/console/demo-data',
} as const;

export const ConsoleReview = z.object({
  id: z.int(),
  advisor_id: z.int(),
  advisor_first_name: z.string(),
  order_reference: z.string(),
  paid_at: z.nullable(z.string()),
  first_name: z.string(),
  rating: z.int(),
  text: z.string(),
  state: z.enum(REVIEW_STATES),
  reject_reason: z.nullable(z.enum(REVIEW_REJECTION_KEYS)),
  created_at: z.string(),
  moderated_at: z.nullable(z.string()),
  answer: z.nullable(z.string()),
  answered_at: z.nullable(z.string()),
  demo: z.boolean(),
});
export type ConsoleReview = z.infer<typeof ConsoleReview>;

export const REVIEWS_PAGE_SIZE = 25;

export const ConsoleReviewQuery = z.object({
  state: z.optional(z.enum(REVIEW_STATES)),
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))),
});

export const ConsoleReviewPage = z.object({
  reviews: z.array(ConsoleReview),
  total: z.int(),
  pending: z.int(),
});
export type ConsoleReviewPage = z.infer<typeof ConsoleReviewPage>;

export const ReviewModeration = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('reject'), reason: z.enum(REVIEW_REJECTION_KEYS, 'Choisissez un motif de refus') }),
]);
export type ReviewModeration = z.infer<typeof ReviewModeration>;

export const ReviewAnswer = z.object({
  text: trimmed(2, REVIEW_LIMITS.answerMax, 'La réponse est vide', `La réponse ne doit pas dépasser ${REVIEW_LIMITS.answerMax} caractères`),
});
export type ReviewAnswer = z.infer<typeof ReviewAnswer>;

export const DemoDataSummary = z.object({ orders: z.int(), reviews: z.int() });
export type DemoDataSummary = z.infer<typeof DemoDataSummary>;
