import { Link } from 'wouter';
import styles from './horoscope-banner.module.css';

/** A slim invitation to the horoscopes, above the advisors list. */
export function HoroscopeBanner() {
  return (
    <aside className={styles.banner} aria-label="Horoscopes">
      <p>
        Votre horoscope du jour vous attend : <Link href="/horoscopes">lire mon horoscope gratuit</Link>
      </p>
    </aside>
  );
}
