/**
 * A section's opening sentence: a body of the section in one of the sign's
 * houses, or for the year a faster body's longest stay in the section's houses.
 */
import { PLACEMENT_FRAMES } from '../corpus';
import { fill, type SectionKey } from '../french';
import type { BodyKey } from '../sky';
import { houseOf } from '../transits';
import type { Reading } from './reading';
import { SECTION_CONF } from './section-conf';
import { bodySlots } from './slots';
import { findStay, staySentence } from './stays';
import type { Sentence, Told } from './told';

/** A body that has opened no section yet, ideally one in the section's houses. */
function chooseSubject(r: Reading, subjects: ReadonlySet<BodyKey>, candidates: readonly BodyKey[], houses: readonly number[]): BodyKey {
  const free = candidates.filter((body) => !subjects.has(body));
  const inHouse = free.find((body) => houses.includes(r.tr.placements[body].house));
  return inHouse ?? free[0] ?? candidates[0] ?? 'soleil';
}

function placementSentence(r: Reading, section: SectionKey, body: BodyKey, period: string): string {
  const salt = `${section}:s1`;
  return fill(r.choose.distinct(PLACEMENT_FRAMES, `${salt}:frame`), bodySlots(r, section, body, r.tr.placements[body].sign, salt, period));
}

/** The section's opening sentence, told with the period's name `period`, and the house it talks about. */
export function firstSentence(r: Reading, section: SectionKey, told: Told, period: string): Sentence & { house: number } {
  const conf = SECTION_CONF[section];
  if (r.kind === 'year' && 'visit' in conf.year) {
    const stay = findStay(r, told, conf.year.visit, conf.year.houses);
    if (stay) {
      const sentence = staySentence(r, section, stay, `${section}:s1`, period);
      return { ...sentence, subjects: [conf.year.visit], house: houseOf(stay.sign, r.signIndex) };
    }
  }
  const body = chooseSubject(r, told.subjects, conf.subjects[r.kind], conf.houses);
  const placement = r.tr.placements[body];
  return {
    text: placementSentence(r, section, body, period),
    namedPeriod: true,
    subjects: [body],
    house: placement.house,
    grounds: [{ kind: 'placement', placement }],
  };
}
