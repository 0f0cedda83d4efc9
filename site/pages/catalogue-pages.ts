/**
 * The theme and specialty pages (SPEC.md section 2): their paths, banners,
 * heroes and which advisors they list. One table drives the routes, the home
 * page's cards and the index.
 */
import type { AdvisorType, DailyPick, Specialty } from '../../widgets';
import type { IconName } from '../components/icons';

export interface CatalogueHero {
  /** URL segment: /par-thematique/{slug} or /par-specialite/{slug}. */
  slug: string;
  path: string;
  name: string;
  /** The icon of its cards (home page, by-theme index). */
  glyph: IconName;
  summary: string;
  banner: string;
  hero: string;
}

export interface ThemePageData extends CatalogueHero {
  /** The advisor type listed (voy-advisor-list type=). */
  type: AdvisorType;
  /** The 'of the day' pick (voy-advisor-spotlight pick=). */
  pick: DailyPick;
  dayHeading: string;
}

export interface SpecialtyPageData extends CatalogueHero {
  specialty: Specialty;
  pick: DailyPick;
  dayHeading: string;
  heading: string;
  intro: string;
}

export const THEME_PAGES: ThemePageData[] = [
  {
    slug: 'tarologie',
    path: '/par-thematique/tarologie',
    name: 'Tarologie',
    glyph: 'playing-cards-fan',
    type: 'Tarologue',
    pick: 'tarologue',
    summary: 'Le Tarot de Marseille et les oracles pour éclairer vos choix.',
    banner: 'Tarologie',
    hero: 'Les lames du tarot révèlent les forces en présence et les chemins possibles.',
    dayHeading: 'Notre tarologue du jour',
  },
  {
    slug: 'astrologie',
    path: '/par-thematique/astrologie',
    name: 'Astrologie',
    glyph: 'sun',
    type: 'Astrologue',
    pick: 'astrologue',
    summary: 'Votre thème natal et les transits pour comprendre vos cycles.',
    banner: 'Astrologie',
    hero: 'Les planètes dessinent votre caractère et les grands rendez-vous de votre vie.',
    dayHeading: 'Notre astrologue du jour',
  },
  {
    slug: 'numerologie',
    path: '/par-thematique/numerologie',
    name: 'Numérologie',
    glyph: 'infinity',
    type: 'Numérologue',
    pick: 'numerologue',
    summary: 'Les nombres de votre nom et de votre date de naissance.',
    banner: 'Numérologie',
    hero: 'Vos nombres personnels racontent votre mission et les cycles de votre année.',
    dayHeading: 'Notre numérologue du jour',
  },
  {
    slug: 'mediumnite',
    path: '/par-thematique/mediumnite',
    name: 'Médiumnité',
    glyph: 'eye',
    type: 'Médium',
    pick: 'medium',
    summary: 'Des médiums à l’écoute de leurs perceptions, sans support.',
    banner: 'Médiumnité',
    hero: 'Clairvoyance, clairaudience, ressenti : des perceptions au service de vos questions.',
    dayHeading: 'Notre médium du jour',
  },
];

export const SPECIALTY_PAGES: SpecialtyPageData[] = [
  {
    slug: 'amour',
    path: '/par-specialite/amour',
    name: 'Amour',
    glyph: 'heart',
    specialty: 'Amour',
    pick: 'amour',
    summary: 'Rencontre, couple, séparation : y voir clair dans votre vie sentimentale.',
    banner: 'Amour & Relations',
    hero: 'Explorez les méandres de votre vie sentimentale avec nos voyants experts.',
    dayHeading: 'Notre expert Amour du jour',
    heading: 'Trouvez les réponses de votre cœur',
    intro: 'Une rencontre qui tarde, un couple qui doute, un ex qui revient : nos voyants spécialistes des relations vous aident à comprendre ce qui se joue et à avancer sereinement.',
  },
  {
    slug: 'carriere',
    path: '/par-specialite/carriere',
    name: 'Carrière',
    glyph: 'briefcase',
    specialty: 'Carrière',
    pick: 'carriere',
    summary: 'Emploi, reconversion, promotion : prendre les bonnes décisions.',
    banner: 'Carrière & Travail',
    hero: 'Avancez dans votre vie professionnelle avec l’éclairage de nos experts.',
    dayHeading: 'Notre expert Carrière du jour',
    heading: 'Prenez les bonnes décisions pour votre avenir professionnel...',
    intro: 'Changer de poste, lancer un projet, réussir un entretien : nos voyants vous aident à repérer les bons moments et les opportunités qui s’ouvrent à vous.',
  },
  {
    slug: 'argent',
    path: '/par-specialite/argent',
    name: 'Argent',
    glyph: 'coins',
    specialty: 'Argent',
    pick: 'argent',
    summary: 'Projets, dépenses, placements : aborder l’avenir avec sérénité.',
    banner: 'Argent & Finances',
    hero: 'Vos finances méritent un regard clair et bienveillant.',
    dayHeading: 'Notre expert Finance du jour',
    heading: 'Gérez vos finances avec sérénité...',
    intro: 'Un achat important, une rentrée d’argent attendue, une période de prudence : nos experts vous aident à comprendre les tendances de votre situation matérielle.',
  },
  {
    slug: 'famille',
    path: '/par-specialite/famille',
    name: 'Famille',
    glyph: 'users',
    specialty: 'Famille',
    pick: 'famille',
    summary: 'Enfants, parents, fratrie : apaiser et renforcer vos liens.',
    banner: 'Famille & Relations',
    hero: 'Retrouvez l’harmonie au sein de votre famille.',
    dayHeading: 'Notre expert Famille du jour',
    heading: 'Renforcez vos liens familiaux et surmontez les difficultés',
    intro: 'Un conflit qui s’installe, un enfant qui s’éloigne, une décision familiale à prendre : nos voyants vous accompagnent avec écoute et délicatesse.',
  },
];
