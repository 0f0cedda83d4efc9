/**
 * Reviews of paid consultations (issue 39, point 4): what the review form,
 * the profile, the chat's invitation and the console send and read. A review
 * exists only for a paid order (one per order), written within
 * REVIEW_LIMITS.windowDays of the invitation, shown once an admin publishes
 * it; nobody edits its words, the advisor answers once. The advisors' rating
 * and review count are computed from the published ones (server/reviews/advisor-rating.ts).
 */
import * as z from 'zod/mini';
import { trimmed } from './requests';

export const REVIEW_LIMITS = {
  textMin: 10,
  textMax: 2000,
  answerMax: 1000,
  /** A review may be written this many days after the invitation (the end of the paid conversation, or its payment when later). */
  windowDays: 14,
  /** The latest published reviews a profile shows. */
  shown: 5,
  /** An admin moderates within this many days (the review-check page says so). */
  moderationDays: 7,
} as const;

/** Why an admin rejects a review: a fixed list, the reason kept and told to the author on request. */
export const REVIEW_REJECTION_REASONS = {
  insulting: 'Propos injurieux, diffamatoires ou discriminatoires',
  'personal-data': 'Données personnelles (nom complet, adresse, téléphone…)',
  unrelated: 'Sans rapport avec la consultation',
  advertising: 'Contenu publicitaire ou lien',
  'conflict-of-interest': 'Soupçon de conflit d’intérêts (avis de l’intervenant ou d’un proche)',
} as const;
export type ReviewRejectionReason = keyof typeof REVIEW_REJECTION_REASONS;
export const REVIEW_REJECTION_KEYS = Object.keys(REVIEW_REJECTION_REASONS) as [ReviewRejectionReason, ...ReviewRejectionReason[]];

export { REVIEW_CHECK_PATH } from '../domain/rating';

export const REVIEW_PATHS = {
  /** GET → PublicReviews: an advisor's latest published reviews. */
  advisor: '/api/users/:id/reviews',
  /** The review form (GET) and its POST: a server-drawn page, the token in the path. */
  form: (token: string) => `/avis/${token}`,
} as const;

/** What the review form posts. */
export const ReviewSubmit = z.object({
  rating: z.coerce.number('Choisissez une note de 1 à 5 étoiles').check(z.int('Choisissez une note de 1 à 5 étoiles'), z.gte(1, 'Choisissez une note de 1 à 5 étoiles'), z.lte(5, 'Choisissez une note de 1 à 5 étoiles')),
  text: trimmed(REVIEW_LIMITS.textMin, REVIEW_LIMITS.textMax, `Votre avis doit contenir au moins ${REVIEW_LIMITS.textMin} caractères`, `Votre avis ne doit pas dépasser ${REVIEW_LIMITS.textMax} caractères`),
});
export type ReviewSubmit = z.infer<typeof ReviewSubmit>;


/** A published review as a profile shows it: the first name, the consultation's day, the words, the advisor's answer. */
export const PublicReview = z.object({
  id: z.int(),
  first_name: z.string(),
  rating: z.int(),
  text: z.string(),
  /** When the consultation was paid (ISO): « Avis vérifié : consultation payée le … ». */
  paid_at: z.string(),
  /** When the review was written (ISO). */
  created_at: z.string(),
  answer: z.nullable(z.string()),
  /** Sample data of a fresh install. */
  demo: z.boolean(),
});
export type PublicReview = z.infer<typeof PublicReview>;

export const PublicReviews = z.object({ reviews: z.array(PublicReview) });
export type PublicReviews = z.infer<typeof PublicReviews>;
