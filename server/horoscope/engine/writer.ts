/**
 * Writes one sign's horoscope from the period's sky: five sections of two to
 * four sentences that say what the sky does in the sign's houses, and the
 * luck items. Variants are picked with a hash of (sign, period, date).
 *
 * The parts live in writer/, one job each, and change nothing they are given:
 * what the text has told so far (the bodies that opened a section, the aspects,
 * retrogrades and events told, the key days) is a value handed on from section
 * to section here, so that each section is written from explicit inputs only.
 * What each kept sentence was written from comes back with the text (grounds).
 */
import type { HoroscopeBody, HoroscopePeriod } from '../../../contract/schemas';
import type { ZodiacSign } from '../../../contract/domain';
import { type SectionKey, SECTIONS } from './french';
import type { Sky } from './sky';
import type { Ground } from './writer/grounds';
import { leadingAspect, luckItems } from './writer/luck';
import { readingOf } from './writer/reading';
import { writeSection } from './writer/section';
import { NOTHING_TOLD } from './writer/told';

export interface WrittenHoroscope {
  readonly body: HoroscopeBody;
  /** What the sections' sentences and the luck items were written from, in the text's order (repeats kept). */
  readonly grounds: readonly Ground[];
}

/** The horoscope body of one sign for the period whose sky is given, and what it was written from. */
export function writeHoroscope(sky: Sky, sign: ZodiacSign, signIndex: number, period: HoroscopePeriod): WrittenHoroscope {
  const reading = readingOf(sky, sign, signIndex, period);
  // Each section is written over what the ones before it told, in the order of SECTIONS.
  const body: Record<SectionKey, string> = { personal: '', health: '', profession: '', emotions: '', travel: '' };
  const grounds: Ground[] = [];
  let told = NOTHING_TOLD;
  for (const section of SECTIONS) {
    const written = writeSection(reading, section, told);
    body[section] = written.text;
    grounds.push(...written.grounds);
    told = written.told;
  }
  // The colours, the cosmic advice and the stone follow the leading aspect (luck.ts).
  const lead = leadingAspect(reading);
  if (lead) grounds.push({ kind: 'aspect', aspect: lead });
  return { body: { ...body, luck: luckItems(reading, told.keyDays) }, grounds };
}
