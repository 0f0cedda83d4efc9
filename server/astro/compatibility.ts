/**
 * Two people's compatibility (synastry): the aspects from one's personal
 * points to the other's, a score that is only the sum of what each aspect
 * weighs (shown beside it, so the score explains itself), and a French
 * reading of the heaviest ones.
 */
import { arcText, CHART_POINT_NAMES, type AspectKind, type ChartPoint } from '../../contract/domain/chart-points';
import { ofName } from '../../contract/domain/french-elision';
import type { Compatibility, CompatibilityAspect, CompatibilityQuery } from '../../contract/schemas/astro';
import { typeset } from '../french-typography';
import { allowedOrb, aspectsAcross } from './aspects';
import { birthAnswer, resolveBirth, type BirthMoment, type PlaceLookup } from './birth-moment';
import { computeChart } from './chart';
import { remembered } from './remembered';
import { SUBJECTS } from './readings';
import { capitalize } from '../../contract/domain/french-format';

/** The points a relationship is read from; the slow planets mark a generation, not a couple. */
const PERSONAL: ReadonlySet<ChartPoint> = new Set(['soleil', 'lune', 'mercure', 'venus', 'mars', 'jupiter', 'saturne', 'ascendant']);

/** How much each kind of aspect brings, before the pair's weight: harmony adds, friction takes a little. */
const KIND_VALUE: Readonly<Record<AspectKind, number>> = {
  trigone: 1,
  conjonction: 0.8,
  sextile: 0.7,
  opposition: -0.3,
  carré: -0.7,
};

/** The pairs that weigh most in a couple's astrology: the lights together, Venus with Mars. */
const PAIR_WEIGHTS: ReadonlyArray<readonly [ChartPoint, ChartPoint, number]> = [
  ['soleil', 'lune', 3],
  ['venus', 'mars', 3],
  ['lune', 'lune', 2],
  ['soleil', 'soleil', 2],
  ['lune', 'venus', 2],
  ['soleil', 'venus', 2],
  ['ascendant', 'soleil', 2],
  ['ascendant', 'lune', 2],
  ['ascendant', 'venus', 2],
];

/** Points an exact aspect of weight 1 brings to the score. */
const POINTS_PER_WEIGHT = 4;
const NEUTRAL_SCORE = 50;

function pairWeight(a: ChartPoint, b: ChartPoint): number {
  const pair = PAIR_WEIGHTS.find(([x, y]) => (x === a && y === b) || (x === b && y === a));
  return pair ? pair[2] : 1;
}

/** What each point is, in one person's life, said with their name: « les émotions de Camille ». */
const THEMES_OF: Readonly<Partial<Record<ChartPoint, (name: string) => string>>> = {
  soleil: (name) => `ce qui anime ${name}`,
  lune: (name) => `les émotions ${ofName(name)}`,
  mercure: (name) => `la façon de penser ${ofName(name)}`,
  venus: (name) => `la façon d’aimer ${ofName(name)}`,
  mars: (name) => `l’énergie ${ofName(name)}`,
  jupiter: (name) => `l’optimisme ${ofName(name)}`,
  saturne: (name) => `le sens des responsabilités ${ofName(name)}`,
  ascendant: (name) => `la façon d’aborder le monde ${ofName(name)}`,
};

/** Each kind's verb between the two points, and what it does between the two lives. */
const KIND_SENTENCES: Readonly<Record<AspectKind, { verb: string; result: string }>> = {
  conjonction: { verb: 'se fondent', result: 'se reconnaissent d’emblée' },
  trigone: { verb: 's’accordent naturellement', result: 'vont dans le même sens' },
  sextile: { verb: 's’épaulent', result: 's’enrichissent dès que chacun y met du sien' },
  carré: { verb: 'se heurtent', result: 'se bousculent, source de frictions mais aussi de stimulation' },
  opposition: { verb: 'se font face', result: 's’attirent et se défient, un équilibre à trouver à deux' },
};

const ofPerson = (point: ChartPoint, name: string) => `${SUBJECTS[point]} ${ofName(name)}`;

