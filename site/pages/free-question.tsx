import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';
import { defineFreeQuestion } from '../../widgets';

/** The elements this page shows: the browser registers them when it loads the page (site/lazy-page.tsx), the server never. */
export function defineElements(): void {
  defineFreeQuestion();
}

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
