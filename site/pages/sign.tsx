import { useParams } from 'wouter';
import { findSign } from '../../widgets';
import { usePageMeta } from '../page-meta';

export function SignPage() {
  const { signName = '' } = useParams<{ signName: string }>();
  const sign = findSign(signName);
  usePageMeta({
    title: sign ? `Horoscope ${sign.name} gratuit` : 'Signe non trouvé',
    description: sign
      ? `Horoscope ${sign.name} (${sign.dateRange}) : aujourd’hui, demain, la semaine, le mois et l’année. Amour, santé, travail, émotions, voyages.`
      : "Le signe zodiacal demandé n'existe pas. Choisissez votre signe parmi les douze signes du zodiaque.",
    path: `/horoscopes/${sign?.slug ?? signName}`,
  });
  // The widget resets its tab to Aujourd'hui when the sign changes; the route change scrolls to the top.
  return (
    <section className="section">
      <div className="section__inner">
        <h1 className="visually-hidden">{sign ? `Horoscope ${sign.name}` : 'Signe non trouvé'}</h1>
        <voy-horoscope theme="dark" sign={signName} />
      </div>
    </section>
  );
}
