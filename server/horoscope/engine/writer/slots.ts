/**
 * The slots that describe a body in one of the sign's houses: its name, its
 * sign, the sector, a verb and what it does there (corpus.ts lists the slots).
 */
import { CROSS_VERBS, FLAVOURS } from '../corpus';
import { fillClause, houseWords, PLANETS, type SectionKey, signWords } from '../french';
import type { BodyKey } from '../sky';
import { houseOf } from '../transits';
import type { Reading } from './reading';

export function sectorOf(r: Reading, house: number, salt: string): string {
  const words = houseWords(house);
  return r.choose.pick([words.sector, words.sector, `votre maison ${words.roman}`], `${salt}:sector`);
}

function flavour(r: Reading, section: SectionKey, body: BodyKey, house: number, salt: string): string {
  return fillClause(r.choose.distinct(FLAVOURS[body][section], `${salt}:flav`), { d: houseWords(house).domain[section] });
}

/** Slots that describe a body in a house: subject, sign, sector, verb and flavour, and `period`, the period's name the sentence takes. */
export function bodySlots(r: Reading, section: SectionKey, body: BodyKey, sign: number, salt: string, period: string): Record<string, string> {
  const house = houseOf(sign, r.signIndex);
  const words = signWords(sign);
  return {
    subj: PLANETS[body].subject,
    of: PLANETS[body].of,
    inSign: words.inSign,
    theSign: words.withArticle,
    sector: sectorOf(r, house, salt),
    verb: r.choose.distinct(CROSS_VERBS, `${salt}:verb`),
    flav: flavour(r, section, body, house, salt),
    d: houseWords(house).domain[section],
    period,
  };
}
