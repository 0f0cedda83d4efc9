import { useId, useState } from 'react';
import { Link } from 'wouter';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { FAQ_ITEMS, type FaqItem } from '../content/faq';
import { usePageMeta } from '../page-meta';
import { faqPage } from '../structured-data';
import buttons from '../components/button.module.css';
import styles from './faq.module.css';

export { FAQ_ITEMS };

const FAQ_DATA = [faqPage(FAQ_ITEMS)];

/**
 * One question of the accordion, closed at first. The button toggles it; an
 * empty answer has no panel at all (the button still reports its state).
 */
export function FaqAccordionItem({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hasAnswer = item.answer.length > 0;
  return (
    <div className={open ? `${styles.item} ${styles.open}` : styles.item}>
      <h2 className={styles.heading}>
        <button type="button" className={styles.button} aria-expanded={open} aria-controls={hasAnswer ? panelId : undefined} onClick={() => setOpen((current) => !current)}>
          <span>{item.question}</span>
          <span className={styles.icon} aria-hidden="true" />
        </button>
      </h2>
      {hasAnswer && (
        <div id={panelId} className={styles.panel} hidden={!open}>
          {item.answer.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
    </div>
  );
}

export function FaqPage() {
  usePageMeta({
    title: 'Foire aux questions',
    description: 'Fiabilité de la voyance, choix de votre voyant, consultations gratuites ou payantes, sans frais cachés ni facturation à la minute : nos réponses à vos questions les plus fréquentes.',
    path: '/faq',
    structuredData: FAQ_DATA,
  });
  return (
    <>
      <PageHero title="Foire Aux Questions" tagline="Vos Questions Fréquentes" />
      <Section>
        <div className={styles.faq}>
          {FAQ_ITEMS.map((item) => (
            <FaqAccordionItem key={item.id} item={item} />
          ))}
        </div>
      </Section>
      <Section title="Vous n’avez pas trouvé votre réponse ?" id="autres-questions" tone="raised" intro={<p>Notre service client vous répond par e-mail ou par téléphone, et nos voyants sont disponibles à tout moment par tchat. Vous souhaitez faire une pause dans vos consultations ? <Link href="/auto-exclusion">Demandez le blocage de votre accès</Link>.</p>}>
        <div className={buttons.actions}>
          <Link href="/contact" className={`${buttons.button} ${buttons.gold}`}>
            Contacter le service client
          </Link>
          <Link href="/ma-question-gratuite" className={buttons.button}>
            Poser ma question gratuite
          </Link>
        </div>
      </Section>
    </>
  );
}
