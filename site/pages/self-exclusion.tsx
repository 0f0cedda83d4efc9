import { Link } from 'wouter';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { agency } from '../agency-identity';
import { usePageMeta } from '../page-meta';
import { SelfExclusionForm } from './self-exclusion-form';
import styles from './self-exclusion.module.css';

/** The self-exclusion request the terms promise: a block of one's access to consultations, for a while or for good. */
export function SelfExclusionPage() {
  usePageMeta({
    title: 'Demande d’auto-exclusion',
    description: 'Faire une pause dans vos consultations de voyance : demandez le blocage de votre accès pour 1 mois, 3 mois, 6 mois, 1 an ou définitivement.',
    path: '/auto-exclusion',
  });
  return (
    <>
      <PageHero title="Demande d’auto-exclusion" tagline="Faire une pause dans vos consultations" compact />
      <Section
        intro={
          <>
            <p>
              La voyance doit rester une pratique occasionnelle. Si vous sentez que vous consultez trop souvent ou que vos dépenses vous échappent, vous pouvez
              demander le blocage de votre accès à nos consultations, pour une durée de votre choix ou définitivement, comme le prévoient nos{' '}
              <Link href="/conditions-generales#article-dependance">conditions générales</Link>.
            </p>
            <p>
              Votre demande est traitée par notre service client dans les meilleurs délais. Pendant le blocage, aucune consultation ne pourra vous être vendue. Pour
              toute question, écrivez à <a href={`mailto:${agency().email}`}>{agency().email}</a>.
            </p>
          </>
        }
      >
        <div className={styles.form}>
          <SelfExclusionForm />
        </div>
        <p className={styles.note}>
          Les informations de ce formulaire servent uniquement à appliquer le blocage : voir notre{' '}
          <Link href="/politique-de-confidentialite">politique de confidentialité</Link>.
        </p>
      </Section>
    </>
  );
}