/** How many aspects the reading comments on, each way. */
const READ_HARMONIES = 3;
const READ_FRICTIONS = 2;

interface Person {
  readonly name: string;
  readonly birth: BirthMoment;
}

function sentenceOf(aspect: CompatibilityAspect, first: Person, second: Person): string {
  const { verb, result } = KIND_SENTENCES[aspect.kind];
  const theme = (point: ChartPoint, person: Person) => THEMES_OF[point]?.(person.name) ?? CHART_POINT_NAMES[point];
  // The names are data: typeset the product's words only, then put the names in.
  const opening = `${capitalize(ofPerson(aspect.from, first.name))} et ${ofPerson(aspect.to, second.name)} ${verb}`;
  return `${opening} (${aspect.kind}, orbe ${arcText(aspect.orb)})${typeset(' : ')}${theme(aspect.from, first)} et ${theme(aspect.to, second)} ${typeset(result)}.`;
}

function buildCompatibility(query: CompatibilityQuery, lookup: PlaceLookup): Compatibility {
  const people: Person[] = [
    { name: query.prenom1 || 'Personne 1', birth: resolveBirth({ date: query.date1, heure: query.heure1, lieu: query.lieu1, occurrence: query.occurrence1 }, lookup, '1') },
    { name: query.prenom2 || 'Personne 2', birth: resolveBirth({ date: query.date2, heure: query.heure2, lieu: query.lieu2, occurrence: query.occurrence2 }, lookup, '2') },
  ];
  const charts = people.map(({ birth }) => computeChart({ instant: birth.instant, place: birth.housesAt }));
  const personalPoints = (index: number) => [...charts[index]!.bodies, ...charts[index]!.angles].filter((placed) => PERSONAL.has(placed.point));
  const aspects: CompatibilityAspect[] = aspectsAcross(personalPoints(0), personalPoints(1))
    .map((aspect) => {
      const exactness = 1 - aspect.orb / allowedOrb(aspect.kind, aspect.from, aspect.to);
      const weight = Math.round(KIND_VALUE[aspect.kind] * pairWeight(aspect.from, aspect.to) * exactness * POINTS_PER_WEIGHT * 10) / 10;
      return { ...aspect, weight };
    })
    .sort((x, y) => Math.abs(y.weight) - Math.abs(x.weight));
  const total = aspects.reduce((sum, aspect) => sum + aspect.weight, 0);
  const score = Math.min(97, Math.max(3, Math.round(NEUTRAL_SCORE + total)));
  const [first, second] = people as [Person, Person];
  const harmonies = aspects.filter((aspect) => aspect.weight > 0).slice(0, READ_HARMONIES);
  const frictions = aspects.filter((aspect) => aspect.weight < 0).slice(0, READ_FRICTIONS);
  const readings = [
    ...(harmonies.length ? [{ title: 'Ce qui vous rapproche', text: harmonies.map((aspect) => sentenceOf(aspect, first, second)).join(' ') }] : []),
    ...(frictions.length ? [{ title: 'Ce qui demande des efforts', text: frictions.map((aspect) => sentenceOf(aspect, first, second)).join(' ') }] : []),
  ];
  const notes = people.some(({ birth }) => birth.time === null)
    ? [typeset("Sans heure de naissance, l'ascendant n'est pas compté et la Lune peut avoir changé de signe dans la journée : le score reste indicatif.")]
    : [];
  return {
    people: people.map(({ name, birth }, index) => ({
      name,
      birth: birthAnswer(birth),
      bodies: charts[index]!.bodies.map((body) => ({ ...body })),
    })),
    score,
    aspects,
    readings,
    notes,
  };
}

/** Two people asked again (a shared result, the page and its widget) are answered from memory. */
export function createCompatibilities(lookup: PlaceLookup) {
  return remembered(1000, (query: CompatibilityQuery) => JSON.stringify(query), (query) => buildCompatibility(query, lookup));
}
export type Compatibilities = ReturnType<typeof createCompatibilities>;
