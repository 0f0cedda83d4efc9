/**
 * One section of the horoscope: its first sentence, its second, what happens
 * during the period and the advice, each written from what the ones before
 * told, and written again with other variants while a word comes back too often.
 */
import { ADVICE } from '../corpus';
import type { SectionKey } from '../french';
import { eventSentence } from './event-sentence';
import { firstSentence } from './first-sentence';
import type { Ground } from './grounds';
import { periodWord } from './period-words';
import type { Reading } from './reading';
import { overused } from './repetition';
import { secondSentence } from './second-sentence';
import { tell, type Told } from './told';

/** A section's text and what is told once it is written (what came before included). */
export interface WrittenSection {
  readonly text: string;
  readonly told: Told;
  /**
   * What the sentences of `text` were written from, in their order. Not `told`: a section
   * written again keeps what its discarded attempt told (see writeSection), not its sentences.
   */
  readonly grounds: readonly Ground[];
}

const MAX_ATTEMPTS = 8;

/**
 * One writing of the section over `told`, naming the period from its name number
 * `firstName` on; without its event sentence when `withEvent` is false.
 */
function writeSectionOnce(r: Reading, section: SectionKey, told: Told, firstName: number, withEvent: boolean): WrittenSection {
  const first = firstSentence(r, section, told, periodWord(r.period, firstName));
  const afterFirst = tell(told, first);
  const secondName = firstName + Number(first.namedPeriod);
  const second = secondSentence(r, section, afterFirst, periodWord(r.period, secondName), first.house);
  const afterSecond = tell(afterFirst, second);
  const eventName = secondName + Number(second.namedPeriod);
  const event = withEvent ? eventSentence(r, section, afterSecond, periodWord(r.period, eventName)) : undefined;
  const advice = r.choose.distinct(ADVICE[section][second.tone], `${section}:advice`);
  return {
    text: [first.text, second.text, event?.text, advice].filter((s): s is string => Boolean(s)).join(' '),
    told: event ? tell(afterSecond, event) : afterSecond,
    grounds: [first, second, event].flatMap((sentence) => sentence?.grounds ?? []),
  };
}

/**
 * The section written over what the sections before it told. While a word comes back three
 * times ('visite' in three sentences reads like a stammer), it is written again from the same
 * `told` with other variants, its period named from further along the list.
 */
export function writeSection(r: Reading, section: SectionKey, told: Told): WrittenSection {
  let written = writeSectionOnce(r, section, told, 0, true);
  for (let attempt = 1; attempt < MAX_ATTEMPTS && overused(written.text); attempt++) {
    written = writeSectionOnce({ ...r, choose: r.choose.retry(attempt) }, section, told, attempt, true);
  }
  if (!overused(written.text)) return written;
  // Last resort: without what happens during the period, the section keeps its sky, its aspect and its advice.
  // It is written over what the last attempt told (that attempt's subjects, facts and key days stay told), as
  // the engine has always done: starting from `told` again would change texts already published.
  return writeSectionOnce(r, section, written.told, 0, false);
}
