/**
 * A body's stay in one of the sign's houses during the year: which stay to
 * tell, and the sentence that tells it (a section's first sentence or its
 * event). Stays and ingresses share their keys, so that one sign change is
 * told once.
 */
import { dayNumber } from '../../../calendar';
import { VISIT_SENTENCES } from '../corpus';
import { fill, type SectionKey } from '../french';
import type { BodyKey, SignRun } from '../sky';
import { houseOf } from '../transits';
import { runLength, stayWhen } from './dates';
import type { Reading } from './reading';
import { bodySlots } from './slots';
import type { Sentence, Told } from './told';

/** The key of a stretch in a sign, told once whether as a stay or as the ingress that opens it. */
export const stayKey = (run: SignRun) => `stay:${run.body}:${dayNumber(run.from)}`;

const stayHouseKey = (body: BodyKey, house: number) => `stay:${body}:house:${house}`;

/** The longest stay of a body in the first house of `houses` it visits, not told yet. */
export function findStay(r: Reading, told: Told, body: BodyKey, houses: readonly number[]): SignRun | undefined {
  for (const house of houses) {
    if (told.facts.has(stayHouseKey(body, house))) continue;
    const runs = r.sky.runs.filter((run) => run.body === body && houseOf(run.sign, r.signIndex) === house);
    const longest = runs.sort((x, y) => runLength(y) - runLength(x))[0];
    if (longest) return longest;
  }
  return undefined;
}

/** The stay, told with the period's name `period`; its first day is a key day unless it started before the year. */
export function staySentence(r: Reading, section: SectionKey, run: SignRun, salt: string, period: string): Sentence {
  const text = fill(r.choose.pick(VISIT_SENTENCES, `${salt}:frame`), {
    ...bodySlots(r, section, run.body, run.sign, salt, period),
    when: stayWhen(r, run),
  });
  return {
    text,
    namedPeriod: true,
    facts: [stayKey(run), stayHouseKey(run.body, houseOf(run.sign, r.signIndex))],
    keyDays: run.startsBefore ? [] : [run.from],
    grounds: [{ kind: 'stay', run }],
  };
}
