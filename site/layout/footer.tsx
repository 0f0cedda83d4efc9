import { Link } from 'wouter';
import { SITE } from '../config';
import { FOOTER_LEGAL_LINKS } from './footer-links';
import { MENU_PAGES, type NavLink } from './nav-items';

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className="footer__links">
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <section className="footer__col" aria-labelledby="footer-service">
          <h2 id="footer-service" className="footer__title">
            Service client
          </h2>
          <p>
            {'Téléphone\u202f: '}
            <a href={SITE.phoneHref}>{SITE.phone}</a>
          </p>
          <p>
            {'E-mail\u202f: '}
            <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
          </p>
          <p>Nos voyants sont en ligne 24 h/24 et 7 j/7 par tchat.</p>
        </section>
        <section className="footer__col" aria-labelledby="footer-office">
          <h2 id="footer-office" className="footer__title">
            Notre bureau
          </h2>
          <address>{SITE.address}</address>
        </section>
        <nav className="footer__col" aria-labelledby="footer-pages">
          <h2 id="footer-pages" className="footer__title">
            Le site
          </h2>
          <LinkList links={MENU_PAGES} />
        </nav>
        <nav className="footer__col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer__title">
            Informations légales
          </h2>
          <LinkList links={FOOTER_LEGAL_LINKS} />
        </nav>
      </div>
      <p className="footer__copyright">
        © {SITE.copyrightYear} {SITE.name}. Tous droits réservés. Service de divertissement réservé aux personnes majeures.
      </p>
    </footer>
  );
}
