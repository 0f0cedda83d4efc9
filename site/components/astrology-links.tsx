import { Link } from 'wouter';
import { Section } from './section';
import styles from './astrology-links.module.css';

/** The two astrology pages (issue 41), which the spec's menu does not name: the horoscope pages lead to them. */
const PAGES = [
  {
    href: '/theme-astral',
    title: 'Votre thème astral',
    text: 'Vos planètes, vos maisons et leurs aspects, calculés pour le jour, l’heure et le lieu de votre naissance.',
    action: 'Calculer mon thème',
  },
  {
    href: '/compatibilite',
    title: 'Compatibilité amoureuse',
    text: 'Vos deux thèmes face à face : les aspects qui vous rapprochent, ceux qui vous défient, et un score qui dit pourquoi.',
    action: 'Tester notre compatibilité',
  },
] as const;

export function AstrologyLinks() {
  return (
    <Section id="astrologie" title="Aller plus loin avec les astres">
      <ul className={styles.cards}>
        {PAGES.map((page) => (
          <li key={page.href} className={styles.card}>
            <h3 className={styles.title}>{page.title}</h3>
            <p className={styles.text}>{page.text}</p>
            <Link href={page.href} className={styles.action}>
              {page.action}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
