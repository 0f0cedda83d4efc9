import { Link } from 'wouter';

/** A slim invitation to the horoscopes, above the advisors list. */
export function HoroscopeBanner() {
  return (
    <aside className="horoscope-banner" aria-label="Horoscopes">
      <p>
        Votre horoscope du jour vous attend : <Link href="/horoscopes">lire mon horoscope gratuit</Link>
      </p>
    </aside>
  );
}
