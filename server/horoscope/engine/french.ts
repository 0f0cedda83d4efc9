/**
 * French forms: planets and signs with their articles, the twelve solar houses,
 * months and weekdays, prepositions with elision and contraction, and the
 * template filler.
 */
import { elides } from '../../../contract/domain/french-elision';
import { capitalize } from '../../../contract/domain/french-format';
import { dayOfMonth } from '../../../contract/domain/day-in-sentence';
// « de » joined to a noun phrase (du Soleil, d’Uranus): the server's one rule, in french-typography.ts.
import { de } from '../../french-typography';
import type { BodyKey } from './sky';
import type { Ymd } from '../../calendar';

/** The colour names the widget maps to dots (SPEC.md section 9). */
export const LUCKY_COLOURS = [
  'rouge',
  'bleu',
  'bleu ciel',
  'vert',
  'jaune',
  'orange',
  'violet',
  'rose',
  'argent',
  'or',
  'lavande',
  'marron',
  'noir',
  'blanc',
] as const;
export type LuckyColour = (typeof LUCKY_COLOURS)[number];

/** "le/la/les" before a noun, with elision: l'opposition, le carré, la conjonction. */
export function withArticle(noun: string, gender: 'm' | 'f'): string {
  if (elides(noun)) return `l’${noun}`;
  return `${gender === 'm' ? 'le' : 'la'} ${noun}`;
}

export interface PlanetWords {
  /** As a subject, with its article: 'le Soleil', 'la Lune', 'Vénus'. */
  readonly subject: string;
  /** 'du Soleil', 'de la Lune', 'de Vénus'. */
  readonly of: string;
  /** Personal pronoun standing for it. */
  readonly pronoun: 'il' | 'elle';
  /** The weekday it rules, for 'Jour favorable'. */
  readonly weekday: string;
  readonly colours: readonly LuckyColour[];
  readonly stones: readonly string[];
}

const planet = (
  subject: string,
  pronoun: 'il' | 'elle',
  weekday: string,
  colours: readonly LuckyColour[],
  stones: readonly string[],
): PlanetWords => ({ subject, of: de(subject), pronoun, weekday, colours, stones });

export const PLANETS: Readonly<Record<BodyKey, PlanetWords>> = {
  soleil: planet('le Soleil', 'il', 'dimanche', ['or', 'orange'], ['citrine', 'ambre', 'œil-de-tigre']),
  lune: planet('la Lune', 'elle', 'lundi', ['argent', 'blanc'], ['pierre de lune', 'nacre', 'calcédoine']),
  mercure: planet('Mercure', 'il', 'mercredi', ['jaune', 'bleu ciel'], ['agate', 'fluorite', 'cristal de roche']),
  venus: planet('Vénus', 'elle', 'vendredi', ['rose', 'vert'], ['quartz rose', 'émeraude', 'jade']),
  mars: planet('Mars', 'il', 'mardi', ['rouge', 'orange'], ['cornaline', 'grenat', 'jaspe rouge']),
  jupiter: planet('Jupiter', 'il', 'jeudi', ['violet', 'bleu'], ['améthyste', 'lapis-lazuli', 'turquoise']),
  saturne: planet('Saturne', 'il', 'samedi', ['noir', 'marron'], ['onyx', 'obsidienne', 'hématite']),
};

export interface SignWords {
  /** 'en Bélier': astrology says "en" before every sign. */
  readonly inSign: string;
  /** With its article: 'le Bélier', 'la Balance', 'les Gémeaux'. */
  readonly withArticle: string;
  readonly element: 'feu' | 'terre' | 'air' | 'eau';
}

const SIGN_ARTICLES = ['le', 'le', 'les', 'le', 'le', 'la', 'la', 'le', 'le', 'le', 'le', 'les'] as const;
const SIGN_NAMES = [
  'Bélier',
  'Taureau',
  'Gémeaux',
  'Cancer',
  'Lion',
  'Vierge',
  'Balance',
  'Scorpion',
  'Sagittaire',
  'Capricorne',
  'Verseau',
  'Poissons',
] as const;
const ELEMENTS = ['feu', 'terre', 'air', 'eau'] as const;

export function signWords(index: number): SignWords {
  const name = SIGN_NAMES[index] ?? 'Bélier';
  return {
    inSign: `en ${name}`,
    withArticle: `${SIGN_ARTICLES[index] ?? 'le'} ${name}`,
    element: ELEMENTS[index % 4] ?? 'feu',
  };
}

export type SectionKey = 'personal' | 'health' | 'profession' | 'emotions' | 'travel';
export const SECTIONS: readonly SectionKey[] = ['personal', 'health', 'profession', 'emotions', 'travel'];

export interface HouseWords {
  /** Roman numeral. */
  readonly roman: string;
  /** The sector's name as an object: 'votre secteur de la carrière'. */
  readonly sector: string;
  /**
   * What the house means for each section, always starting with a possessive
   * ('votre', 'vos') so that any preposition can precede it.
   */
  readonly domain: Readonly<Record<SectionKey, string>>;
}

const house = (roman: string, sector: string, domain: Record<SectionKey, string>): HouseWords => ({ roman, sector, domain });

