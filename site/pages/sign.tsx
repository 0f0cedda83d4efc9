import { useEffect, useMemo, useState } from 'react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { cachedHoroscope, DAY_PERIOD, defineHoroscope, defineLune, findSign, horoscopePath, type HoroscopePeriod, isHoroscopePeriod, previewImagePath, type VoyDomEventMap } from '../../widgets';
import { Breadcrumb } from '../components/breadcrumb';
import { HoroscopeTestimonials } from '../components/horoscope-testimonials';
import { AstrologyLinks } from '../components/astrology-links';
import { MoonBlock } from '../components/moon-block';
import { KEEP_SCROLL } from '../keep-scroll';
import { usePageMeta } from '../page-meta';
import { horoscopeArticle } from '../structured-data';
import section from '../components/section.module.css';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineHoroscope();
  defineLune();
}

/** How each period's page names itself: « Horoscope Lion de demain ». */
const PERIOD_WORDS: Record<HoroscopePeriod, string> = {
  aujourdhui: 'du jour',
  demain: 'de demain',
  semaine: 'de la semaine',
  mois: 'du mois',
  annee: 'de l’année',
};

/**
 * /horoscopes/{sign} (the day's horoscope) and /horoscopes/{sign}/{period}:
 * the widget's tabs stay tabs, and the address follows them (replaced, not
 * pushed, and without scrolling), so each period can be shared and indexed.
 */
export function SignPage() {
  const { signName = '', period: periodSegment } = useParams<{ signName: string; period?: string }>();
  const [, navigate] = useLocation();
  const legacyPeriod = new URLSearchParams(useSearch()).get('periode');
  const sign = findSign(signName);
  const period = periodSegment && isHoroscopePeriod(periodSegment) ? periodSegment : DAY_PERIOD;
  // Held in state: after a redirect the same page renders the widget anew, and the listener must follow it.
  const [widget, setWidget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!widget || !sign) return;
    const onSelect = (event: VoyDomEventMap['voy-period-select']) => navigate(horoscopePath(sign.slug, event.detail.period), { replace: true, state: KEEP_SCROLL });
    widget.addEventListener('voy-period-select', onSelect);
    return () => widget.removeEventListener('voy-period-select', onSelect);
  }, [widget, sign, navigate]);
  const day = period === DAY_PERIOD;
  // « Horoscope Lion », « Horoscope Lion de demain »: the page's heading, and its title but for the day's « gratuit ».
  const heading = sign ? `Horoscope ${sign.name}${day ? '' : ` ${PERIOD_WORDS[period]}`}` : 'Signe non trouvé';
  const title = sign && day ? `${heading} gratuit` : heading;
  const description = sign
    ? day
      ? `Horoscope ${sign.name} (${sign.dateRange}) : aujourd’hui, demain, la semaine, le mois et l’année. Amour, santé, travail, émotions, voyages.`
      : `Horoscope ${sign.name} (${sign.dateRange}) ${PERIOD_WORDS[period]}, gratuit : vie personnelle, santé, profession, émotions et voyages.`
    : "Le signe zodiacal demandé n’existe pas. Choisissez votre signe parmi les douze signes du zodiaque.";
  const path = horoscopePath(sign?.slug ?? signName, period);
  // Dated by the text the widget shows, when the page's data holds it (the server's render, and the page it hands over).
  const date = sign ? cachedHoroscope(sign.slug, period)?.meta?.date : undefined;
  const preview = useMemo(() => (sign ? { subject: { kind: 'sign', sign: sign.slug } as const, alt: `Dessin du signe ${sign.name} : son symbole en or sur un médaillon de ciel nocturne` } : undefined), [sign]);
  const image = preview && previewImagePath(preview.subject);
  const structuredData = useMemo(() => (date && image ? [horoscopeArticle({ headline: heading, description, path, date, image })] : undefined), [date, heading, description, path, image]);
  usePageMeta({ title, description, path, structuredData, preview });
  // One address per period: ?periode=semaine (the former address), /aujourdhui or a period that does not exist lead to it.
  const wanted = legacyPeriod && isHoroscopePeriod(legacyPeriod) ? legacyPeriod : period;
  const strayPeriod = periodSegment !== undefined && (periodSegment === DAY_PERIOD || !isHoroscopePeriod(periodSegment));
  if (sign && (wanted !== period || strayPeriod)) return <Redirect to={horoscopePath(sign.slug, wanted)} replace />;
  return (
    <>
      <section className={section.section}>
        <div className={section.inner}>
          <h1 className="visually-hidden">{heading}</h1>
          {sign && <Breadcrumb items={[{ label: 'Accueil', href: '/' }, { label: 'Horoscopes', href: '/horoscopes' }, { label: sign.name }]} />}
          <voy-horoscope ref={setWidget} theme="dark" sign={signName} period={period} />
        </div>
      </section>
      {sign && <MoonBlock />}
      {sign && <AstrologyLinks />}
      {sign && <HoroscopeTestimonials />}
    </>
  );
}
