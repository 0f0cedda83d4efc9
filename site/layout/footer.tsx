import { Link } from 'wouter';
import { SITE } from '../config';

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__col" aria-labelledby="footer-service">
          <h2 id="footer-service" className="footer__title">
            Service client
          </h2>
          <p>
            Téléphone : <a href={SITE.phoneHref}>{SITE.phone}</a>
          </p>
          <p>
            Email : <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <p>Nos voyants sont en ligne 24 h/24 et 7 j/7 par tchat.</p>
        </section>
        <section className="footer__col" aria-labelledby="footer-office">
          <h2 id="footer-office" className="footer__title">
            Notre bureau
          </h2>
          <address>{SITE.address}</address>
        </section>
        <nav className="footer__col" aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer__title">
            Informations
          </h2>
          <ul className="footer__links">
            <li>
              <Link href="/agence">Notre agence</Link>
            </li>
            <li>
              <Link href="/faq">FAQ</Link>
            </li>
            <li>
              <Link href="/contact">Contact</Link>
            </li>
            <li>
              <Link href="/mentions-legales">Mentions légales</Link>
            </li>
            <li>
              <Link href="/conditions-generales">Conditions générales</Link>
            </li>
            <li>
              <Link href="/politique-de-confidentialite">Confidentialité</Link>
            </li>
            <li>
              <Link href="/auto-exclusion">Auto-exclusion</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="footer__copyright">
        © {SITE.copyrightYear} {SITE.name}. Tous droits réservés. Service de divertissement réservé aux personnes majeures.
      </p>
    </footer>
  );
}
