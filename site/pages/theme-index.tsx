import { Link } from 'wouter';
import { LinkCards, type LinkCard } from '../components/link-cards';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';
import { SPECIALTY_PAGES, THEME_PAGES, type CatalogueHero } from './catalogue-pages';
import buttons from '../components/button.module.css';

/** The index's own text for each page; the title, path and icon come from the pages' table. */
const INDEX_TEXTS: Record<string, string> = {
  tarologie: 'Nos tarologues interrogent les lames du tarot pour éclairer votre situation et les choix qui s’offrent à vous.',
  astrologie: 'Votre thème astral et les transits des planètes révèlent vos forces et les grandes périodes de votre vie.',
  numerologie: 'Votre date de naissance et votre prénom livrent des nombres qui disent votre personnalité et vos cycles.',
  mediumnite: 'Nos médiums captent les énergies et les messages qui vous entourent, grâce à leur don de perception.',
  amour: 'Rencontre, couple, séparation ou retour de l’être aimé : faites le point sur votre vie sentimentale.',
  carriere: 'Emploi, reconversion ou projet professionnel : prenez les bonnes décisions pour votre avenir.',
  argent: 'Dépenses, placements ou projets d’achat : abordez vos finances avec davantage de sérénité.',
  famille: 'Parents, enfants, fratrie : apaisez les tensions et renforcez les liens qui comptent pour vous.',
};

const cardsOf = (pages: CatalogueHero[]): LinkCard[] => pages.map((page) => ({ title: page.name, text: INDEX_TEXTS[page.slug]!, href: page.path, glyph: page.glyph }));

/** The by-theme index: /par-thematique, /par-specialite and every unknown path. */
export function ThemeIndexPage() {
  usePageMeta({
    title: 'Trouvez votre voyant par thématique',
    description: 'Tarologie, astrologie, numérologie ou médiumnité, amour, carrière, argent ou famille : choisissez le voyant qui répondra le mieux à votre question.',
    path: '/par-thematique',
  });
  return (
    <>
      <PageHero title="Trouvez votre voyant par thématique" tagline="Choisissez un art divinatoire ou le domaine de votre question." />

      <Section title="Par art divinatoire" id="thematiques" intro={<p>Chaque voyant a son support de prédilection : choisissez celui qui vous parle.</p>}>
        <LinkCards cards={cardsOf(THEME_PAGES)} />
      </Section>

      <Section title="Par spécialité" id="specialites" tone="raised" intro={<p>Votre question porte sur un domaine précis ? Consultez un voyant qui en a fait sa spécialité.</p>}>
        <LinkCards cards={cardsOf(SPECIALTY_PAGES)} />
      </Section>

      <Section>
        <div className={buttons.actions}>
          <Link href="/tous-nos-voyants" className={`${buttons.button} ${buttons.gold}`}>
            Voir tous nos voyants
          </Link>
        </div>
      </Section>
    </>
  );
}
