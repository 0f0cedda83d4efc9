import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { birthChartAddressOf, BIRTH_CHART_PAGE, defineThemeAstral, type VoyDomEventMap } from '../../widgets';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineThemeAstral();
}

/**
 * /theme-astral: the birth chart. Its address holds the chart's data (the
 * API's query names: `?date=1977-07-14&heure=12:30&lieu=69123`), given to the
 * widget as attributes, so the server draws a shared chart whole; each chart
 * the visitor asks for moves the address there (a new history entry: Back
 * returns to the one before).
 */
export function ThemeAstralPage() {
  const address = birthChartAddressOf(useSearch());
  // Another value is no occurrence: the widget then asks which one, as for an address without it.
  const occurrence = address.occurrence === '1' || address.occurrence === '2' ? address.occurrence : undefined;
  const [, navigate] = useLocation();
  // Held in state: the listener follows the element React renders.
  const [widget, setWidget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!widget) return;
    const onChange = (event: VoyDomEventMap['voy-chart-change']) => navigate(event.detail.path);
    widget.addEventListener('voy-chart-change', onChange);
    return () => widget.removeEventListener('voy-chart-change', onChange);
  }, [widget, navigate]);
  usePageMeta({
    title: 'Thème astral gratuit',
    description:
      'Calculez gratuitement votre thème astral\u202f: la position du Soleil, de la Lune et des planètes à votre naissance, votre ascendant, vos maisons et vos aspects, avec leur lecture.',
    path: BIRTH_CHART_PAGE,
  });
  return (
    <>
      <PageHero title="Thème astral gratuit" tagline="Le ciel de votre naissance, calculé à la minute près pour votre lieu." compact />
      <Section
        intro={
          <>
            <p>
              Votre thème astral est la carte du ciel au moment et au lieu de votre naissance. Indiquez votre date, votre heure et votre lieu de
              naissance{'\u202f: '}nous calculons la position du Soleil, de la Lune et des planètes, votre ascendant et vos douze maisons, puis les
              aspects qui les relient.
            </p>
            <p>Sans l’heure de naissance, le thème est calculé pour midi, sans ascendant ni maisons. Le lien de votre thème le rouvre tel quel, pour le partager.</p>
          </>
        }
      >
        <voy-theme-astral ref={setWidget} theme="dark" date={address.date} heure={address.heure} lieu={address.lieu} occurrence={occurrence} />
      </Section>
    </>
  );
}
