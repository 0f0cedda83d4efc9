import { ratingText } from '../../widgets';
import { REVIEWS } from '../content/reviews';

/** Review cards: the home page shows the first three of the nine. */
export function ReviewsStrip({ count = 3 }: { count?: number }) {
  return (
    <ul className="reviews">
      {REVIEWS.slice(0, count).map((review) => (
        <li key={review.id} className="review">
          <div className="review__head">
            <span className="review__avatar" aria-hidden="true">
              {review.name.charAt(0)}
            </span>
            <div>
              <p className="review__name">{review.name}</p>
              <p className="review__rating">
                <span className="review__stars" aria-hidden="true">
                  ★★★★★
                </span>{' '}
                {ratingText(review.rating)}
              </p>
            </div>
          </div>
          <blockquote className="review__text">{review.text}</blockquote>
        </li>
      ))}
    </ul>
  );
}
