import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';
import { defineFreeQuestion } from '../../widgets';

// The elements this page shows, registered when its file loads.
defineFreeQuestion();

export function FreeQuestionPage() {
  usePageMeta({
    title: 'Ma question gratuite à un voyant',
    description: 'Posez gratuitement votre question à nos voyants : indiquez votre prénom et recevez une réponse personnelle avec un tirage de tarot.',
    path: '/ma-question-gratuite',
  });
  return (
    <>
      <PageHero title="Ma question gratuite" compact />
      <Section>
        <voy-free-question theme="dark" />
      </Section>
    </>
  );
}
