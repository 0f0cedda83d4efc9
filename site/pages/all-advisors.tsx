import { useEffect } from 'react';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { ADVISORS_SECTION_ID } from '../layout/header';
import { usePageMeta } from '../page-meta';
import { HoroscopeBanner } from './horoscope-banner';
import styles from './all-advisors.module.css';
import { defineAdvisorGrid } from '../../widgets';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineAdvisorGrid();
}

export function AllAdvisorsPage() {
  usePageMeta({
    title: 'Tous nos voyants',
    description: 'Tous nos voyants, tarologues, astrologues, numérologues et médiums, filtrés par thématique : amour, famille, argent, carrière.',
    path: '/tous-nos-voyants',
  });
  useEffect(() => window.scrollTo({ top: 0, behavior: 'smooth' }), []);
  return (
    <>
      <HoroscopeBanner />
      <PageHero title="Tous nos voyants" tagline="Surmontez les obstacles et réalisez votre plein potentiel." compact />
      <div className={styles.bannerStrip}>
        <p>Trouver un voyant aujourd’hui gratuitement</p>
      </div>
      <Section id={ADVISORS_SECTION_ID}>
        <voy-advisor-grid theme="dark" />
      </Section>
    </>
  );
}
