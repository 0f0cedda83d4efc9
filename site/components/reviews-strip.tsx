import { frenchDate, isoDay, ratingText } from '../../widgets';
import { REVIEWS } from '../content/reviews';
import grid from './even-grid.module.css';
import styles from './reviews-strip.module.css';

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

/** '2026-11-02' → '2 novembre 2026'. */
function writtenDate(iso: string): string {
  const day = isoDay(iso);
  return day ? frenchDate(day, 'day') : iso;
}

/** Testimonial cards: avatar, name, stars and rating text ('4,8 / 5'), date, text. */
export function TestimonialCards({ items }: { items: Testimonial[] }) {
  return (
    <ul className={`${styles.reviews} ${grid.grid}`}>
      {items.map((item) => (
        <li key={item.id} className={styles.review}>
          <div className={styles.head}>
            {item.avatar ? (
              <img className={styles.avatar} src={item.avatar} alt="" width="44" height="44" loading="lazy" />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {item.name.charAt(0)}
              </span>
            )}
            <div>
              <p className={styles.name}>{item.name}</p>
              <p className={styles.rating}>
                {/* Decorative: the rating text beside it says it. */}
                <img className={styles.stars} src="/temoignages/etoiles.svg" alt="" width="90" height="18" />
                {ratingText(item.rating)}
              </p>
              {item.date && (
                <time className={styles.date} dateTime={item.date}>
                  {writtenDate(item.date)}
                </time>
              )}
            </div>
          </div>
          <blockquote className={styles.text}>{item.text}</blockquote>
        </li>
      ))}
    </ul>
  );
}

/** The site's reviews: the home page shows the first three of the nine. */
export function ReviewsStrip({ count = 3 }: { count?: number }) {
  return <TestimonialCards items={REVIEWS.slice(0, count)} />;
}
