/**
 * A section's second sentence: Mercury's retrogrades for travel, else an
 * aspect, a retrograde, another body of the section or the sign's element,
 * whichever is not told yet. Its tone picks the section's advice.
 */
import {
  ASPECT_SENTENCES,
  ELEMENT_SENTENCES,
  MERCURY_RETRO_TRAVEL,
  MERCURY_RETRO_YEAR,
  MERCURY_RETRO_YEAR_ONCE,
  RETROGRADE_SENTENCES,
  SECONDARY_FRAMES,
} from '../corpus';
import { frenchAndList } from '../../../../contract/domain/french-format';
import { fill, houseWords, numberWord, PLANETS, type SectionKey, signWords, withArticle } from '../french';
import { BODIES, type BodyKey } from '../sky';
import { monthText } from './dates';
import { duringPeriod } from './period-words';
import type { Reading } from './reading';
import { SECTION_CONF } from './section-conf';
import { bodySlots } from './slots';
import type { Sentence, Told } from './told';

export type Tone = 'normal' | 'tendu';

function aspectPhrase(kind: string, gender: 'm' | 'f', body: BodyKey): string {
  return `${withArticle(kind, gender)} ${PLANETS[body].of}`;
}

/**
 * The section's second sentence, told with the period's name `period`; `firstHouse` is the
 * house of the first sentence, which another body should not bring back.
 */
export function secondSentence(r: Reading, section: SectionKey, told: Told, period: string, firstHouse: number): Sentence & { tone: Tone } {
  const conf = SECTION_CONF[section];
  const salt = `${section}:s2`;
  const mercury = r.tr.placements.mercure;

  if (section === 'travel' && r.kind !== 'year' && mercury.retro) {
    return {
      text: duringPeriod(period, fill(r.choose.distinct(MERCURY_RETRO_TRAVEL, salt), { inSign: signWords(mercury.sign).inSign })),
      namedPeriod: true,
      tone: 'tendu',
      grounds: [{ kind: 'placement', placement: mercury }],
    };
  }
  if (section === 'travel' && r.kind === 'year' && r.sky.mercuryRetrogrades.length > 0) {
    const months = [...new Set(r.sky.mercuryRetrogrades.map((day) => `en ${monthText(r, day.y, day.m)}`))];
    const count = r.sky.mercuryRetrogrades.length;
    const template = count > 1 ? r.choose.pick(MERCURY_RETRO_YEAR, salt) : MERCURY_RETRO_YEAR_ONCE;
    return {
      text: fill(template, { count: numberWord(count), months: frenchAndList(months) }),
      namedPeriod: false,
      tone: 'normal',
      grounds: [{ kind: 'mercury-retrogrades', days: r.sky.mercuryRetrogrades }],
    };
  }

  const aspect = r.tr.aspects.find((a) => conf.aspectBodies.includes(a.body) && !told.facts.has(`aspect:${a.body}`));
  if (aspect) {
    const text = duringPeriod(period, fill(r.choose.distinct(ASPECT_SENTENCES[section][aspect.quality], salt), {
      aspect: aspectPhrase(aspect.kind, aspect.gender, aspect.body),
      of: PLANETS[aspect.body].of,
    }));
    return {
      text,
      namedPeriod: true,
      facts: [`aspect:${aspect.body}`],
      tone: aspect.quality === 'tendu' ? 'tendu' : 'normal',
      grounds: [{ kind: 'aspect', aspect }],
    };
  }

  if (r.kind !== 'year') {
    const retro = conf.retroBodies.find((body) => r.tr.placements[body].retro && !told.facts.has(`retro:${body}`));
    if (retro) {
      const placement = r.tr.placements[retro];
      const text = duringPeriod(period, fill(r.choose.distinct(RETROGRADE_SENTENCES[section], salt), {
        subj: PLANETS[retro].subject,
        inSign: signWords(placement.sign).inSign,
        d: houseWords(placement.house).domain[section],
      }));
      return { text, namedPeriod: true, facts: [`retro:${retro}`], tone: 'tendu', grounds: [{ kind: 'placement', placement }] };
    }
  }

  // Another body of the section, or any body not told yet (the Moon only for a day).
  const others = [...conf.subjects[r.kind], ...(r.kind === 'year' ? (['jupiter', 'saturne'] as const) : BODIES)].filter(
    (body) => !told.subjects.has(body) && !told.facts.has(`second:${body}`) && (r.kind === 'day' || body !== 'lune'),
  );
  // Prefer a body that brings another house into the section, ideally one of the section's own houses.
  const houseOfBody = (body: BodyKey) => r.tr.placements[body].house;
  const other =
    others.find((body) => houseOfBody(body) !== firstHouse && conf.houses.includes(houseOfBody(body))) ??
    others.find((body) => houseOfBody(body) !== firstHouse);
  if (other) {
    const text = fill(r.choose.distinct(SECONDARY_FRAMES, `${salt}:frame`), bodySlots(r, section, other, r.tr.placements[other].sign, salt, period));
    return { text, namedPeriod: true, facts: [`second:${other}`], tone: 'normal', grounds: [{ kind: 'placement', placement: r.tr.placements[other] }] };
  }
  return { text: duringPeriod(period, ELEMENT_SENTENCES[section][signWords(r.signIndex).element]), namedPeriod: true, tone: 'normal' };
}
