/** ../reviews.ts's schema of a profile's reviews, loaded with the first answer it parses (../../schema-source.ts; the embed's twin: ../eager/reviews.ts). */
export const publicReviewsSchema = () => import('../../../../contract/schemas/reviews').then((file) => file.PublicReviews);
