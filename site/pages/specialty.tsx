import { useState } from 'react';
import { useParams } from 'wouter';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { ADVISORS_SECTION_ID } from '../layout/header';
import { usePageMeta } from '../page-meta';
import { SPECIALTY_PAGES, type SpecialtyPageData } from './catalogue-pages';
import { ThemeIndexPage } from './theme-index';
import prose from '../components/prose.module.css';
import { defineAdvisorList, defineAdvisorSpotlight, listInPage } from '../../widgets';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineAdvisorSpotlight();
  defineAdvisorList();
}

/**
 * The love page's block picks any of the four specialties at random (SPEC.md
 * section 2), but the one whose list came with the page, which the server
 * drew; the others show the next one.
 */
function otherSpecialty(page: SpecialtyPageData): SpecialtyPageData {
  if (page.slug === 'amour') {
    const drawn = SPECIALTY_PAGES.find((candidate) => listInPage({ specialty: candidate.specialty, exclude: page.specialty }));
    return drawn ?? SPECIALTY_PAGES[Math.floor(Math.random() * SPECIALTY_PAGES.length)]!;
  }
  const index = SPECIALTY_PAGES.indexOf(page);
  return SPECIALTY_PAGES[(index + 1) % SPECIALTY_PAGES.length]!;
}

export function SpecialtyPage() {
  const { specialty } = useParams<{ specialty: string }>();
  const page = SPECIALTY_PAGES.find((candidate) => candidate.slug === specialty);
  usePageMeta(
    page
      ? { title: `${page.banner} : nos voyants experts`, description: `${page.hero} ${page.intro}`.slice(0, 158), path: page.path }
      : { title: 'Trouvez votre voyant par thématique', description: 'Amour, carrière, argent, famille : trouvez le voyant expert de votre question.', path: '/par-thematique' },
  );
  if (!page) return <ThemeIndexPage />;
  return <SpecialtyContent key={page.slug} page={page} />;
}

function SpecialtyContent({ page }: { page: SpecialtyPageData }) {
  const [other] = useState(() => otherSpecialty(page));
  return (
    <>
      <PageHero title={page.banner} tagline={page.hero} />
      <Section title={page.dayHeading}>
        <voy-advisor-spotlight theme="dark" pick={page.pick} no-heading="true" />
      </Section>
      <Section title={page.heading} tone="raised">
        <p className={prose.prose}>{page.intro}</p>
      </Section>
      <Section title={`Nos experts ${page.name}`} id={ADVISORS_SECTION_ID}>
        <voy-advisor-list theme="dark" specialty={page.specialty} limit={3} />
      </Section>
      <Section title="Découvrez d’autres experts" tone="raised">
        <voy-advisor-list theme="dark" specialty={other.specialty} exclude={page.specialty} limit={3} />
      </Section>
    </>
  );
}
