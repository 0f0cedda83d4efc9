import { useParams, useSearch } from 'wouter';
import { findSign, type HoroscopePeriod } from '../../widgets';
import { Breadcrumb } from '../components/breadcrumb';
import { HoroscopeTestimonials } from '../components/horoscope-testimonials';
import { usePageMeta } from '../page-meta';
import section from '../components/section.module.css';

export function SignPage() {
  const { signName = '' } = useParams<{ signName: string }>();
  // The horoscopes page's period cards send ?periode=semaine: the widget opens on that tab and ignores an unknown period.
  const period = (new URLSearchParams(useSearch()).get('periode') ?? undefined) as HoroscopePeriod | undefined;
  const sign = findSign(signName);
  usePageMeta({
    title: sign ? `Horoscope ${sign.name} gratuit` : 'Signe non trouvé',
    description: sign
      ? `Horoscope ${sign.name} (${sign.dateRange}) : aujourd’hui, demain, la semaine, le mois et l’année. Amour, santé, travail, émotions, voyages.`
      : "Le signe zodiacal demandé n’existe pas. Choisissez votre signe parmi les douze signes du zodiaque.",
    path: `/horoscopes/${sign?.slug ?? signName}`,
  });
  // The widget resets its tab to Aujourd'hui when the sign changes; the route change scrolls to the top.
  return (
    <>
      <section className={section.section}>
        <div className={section.inner}>
          <h1 className="visually-hidden">{sign ? `Horoscope ${sign.name}` : 'Signe non trouvé'}</h1>
          {sign && <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Horoscopes', href: '/horoscopes' }, { label: sign.name }]} />}
          <voy-horoscope theme="dark" sign={signName} period={period} />
        </div>
      </section>
      {sign && <HoroscopeTestimonials />}
    </>
  );
}
