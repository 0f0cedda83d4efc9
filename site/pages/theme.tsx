import { Link, useParams } from 'wouter';
import { PageHero } from '../components/page-hero';
import { ReviewsStrip } from '../components/reviews-strip';
import { Section } from '../components/section';
import { ADVISORS_SECTION_ID } from '../layout/header';
import { usePageMeta } from '../page-meta';
import { THEME_PAGES } from './catalogue-pages';
import { ThemeIndexPage } from './theme-index';
import buttons from '../components/button.module.css';
import styles from './theme.module.css';
import { defineAdvisorList, defineAdvisorSpotlight } from '../../widgets';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineAdvisorSpotlight();
  defineAdvisorList();
}

/** /par-thematique/{tarologie|astrologie|numerologie|mediumnite}; any other theme shows the index. */
export function ThemePage() {
  const { theme } = useParams<{ theme: string }>();
  const page = THEME_PAGES.find((candidate) => candidate.slug === theme);
  usePageMeta(
    page
      ? { title: `${page.name} : nos ${page.type.toLowerCase()}s en ligne`, description: `${page.hero} Consultez nos ${page.type.toLowerCase()}s par tchat, téléphone, WhatsApp ou Messenger.`, path: page.path }
      : { title: 'Trouvez votre voyant par thématique', description: 'Tarologie, astrologie, numérologie, médiumnité : choisissez l’art divinatoire qui vous parle.', path: '/par-thematique' },
  );
  if (!page) return <ThemeIndexPage />;
  return (
    <>
      <PageHero title={page.banner} tagline={page.hero} />
      <Section title={page.dayHeading}>
        <voy-advisor-spotlight theme="dark" pick={page.pick} no-heading="true" />
      </Section>
      <Section title={`Nos ${page.type.toLowerCase()}s`} id={ADVISORS_SECTION_ID} tone="raised">
        <voy-advisor-list theme="dark" type={page.type} limit={3} />
      </Section>
      <Section title="Ils nous font confiance">
        <ReviewsStrip count={3} />
        <div className={`${buttons.actions} ${styles.actions}`}>
          <Link href="/ma-question-gratuite" className={`${buttons.button} ${buttons.gold}`}>
            Poser ma question gratuite
          </Link>
        </div>
      </Section>
    </>
  );
}
