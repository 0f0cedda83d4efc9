/**
 * The French reading of a birth chart, written for this product: for each
 * body, what it speaks of, how its sign colours it and, when the time is
 * known, the part of life its house points to; then the chart's tightest
 * aspects. The texts are built from short parts (10 bodies × 12 signs × 12
 * houses would be 1,440 texts) so that each part is written once and well.
 */
import { arcText, CHART_POINT_NAMES, type AspectKind, type ChartPoint } from '../../contract/domain/chart-points';
import { capitalize } from '../../contract/domain/french-format';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import type { ChartReading } from '../../contract/schemas/astro';
import type { Chart } from './chart';
import { typeset } from '../french-typography';

/** The article before a point's name in a sentence; the planets, named as gods, take none. */
const ARTICLES: Partial<Record<ChartPoint, string>> = { soleil: 'le ', lune: 'la ', 'noeud-nord': 'le ', ascendant: 'l’', 'milieu-du-ciel': 'le ' };

/** Each point as the subject of a sentence, with its article (« le Soleil », « l’Ascendant », « Vénus »; the compatibility's sentences too). */
export const SUBJECTS = Object.fromEntries(Object.entries(CHART_POINT_NAMES).map(([point, name]) => [point, (ARTICLES[point as ChartPoint] ?? '') + name])) as Readonly<Record<ChartPoint, string>>;

/** What each point is in a life, as the object of « c’est » (singular first, so « c’est » stays right). */
const THEMES: Readonly<Record<ChartPoint, string>> = {
  soleil: 'ce qui vous anime et vous fait rayonner',
  lune: 'votre monde émotionnel et ce qui vous rassure',
  mercure: 'votre façon de penser et de parler',
  venus: 'votre façon d’aimer et ce qui vous plaît',
  mars: 'votre énergie et votre façon d’agir',
  jupiter: 'ce qui vous fait grandir et vous porte chance',
  saturne: 'votre sens de l’effort et ce que le temps vous apprend',
  uranus: 'votre besoin de liberté et vos virages soudains',
  neptune: 'votre part de rêve, d’intuition et de sensibilité',
  pluton: 'votre intensité profonde et votre capacité à renaître',
  'noeud-nord': 'la direction vers laquelle la vie vous pousse à grandir',
  ascendant: 'la façon dont vous abordez le monde et dont il vous voit d’abord',
  'milieu-du-ciel': 'votre vocation et la place que vous visez dans la société',
};

/** How each sign colours whatever is in it, in zodiac order. */
const SIGN_STYLES: readonly string[] = [
  'avec élan, franchise et une belle impatience',
  'avec constance, sensualité et un besoin de sécurité',
  'avec curiosité, vivacité et le goût de l’échange',
  'avec tendresse, intuition et un grand attachement aux siens',
  'avec générosité, fierté et le désir d’être reconnu',
  'avec soin, discernement et le sens du détail',
  'avec tact, le sens de l’harmonie et le besoin de l’autre',
  'avec intensité, profondeur et une volonté secrète',
  'avec enthousiasme, foi en l’avenir et le goût du large',
  'avec patience, ambition et le sens des responsabilités',
  'avec originalité, indépendance et le sens du collectif',
  'avec compassion, imagination et une grande perméabilité au monde',
];

/** The part of life each house stands for, houses 1 to 12. */
const HOUSE_AREAS: readonly string[] = [
  'la personnalité et la façon d’aborder la vie',
  'l’argent, les biens et l’estime de soi',
  'les proches, les échanges et les petits déplacements',
  'la famille, le foyer et les racines',
  'les amours, la créativité, les enfants et le plaisir',
  'le travail au quotidien, la santé et les habitudes',
  'le couple, les associations et les autres',
  'les crises, l’intimité et ce qui transforme',
  'les voyages, les études et la quête de sens',
  'la carrière, la réputation et la vocation',
  'les amitiés, les projets et les appuis',
  'la vie intérieure, le secret et le dévouement',
];

/** What an aspect does between two points. */
const ASPECT_MEANINGS: Readonly<Record<AspectKind, string>> = {
  conjonction: 'se fondent : leurs forces se mêlent et se renforcent',
  sextile: 's’épaulent : une facilité qui porte ses fruits dès que vous la cultivez',
  carré: 'se heurtent : une tension qui pousse à agir et qui, travaillée, devient une force',
  trigone: 's’accordent naturellement : un talent qui coule de source',
  opposition: 'se font face : un équilibre à trouver entre deux besoins, souvent à travers les autres',
};

/** How many aspects the reading comments on: the tightest, which weigh most. */
const ASPECTS_READ = 5;


export function chartReadings(chart: Chart): ChartReading[] {
  const readings: ChartReading[] = [];
  for (const placed of [...chart.angles, ...chart.bodies]) {
    const sign = ZODIAC_SIGNS[placed.sign]!.name;
    const house = 'house' in placed && placed.house !== null ? placed.house : null;
    const where = house === null ? '' : ` Dans votre thème, cela se joue surtout en maison ${house} : ${HOUSE_AREAS[house - 1]}.`;
    readings.push({
      title: `${CHART_POINT_NAMES[placed.point]} en ${sign}`,
      text: typeset(`${capitalize(SUBJECTS[placed.point])}, c'est ${THEMES[placed.point]}. En ${sign}, cela s'exprime ${SIGN_STYLES[placed.sign]}.${where}`),
    });
  }
  for (const aspect of chart.aspects.slice(0, ASPECTS_READ)) {
    readings.push({
      title: `${CHART_POINT_NAMES[aspect.from]} ${aspect.kind} ${CHART_POINT_NAMES[aspect.to]} (orbe ${arcText(aspect.orb)})`,
      text: typeset(
        `${capitalize(SUBJECTS[aspect.from])} et ${SUBJECTS[aspect.to]} ${ASPECT_MEANINGS[aspect.kind]}, entre ${THEMES[aspect.from]} d’un côté et ${THEMES[aspect.to]} de l’autre.`,
      ),
    });
  }
  return readings;
}