/** Solar houses 1 to 12 (index 0 = house 1). */
export const HOUSES: readonly HouseWords[] = [
  house('I', 'votre signe', {
    personal: 'votre image et votre élan personnel',
    health: 'votre vitalité et votre forme physique',
    profession: 'votre capacité à prendre des initiatives',
    emotions: 'votre pouvoir de séduction',
    travel: "vos envies de partir à l’aventure",
  }),
  house('II', 'votre secteur des finances', {
    personal: 'votre argent et votre sentiment de sécurité',
    health: 'vos habitudes alimentaires et votre confort',
    profession: 'vos revenus et la valeur de votre travail',
    emotions: 'votre besoin de stabilité affective',
    travel: 'votre budget vacances',
  }),
  house('III', 'votre secteur de la communication', {
    personal: 'vos échanges et votre entourage proche',
    health: 'votre équilibre nerveux',
    profession: 'vos contacts et vos négociations',
    emotions: 'vos conversations complices',
    travel: 'vos trajets du quotidien et vos petites escapades',
  }),
  house('IV', 'votre secteur du foyer', {
    personal: 'votre foyer et votre famille',
    health: 'votre besoin de repos et de cocooning',
    profession: 'vos bases et votre organisation',
    emotions: 'votre vie de famille et votre nid',
    travel: 'vos retours aux sources et vos visites en famille',
  }),
  house('V', 'votre secteur des amours et des plaisirs', {
    personal: 'vos loisirs et votre créativité',
    health: 'vos activités sportives et ludiques',
    profession: 'votre créativité et votre audace',
    emotions: 'vos coups de cœur et votre vie amoureuse',
    travel: 'vos escapades de loisir',
  }),
  house('VI', 'votre secteur du quotidien', {
    personal: 'votre quotidien et vos habitudes',
    health: 'votre hygiène de vie et vos routines',
    profession: 'vos tâches quotidiennes et vos relations avec les collègues',
    emotions: 'vos petites attentions du quotidien',
    travel: 'votre organisation pratique avant le départ',
  }),
  house('VII', 'votre secteur des relations', {
    personal: 'vos relations et votre vie à deux',
    health: 'votre équilibre entre donner et recevoir',
    profession: 'vos partenariats et vos contrats',
    emotions: 'votre couple et vos rencontres',
    travel: 'vos voyages à deux',
  }),
  house('VIII', 'votre secteur des transformations', {
    personal: 'vos transformations intérieures',
    health: 'votre capacité de régénération',
    profession: 'vos finances partagées et vos investissements',
    emotions: 'votre intimité et vos désirs profonds',
    travel: 'vos envies de dépaysement total',
  }),
  house('IX', 'votre secteur des horizons lointains', {
    personal: 'vos convictions et votre soif de découverte',
    health: 'votre moral et votre optimisme',
    profession: "vos formations et vos projets à l’international",
    emotions: 'vos idéaux amoureux',
    travel: 'vos voyages lointains et vos découvertes',
  }),
  house('X', 'votre secteur de la carrière', {
    personal: 'vos ambitions et votre réputation',
    health: 'votre endurance face aux responsabilités',
    profession: 'votre carrière et votre réputation',
    emotions: 'vos projets de couple à long terme',
    travel: "vos voyages d’affaires",
  }),
  house('XI', 'votre secteur des amitiés', {
    personal: "vos amitiés et vos projets d’avenir",
    health: 'vos activités en groupe',
    profession: 'votre réseau et vos soutiens',
    emotions: 'vos amitiés et vos complicités',
    travel: 'vos voyages entre amis',
  }),
  house('XII', 'votre secteur de la vie intérieure', {
    personal: 'votre repos et votre vie intérieure',
    health: 'votre sommeil et votre récupération',
    profession: 'vos projets menés en coulisses',
    emotions: 'vos sentiments secrets',
    travel: 'vos retraites au calme',
  }),
];

export function houseWords(houseNumber: number): HouseWords {
  const words = HOUSES[houseNumber - 1];
  if (!words) throw new Error(`Maison inconnue : ${houseNumber}`);
  return words;
}

export const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

export const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

/** The writer's modules read every French word from here; the ordinal rule is the contract's (shared with <voy-lune>). */
export { dayOfMonth };

export function monthName(m: number): string {
  return MONTHS[m - 1] ?? 'janvier';
}

/** '14 mars', '1er avril'. */
export function dayAndMonth(day: Ymd): string {
  return `${dayOfMonth(day.d)} ${monthName(day.m)}`;
}

const NUMBER_WORDS = ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six'] as const;
/** Feminine number words ('une', 'deux'...), for "à trois reprises". */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** Upper-cases the first letter: the contract's rule, which the widgets and the charts use too. */
export { capitalize };

/**
 * Fills `{slot}` placeholders, then capitalises the sentence. A missing slot
 * is a bug in the corpus: it throws rather than leave a brace in the text.
 */
export function fill(template: string, slots: Readonly<Record<string, string>>): string {
  return capitalize(fillClause(template, slots));
}

/** Like `fill` without the capital: for a clause that goes inside a sentence. */
export function fillClause(template: string, slots: Readonly<Record<string, string>>): string {
  const text = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = slots[name];
    if (value === undefined) throw new Error(`Emplacement manquant {${name}} dans « ${template} »`);
    return value;
  });
  return text.replace(/\s+/g, ' ').trim();
}
