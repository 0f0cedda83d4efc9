/** ../lazy/reviews.ts for the embed, whose widgets parse their data as soon as they load (tsup.config.ts). */
import type * as Lazy from '../lazy/reviews';
import { PublicReviews } from '../../../../contract/schemas/reviews';

export const publicReviewsSchema: typeof Lazy.publicReviewsSchema = async () => PublicReviews;
