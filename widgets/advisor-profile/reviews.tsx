/**
 * The profile's « Avis vérifiés »: the advisor's latest published reviews of
 * paid consultations (REVIEW_PATHS.advisor, fetched once the profile shows),
 * each with its first name, stars, the visitor's words as text, the day the
 * consultation was paid and the advisor's answer; the link to how reviews
 * are checked. Nothing when there is none (no made-up testimonials).
 */
import { frenchDate, isoDay } from '../../contract/domain/french-format';
import { parisDay } from '../../contract/domain/paris-day';
import { REVIEW_CHECK_PATH } from '../../contract/domain/rating';
import { getJson } from '../core/api';
import { StarRating } from '../core/parts/star-rating';
import { WidgetLink } from '../core/parts/widget-link';
import { useApiQuery } from '../core/query';
import { publicReviewsSchema } from '../core/schema-loaders/lazy/reviews';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import { useWidget } from '../core/widget-context';
import styles from './advisor-profile.module.css';
import { PROFILE_TEXTS } from './texts';

/** « 12 mars 2026 », the day in Paris. */
const dayText = (iso: string) => frenchDate(isoDay(parisDay(new Date(iso)))!, 'day');

export function ProfileReviews({ advisorId, titleId }: { advisorId: number; titleId: string }) {
  const { apiBase } = useWidget();
  const path = `/api/users/${advisorId}/reviews`;
  const found = useApiQuery({ queryKey: ['voyance', apiBase, path], queryFn: ({ signal }) => getJson(apiBase, path, publicReviewsSchema, signal) });
  const reviews = found.data?.reviews ?? [];
  if (reviews.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} part="reviews">
      <h3 id={titleId} className={styles.sectionTitle}>
        {PROFILE_TEXTS.reviews}
      </h3>
      <ul className={styles.testimonials}>
        {reviews.map((review) => (
          <li key={review.id} className={styles.testimonial} part="review">
            <figure className={styles.figure}>
              <StarRating rating={review.rating} />
              <blockquote className={styles.quote}>
                <p>{review.text}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <strong>{review.first_name}</strong>
                <span className={styles.date}>{PROFILE_TEXTS.verified(dayText(review.paid_at))}</span>
                {review.demo && <span className={styles.date}>{PROFILE_TEXTS.sample}</span>}
              </figcaption>
              {review.answer && (
                <p className={styles.date} part="review-answer">
                  <strong>{PROFILE_TEXTS.answer}</strong> {review.answer}
                </p>
              )}
            </figure>
          </li>
        ))}
      </ul>
      <WidgetLink path={REVIEW_CHECK_PATH} part="review-check">
        {ADVISOR_TEXTS.reviewCheck}
      </WidgetLink>
    </section>
  );
}
