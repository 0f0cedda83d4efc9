import { Link } from 'wouter';
import { LinkCards, type LinkCard } from '../components/link-cards';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';
import { usePageMeta } from '../page-meta';

const THEME_CARDS: LinkCard[] = [
  {
    title: 'Tarologie',
    text: 'Nos tarologues interrogent les lames du tarot pour éclairer votre situation et les choix qui s’offrent à vous.',
    href: '/par-thematique/tarologie',
    glyph: '✦',
  },
  {
    title: 'Astrologie',
    text: 'Votre thème astral et les transits des planètes révèlent vos forces et les grandes périodes de votre vie.',
    href: '/par-thematique/astrologie',
    glyph: '☉',
  },
  {
    title: 'Numérologie',
    text: 'Votre date de naissance et votre prénom livrent des nombres qui disent votre personnalité et vos cycles.',
    href: '/par-thematique/numerologie',
    glyph: '∞',
  },
  {
    title: 'Médiumnité',
    text: 'Nos médiums captent les énergies et les messages qui vous entourent, grâce à leur don de perception.',
    href: '/par-thematique/mediumnite',
    glyph: '☾',
  },
];

const SPECIALTY_CARDS: LinkCard[] = [
  {
    title: 'Amour',
    text: 'Rencontre, couple, séparation ou retour de l’être aimé : faites le point sur votre vie sentimentale.',
    href: '/par-specialite/amour',
    glyph: '♡',
  },
  {
    title: 'Carrière',
    text: 'Emploi, reconversion ou projet professionnel : prenez les bonnes décisions pour votre avenir.',
    href: '/par-specialite/carriere',
    glyph: '↗',
  },
  {
    title: 'Argent',
    text: 'Dépenses, placements ou projets d’achat : abordez vos finances avec davantage de sérénité.',
    href: '/par-specialite/argent',
    glyph: '€',
  },
  {
    title: 'Famille',
    text: 'Parents, enfants, fratrie : apaisez les tensions et renforcez les liens qui comptent pour vous.',
    href: '/par-specialite/famille',
    glyph: '⌂',
  },
];

/** The by-theme index: /par-thematique, /par-specialite and every unknown path. */
export function ThemeIndexPage() {
  usePageMeta({
    title: 'Trouvez votre voyant par thématique',
    description: 'Tarologie, astrologie, numérologie ou médiumnité, amour, carrière, argent ou famille : choisissez le voyant qui répondra le mieux à votre question.',
    path: '/par-thematique',
  });
  return (
    <>
      <PageHero title="Trouvez votre voyant par thématique" tagline="Choisissez un art divinatoire ou le domaine de votre question." />

      <Section title="Par art divinatoire" id="thematiques" intro={<p>Chaque voyant a son support de prédilection : choisissez celui qui vous parle.</p>}>
        <LinkCards cards={THEME_CARDS} />
      </Section>

      <Section title="Par spécialité" id="specialites" tone="raised" intro={<p>Votre question porte sur un domaine précis ? Consultez un voyant qui en a fait sa spécialité.</p>}>
        <LinkCards cards={SPECIALTY_CARDS} />
      </Section>

      <Section>
        <div className="actions">
          <Link href="/tous-nos-voyants" className="button button--gold">
            Voir tous nos voyants
          </Link>
        </div>
      </Section>
    </>
  );
}
