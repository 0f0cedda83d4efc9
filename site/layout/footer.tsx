import { Link } from 'wouter';
import { agency } from '../agency-identity';
import { SITE } from '../config';
import { FOOTER_LEGAL_LINKS, FOOTER_PAGES } from './footer-links';
import type { NavLink } from './nav-items';
import grid from '../components/even-grid.module.css';
import styles from './footer.module.css';

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { phone, phoneHref, email, address, name } = agency();
  return (
    <footer className={styles.footer}>
      <div className={`${styles.inner} ${grid.grid}`}>
        <section aria-labelledby="footer-service">
          <h2 id="footer-service" className={styles.title}>
            Service client
          </h2>
          <p>
            {'Téléphone\u202f: '}
            <a href={phoneHref}>{phone}</a>
          </p>
          <p>
            {'E-mail\u202f: '}
            <a href={`mailto:${email}`}>{email}</a>
          </p>
          <p>Nos voyants sont en ligne 24 h/24 et 7 j/7 par tchat.</p>
        </section>
        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className={styles.title}>
            Notre bureau
          </h2>
          <address>{address}</address>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.title}>
            Le site
          </h2>
          <LinkList links={FOOTER_PAGES} />
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.title}>
            Informations légales
          </h2>
          <LinkList links={FOOTER_LEGAL_LINKS} />
        </nav>
      </div>
      <p className={styles.copyright}>
        © {SITE.copyrightYear} {name}. Tous droits réservés. Service de divertissement réservé aux personnes majeures.
      </p>
    </footer>
  );
}
