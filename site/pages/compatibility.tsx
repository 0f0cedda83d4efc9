import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { compatibilityAddressOf, COMPATIBILITY_PAGE, defineCompatibilite, type VoyDomEventMap } from '../../widgets';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineCompatibilite();
}

/** Another value is no occurrence: the widget then asks which one, as for an address without it. */
const occurrenceOf = (value: string | undefined) => (value === '1' || value === '2' ? value : undefined);

/**
 * /compatibilite: two people's compatibility. Its address holds their data
 * (the API's query names: `?date1=1990-04-12&date2=1988-11-03`), given to the
 * widget as attributes, so the server draws a shared result whole; each
 * result the visitor asks for moves the address there (a new history entry:
 * Back returns to the one before).
 */
export function CompatibilityPage() {
  const address = compatibilityAddressOf(useSearch());
  const [, navigate] = useLocation();
  // Held in state: the listener follows the element React renders.
  const [widget, setWidget] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!widget) return;
    const onChange = (event: VoyDomEventMap['voy-compatibility-change']) => navigate(event.detail.path);
    widget.addEventListener('voy-compatibility-change', onChange);
    return () => widget.removeEventListener('voy-compatibility-change', onChange);
  }, [widget, navigate]);
  usePageMeta({
    title: 'Compatibilité amoureuse gratuite',
    description: 'Votre compatibilité amoureuse gratuite d’après vos deux thèmes astraux\u202f: un score sur 100 expliqué aspect par aspect, et sa lecture.',
    path: COMPATIBILITY_PAGE,
  });
  return (
    <>
      <PageHero title="Compatibilité amoureuse gratuite" tagline="Ce que vos deux ciels de naissance disent de votre couple." compact />
      <Section
        intro={
          <p>
            Indiquez vos deux dates de naissance{'\u202f: '}nous comparons les positions du Soleil, de la Lune, de Vénus, de Mars et des autres planètes
            personnelles de vos deux thèmes. Chaque aspect entre elles ajoute ou retire des points à un score neutre de 50, et vous voyez lesquels. Avec
            l’heure et le lieu de naissance, la Lune et l’ascendant sont exacts. Le lien du résultat le rouvre tel quel, pour le partager.
          </p>
        }
      >
        <voy-compatibilite
          ref={setWidget}
          theme="dark"
          prenom1={address.prenom1}
          date1={address.date1}
          heure1={address.heure1}
          lieu1={address.lieu1}
          occurrence1={occurrenceOf(address.occurrence1)}
          prenom2={address.prenom2}
          date2={address.date2}
          heure2={address.heure2}
          lieu2={address.lieu2}
          occurrence2={occurrenceOf(address.occurrence2)}
        />
      </Section>
    </>
  );
}
