/**
 * The 22 major arcana of the Tarot de Marseille, each with what it is whatever the question
 * (its essence), and a tone that decides what it says of the question's situation (situation-readings.ts).
 */
import { slugify } from '../../contract/domain';
import type { TarotCard } from '../../contract/schemas';
import { typeset } from '../french-typography';

/** 1: favourable, 0: nuanced, -1: demanding. */
export type Tone = -1 | 0 | 1;

export interface Arcanum {
  number: number;
  name: string;
  slug: string;
  tone: Tone;
  /** What the card is, whatever the question: one sentence. */
  essence: string;
}

const DECK: readonly (readonly [name: string, tone: Tone, essence: string])[] = [
  ['Le Mat', 0, "Le Mat est la carte du vent de liberté et de l'imprévu : il pousse à avancer, parfois sans savoir où."],
  ['Le Bateleur', 1, 'Le Bateleur est la carte des commencements : il a tous les outils sur sa table et invite à prendre l\'initiative.'],
  ['La Papesse', 0, 'La Papesse garde les secrets et les choses qui mûrissent en silence : elle demande patience et intuition.'],
  ["L'Impératrice", 1, "L'Impératrice rayonne d'intelligence et de charme : elle favorise l'expression, la créativité et les échanges."],
  ["L'Empereur", 1, "L'Empereur apporte stabilité, protection et sens du concret : ce qui se bâtit sous son signe tient dans la durée."],
  ['Le Pape', 1, 'Le Pape est la carte du conseil, de la parole donnée et de la transmission : il invite à écouter un guide.'],
  ["L'Amoureux", 0, "L'Amoureux se tient à un carrefour : il parle de choix du cœur et de liens qui demandent d'être clarifiés."],
  ['Le Chariot', 1, 'Le Chariot est la carte du mouvement et de la victoire : il fait avancer ce qui était à l\'arrêt.'],
  ['La Justice', 0, "La Justice pèse le pour et le contre : elle demande de l'équilibre et rend à chacun ce qui lui revient."],
  ["L'Ermite", 0, "L'Ermite avance lentement, sa lanterne à la main : il parle de recul, de sagesse et de temps nécessaire."],
  ['La Roue de Fortune', 1, 'La Roue de Fortune annonce un tournant : ce qui était bloqué se remet à tourner.'],
  ['La Force', 1, 'La Force parle de courage et de douceur mêlés : la maîtrise de soi vient à bout des difficultés.'],
  ['Le Pendu', -1, 'Le Pendu est la carte de l\'attente et du regard retourné : rien ne bouge tant que l\'on ne change pas d\'angle.'],
  ["L'Arcane sans nom", -1, "L'Arcane sans nom tranche ce qui doit finir : une page se tourne pour laisser place au neuf."],
  ['Tempérance', 1, "Tempérance verse l'eau d'un vase à l'autre : elle apporte apaisement, patience et réconciliation."],
  ['Le Diable', -1, "Le Diable parle de liens trop forts et de tentations : il montre ce qui retient et ce qui enchaîne."],
  ['La Maison Dieu', -1, 'La Maison Dieu fait tomber ce qui n\'était pas solide : un bouleversement, souvent une libération déguisée.'],
  ["L'Étoile", 1, "L'Étoile apporte espoir et protection : une lumière douce qui guide sans bruit."],
  ['La Lune', -1, "La Lune parle d'émotions troubles, de doutes et de non-dits : tout n'est pas encore visible."],
  ['Le Soleil', 1, 'Le Soleil est la carte de la joie et de la réussite partagée : il éclaire et réchauffe tout ce qu\'il touche.'],
  ['Le Jugement', 1, 'Le Jugement est la carte du réveil et des nouvelles attendues : un appel, une seconde chance.'],
  ['Le Monde', 1, "Le Monde couronne un cycle : accomplissement, plénitude, le sentiment d'être à sa place."],
];

/** The major arcana, numbered 0 (Le Mat) to 21 (Le Monde). */
export const MAJOR_ARCANA: readonly Arcanum[] = DECK.map(([name, tone, essence], number) => ({
  number,
  name: typeset(name),
  slug: slugify(name),
  tone,
  essence: typeset(essence),
}));

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];

/** The card's number as printed on the Marseille deck: '0', 'I' ... 'XXI'. */
export function romanNumeral(n: number): string {
  return ROMAN[n] ?? String(n);
}

/** Where the server serves the card's drawing (scripts/generate-tarot.ts draws them), relative to the site. */
export function tarotImagePath(slug: string): string {
  return `images/tarot/${slug}.svg`;
}

/** The card as the API sends it, with what it means for the question. */
export function toTarotCard(arcanum: Arcanum, meaning: string): TarotCard {
  return { number: arcanum.number, name: arcanum.name, slug: arcanum.slug, image: tarotImagePath(arcanum.slug), meaning };
}
