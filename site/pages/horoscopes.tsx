import { HoroscopeTestimonials } from '../components/horoscope-testimonials';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';
import { AstrologyLinks } from '../components/astrology-links';
import { MoonBlock } from '../components/moon-block';
import { defineHoroscopeSigns, defineLune } from '../../widgets';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineHoroscopeSigns();
  defineLune();
}

export function HoroscopesPage() {
  usePageMeta({
    title: 'Horoscopes gratuits des douze signes',
    description: 'Votre horoscope gratuit du jour, de demain, de la semaine, du mois et de l’année, calculé d’après la position réelle des planètes.',
    path: '/horoscopes',
  });
  return (
    <>
      <PageHero title="Vos Horoscopes" tagline="Choisissez votre signe : amour, santé, travail, émotions et voyages, jour après jour." />
      <Section>
        <voy-horoscope-signs theme="dark" with-periods="true" />
      </Section>
      <MoonBlock />
      <AstrologyLinks />
      <HoroscopeTestimonials />
    </>
  );
}
