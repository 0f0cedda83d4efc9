import { useId } from 'react';
import { parseRating, ratingText, REVIEW_CHECK_PATH, starFill } from '../../../contract/domain/rating';
import type { Advisor } from '../../../contract/schemas';
import { ADVISOR_TEXTS } from '../texts/advisor';
import styles from './advisor.module.css';
import { WidgetLink } from './widget-link';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  const clipId = useId();
  return (
    <svg className={styles.star} viewBox="0 0 24 24" aria-hidden="true" data-star={fill}>
      {fill === 'half' && (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="12" height="24" />
          </clipPath>
        </defs>
      )}
      <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" />
      {fill !== 'empty' && <path d={STAR} fill="currentColor" clipPath={fill === 'half' ? `url(#${clipId})` : undefined} />}
    </svg>
  );
}

/** Floor of the rating full stars, a half star from .5 (SPEC.md section 9). */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`Note : ${ratingText(rating).replace(' / 5', ' sur 5')}`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} fill={starFill(rating, index)} />
      ))}
    </span>
  );
}

/**
 * The advisor's own stars, '4,8 / 5' and review count, computed from the
 * published reviews of paid consultations: the one rating every page shows
 * for an advisor (no stars without a rating), with the link to how reviews
 * are checked (the law asks for it beside them).
 */
export function RatingLine({ advisor }: { advisor: Pick<Advisor, 'rating' | 'reviews_count'> }) {
  const rating = parseRating(advisor.rating);
  return (
    <span className={styles.rating} part="rating">
      <span className={styles.ratingFigures}>
        {rating != null && <StarRating rating={rating} />}
        {rating != null && <span className={styles.ratingValue}>{ratingText(rating)}</span>}
        <span>{ADVISOR_TEXTS.reviews(advisor.reviews_count)}</span>
      </span>
      <WidgetLink path={REVIEW_CHECK_PATH} className={styles.reviewCheck} part="review-check">
        {ADVISOR_TEXTS.reviewCheck}
      </WidgetLink>
    </span>
  );
}
