/**
 * The luck items under the five sections: colours, the cosmic advice, a number,
 * the period's favourable moment, day, date or month, and a stone, led by the
 * body of the sign's most telling aspect.
 */
import type { Ymd } from '../../../calendar';
import { COSMIC_ADVICE, FAVOURABLE_MOMENTS } from '../corpus';
import { dayOfMonth, type LuckyColour, PLANETS, signWords } from '../french';
import type { BodyKey } from '../sky';
import type { Aspect } from '../transits';
import { addMonths, monthText } from './dates';
import type { Reading } from './reading';

const ELEMENT_COLOURS: Readonly<Record<'feu' | 'terre' | 'air' | 'eau', readonly LuckyColour[]>> = {
  feu: ['rouge', 'orange', 'or'],
  terre: ['vert', 'marron', 'blanc'],
  air: ['bleu ciel', 'jaune', 'lavande'],
  eau: ['bleu', 'argent', 'lavande', 'violet'],
};

/** The aspect the luck items are drawn from (the first harmonious one, else the closest), if the sign has any: one of « Pourquoi ce texte »'s grounds. */
export function leadingAspect(r: Reading): Aspect | undefined {
  return r.tr.aspects.find((a) => a.quality === 'harmonieux') ?? r.tr.aspects[0];
}

function leadingBody(r: Reading): BodyKey {
  return leadingAspect(r)?.body ?? (r.kind === 'year' ? 'jupiter' : r.kind === 'day' ? 'lune' : 'soleil');
}

/** The luck items; `keyDays`, the days and months the sections highlight, give the month's key date and the year's key month. */
export function luckItems(r: Reading, keyDays: readonly Ymd[]): string[] {
  const lead = leadingBody(r);
  const planet = PLANETS[lead];
  const first = r.choose.pick(planet.colours, 'luck:c1');
  const second = r.choose.pick(
    ELEMENT_COLOURS[signWords(r.signIndex).element].filter((c) => c !== first),
    'luck:c2',
  );
  const items = [
    `Couleurs chanceuses : ${first}, ${second}`,
    `Conseil Cosmique : ${r.choose.pick(COSMIC_ADVICE[lead], 'luck:advice')}`,
    `Chiffre porte-bonheur : ${1 + r.choose.int(9, 'luck:number')}`,
  ];
  const keyDay = keyDays.length > 0 ? r.choose.pick(keyDays, 'luck:key') : undefined;
  switch (r.kind) {
    case 'day':
      items.push(`Moment favorable : ${r.choose.pick(FAVOURABLE_MOMENTS, 'luck:moment')}`);
      break;
    case 'week':
      items.push(`Jour favorable : ${planet.weekday}`);
      break;
    case 'month':
      items.push(`Date clé : le ${dayOfMonth(keyDay?.d ?? 1 + r.choose.int(r.sky.range.days, 'luck:day'))}`);
      break;
    case 'year': {
      // A key day of the text, else a month drawn among the twelve that come.
      const month = keyDay ?? addMonths(r.sky.range.start, r.choose.int(12, 'luck:month'));
      items.push(`Mois clé : ${monthText(r, month.y, month.m)}`);
      break;
    }
  }
  items.push(`Pierre du moment : ${r.choose.pick(planet.stones, 'luck:stone')}`);
  return items;
}
