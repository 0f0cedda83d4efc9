import { Link } from 'wouter';
import { SITE } from '../config';
import { LinkCards } from '../components/link-cards';
import { ReviewsStrip } from '../components/reviews-strip';
import { Section } from '../components/section';
import { ADVISORS_SECTION_ID } from '../layout/header';
import { usePageMeta } from '../page-meta';
import { organizationAndWebsite } from '../structured-data';
import { SPECIALTY_PAGES, THEME_PAGES } from './catalogue-pages';
import buttons from '../components/button.module.css';
import grid from '../components/even-grid.module.css';
import hero from '../components/page-hero.module.css';
import section from '../components/section.module.css';
import styles from './home.module.css';
import { defineAdvisorList, defineAdvisorSpotlight, defineOracle } from '../../widgets';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineOracle();
  defineAdvisorList();
  defineAdvisorSpotlight();
}

const CHANNELS = [
  { title: 'Messenger', text: 'Écrivez à votre voyant depuis Messenger, à votre rythme.', glyph: 'send' as const },
  { title: 'WhatsApp', text: 'Échangez par messages ou par appel, en toute discrétion.', glyph: 'message-circle' as const },
  { title: 'Tchat', text: 'Nos voyants sont en ligne 24 h/24 pour une réponse immédiate.', glyph: 'messages-square' as const },
  { title: 'Téléphone', text: 'Une consultation de vive voix, au prix annoncé à l’avance.', glyph: 'phone' as const },
].map((channel) => ({ ...channel, href: '/tous-nos-voyants' }));

const PRESS = [
  { name: 'Le Journal des Étoiles', quote: '« Une plateforme sérieuse, où l’écoute passe avant tout. »' },
  { name: 'Bien-Être Magazine', quote: '« Des voyants sélectionnés avec soin et des prix annoncés clairement. »' },
  { name: 'Radio Horizon', quote: '« Le tchat en direct rend la voyance accessible à toute heure. »' },
];

export function HomePage() {
  usePageMeta({
    title: 'Voyance en ligne par tchat, téléphone et WhatsApp',
    description: `Trouvez votre voyant parmi nos tarologues, astrologues, numérologues et médiums. Plus de ${SITE.satisfiedClients} clients satisfaits, horoscopes gratuits.`,
    path: '/',
    structuredData: organizationAndWebsite(),
  });
  return (
    <>
      <section className={`${hero.hero} ${styles.hero}`}>
        <div className={hero.inner}>
          <h1 className={hero.title}>Trouvez le voyant qui éclairera votre chemin</h1>
          <p className={hero.tagline}>Tarologues, astrologues, numérologues et médiums vous répondent par tchat, téléphone, WhatsApp ou Messenger.</p>
          <p className={hero.claim}>Plus de {SITE.satisfiedClients} clients satisfaits</p>
          <div className={buttons.actions}>
            <Link href="/tous-nos-voyants" className={`${buttons.button} ${buttons.gold}`}>
              Trouver mon voyant
            </Link>
            <Link href="/ma-question-gratuite" className={buttons.button}>
              Ma question gratuite
            </Link>
          </div>
        </div>
      </section>

      {/* Where a visitor comes with a question: the oracle points to the advisors who answer it. */}
      <Section id="votre-question" tone="raised">
        <voy-oracle theme="dark" />
      </Section>

      <Section title="Nos voyants du jour" id={ADVISORS_SECTION_ID}>
        <voy-advisor-list theme="dark" pick="three-daily" />
      </Section>

      <Section tone="raised">
        <div className={styles.teaser}>
          <div>
            <h2 className={`${section.title} ${styles.teaserTitle}`}>Nos Horoscopes</h2>
            <p className={styles.teaserText}>Votre horoscope gratuit et complet.</p>
          </div>
          <Link href="/horoscopes" className={`${buttons.button} ${buttons.gold}`}>
            Découvrir
          </Link>
        </div>
      </Section>

      <Section>
        <voy-advisor-spotlight theme="dark" pick="daily" />
      </Section>

      <Section title="Comment souhaitez-vous consulter ?" tone="raised">
        <LinkCards cards={CHANNELS} />
      </Section>

      <Section title="Nos expertises" intro="Chaque art divinatoire a sa façon d’éclairer votre question.">
        <LinkCards cards={THEME_PAGES.map((page) => ({ title: page.name, text: page.summary, href: page.path, glyph: page.glyph }))} />
      </Section>

      <Section title="Tchat en direct" tone="raised">
        <voy-advisor-list theme="dark" pick="three-daily" variant="chat" />
      </Section>

      <Section title="Trouvez votre voyant par thématique">
        <LinkCards cards={SPECIALTY_PAGES.map((page) => ({ title: page.name, text: page.summary, href: page.path, glyph: page.glyph }))} />
      </Section>

      <Section tone="raised">
        <voy-advisor-spotlight theme="dark" pick="monthly" />
      </Section>

      <Section title="Ils parlent de nous">
        <ul className={`${styles.press} ${grid.grid}`}>
          {PRESS.map((item) => (
            <li key={item.name} className={styles.pressItem}>
              <p className={styles.pressQuote}>{item.quote}</p>
              <p className={styles.pressName}>{item.name}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Les meilleurs avis" tone="raised">
        <ReviewsStrip count={3} />
      </Section>
    </>
  );
}
