import { Link } from 'wouter';
import { PageHero } from '../components/page-hero';
import { ReviewsStrip } from '../components/reviews-strip';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';
import buttons from '../components/button.module.css';

export function TestimonialsPage() {
  usePageMeta({
    title: 'Témoignages',
    description: 'Amour, travail, famille, finances : découvrez les avis de nos clients sur leurs consultations de voyance par téléphone, par tchat, WhatsApp ou Messenger.',
    path: '/temoignages',
  });
  return (
    <>
      <PageHero title="Témoignages" tagline="Ils nous ont confié leurs questions, ils partagent leur expérience." />

      <Section title="Les avis de nos clients" id="avis">
        <ReviewsStrip count={9} />
      </Section>

      <Section
        title="À votre tour de consulter"
        id="consulter"
        tone="raised"
        intro={
          <p>
            Choisissez le voyant qui vous inspire et contactez-le par téléphone, par tchat, par WhatsApp ou par Messenger. Vous hésitez encore ? Posez d’abord votre
            question gratuitement.
          </p>
        }
      >
        <div className={buttons.actions}>
          <Link href="/tous-nos-voyants" className={`${buttons.button} ${buttons.gold}`}>
            Découvrir nos voyants
          </Link>
          <Link href="/ma-question-gratuite" className={buttons.button}>
            Poser ma question gratuite
          </Link>
        </div>
      </Section>
    </>
  );
}
