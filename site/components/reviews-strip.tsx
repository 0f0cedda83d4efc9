import { ratingText } from '../../widgets';
import { REVIEWS } from '../content/reviews';

/** One card of a testimonials list: the site's reviews and the horoscope pages' testimonials. */
export interface Testimonial {
  id: number | string;
  name: string;
  rating: number;
  text: string;
  /** An image's address; without one, the name's initial. */
  avatar?: string;
  /** 'YYYY-MM-DD'. */
  date?: string;
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

/** Testimonial cards: avatar, name, stars and rating text ('4,8 / 5'), date, text. */
export function TestimonialCards({ items }: { items: Testimonial[] }) {
  return (
    <ul className="reviews">
      {items.map((item) => (
        <li key={item.id} className="review">
          <div className="review__head">
            {item.avatar ? (
              <img className="review__avatar" src={item.avatar} alt="" width="44" height="44" loading="lazy" />
            ) : (
              <span className="review__avatar" aria-hidden="true">
                {item.name.charAt(0)}
              </span>
            )}
            <div>
              <p className="review__name">{item.name}</p>
              <p className="review__rating">
                {/* Decorative: the rating text beside it says it. */}
                <img className="review__stars" src="/temoignages/etoiles.svg" alt="" width="90" height="18" />
                {ratingText(item.rating)}
              </p>
              {item.date && (
                <time className="review__date" dateTime={item.date}>
                  {dateFormat.format(new Date(item.date))}
                </time>
              )}
            </div>
          </div>
          <blockquote className="review__text">{item.text}</blockquote>
        </li>
      ))}
    </ul>
  );
}

/** The site's reviews: the home page shows the first three of the nine. */
export function ReviewsStrip({ count = 3 }: { count?: number }) {
  return <TestimonialCards items={REVIEWS.slice(0, count)} />;
}
