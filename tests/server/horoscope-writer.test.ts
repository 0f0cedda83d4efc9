/**
 * The horoscope writer's parts are pure: a section is written from the reading
 * and what the sections before it told, and from nothing else.
 */
import { describe, expect, it } from 'vitest';
import { HOROSCOPE_PERIODS } from '../../contract/schemas';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { periodRange } from '../../server/calendar';
import { SECTIONS } from '../../server/horoscope/engine/french';
import { computeSky } from '../../server/horoscope/engine/sky';
import { writeHoroscope } from '../../server/horoscope/engine/writer';
import { readingOf } from '../../server/horoscope/engine/writer/reading';
import { secondSentence } from '../../server/horoscope/engine/writer/second-sentence';
import { writeSection } from '../../server/horoscope/engine/writer/section';
import { NOTHING_TOLD, tell, type Told } from '../../server/horoscope/engine/writer/told';

const copy = (told: Told): Told => ({ subjects: new Set(told.subjects), facts: new Set(told.facts), keyDays: [...told.keyDays] });

describe('the horoscope writer', () => {
  it('writes a section the same from the same inputs, whatever was written before it, and changes none of them', () => {
    for (const iso of ['2026-03-21T10:00:00Z', '2026-11-23T10:00:00Z']) {
      for (const period of HOROSCOPE_PERIODS) {
        const sky = computeSky(periodRange(period, new Date(iso)));
        for (const signIndex of [4, 11]) {
          const sign = ZODIAC_SIGNS[signIndex]!;
          const reading = readingOf(sky, sign, signIndex, period);
          const { body } = writeHoroscope(sky, sign, signIndex, period);
          // What each section is written over, in the horoscope's order, and a copy of it.
          const before: Told[] = [];
          const kept: Told[] = [];
          let told = NOTHING_TOLD;
          for (const section of SECTIONS) {
            before.push(told);
            kept.push(copy(told));
            told = writeSection(reading, section, told).told;
          }
          // Then each again, last first, after the others have been written from other inputs.
          for (let i = SECTIONS.length - 1; i >= 0; i--) {
            const section = SECTIONS[i]!;
            const given = before[i]!;
            for (const other of SECTIONS) if (other !== section) writeSection(reading, other, NOTHING_TOLD);
            const first = writeSection(reading, section, given);
            const again = writeSection(reading, section, given);
            const where = `${sign.slug} ${period} ${iso} ${section}`;
            expect(first.text, where).toBe(body[section]);
            expect(again, where).toEqual(first);
            expect(given, where).toEqual(kept[i]);
          }
        }
      }
    }
  });

  it('does not tell again an aspect the sections before have told', () => {
    const sky = computeSky(periodRange('aujourdhui', new Date('2026-03-21T10:00:00Z')));
    const signIndex = ZODIAC_SIGNS.findIndex((_, i) => readingOf(sky, ZODIAC_SIGNS[i]!, i, 'aujourdhui').tr.aspects.length >= 2);
    expect(signIndex).toBeGreaterThanOrEqual(0);
    const reading = readingOf(sky, ZODIAC_SIGNS[signIndex]!, signIndex, 'aujourdhui');
    const [closest, next] = reading.tr.aspects;
    // The personal section reports any body's aspect: the closest first, the next once the closest is told.
    const fresh = secondSentence(reading, 'personal', NOTHING_TOLD, 'aujourd’hui', 0);
    expect(fresh.facts).toEqual([`aspect:${closest!.body}`]);
    const later = secondSentence(reading, 'personal', tell(NOTHING_TOLD, { facts: [`aspect:${closest!.body}`] }), 'aujourd’hui', 0);
    expect(later.facts).toEqual([`aspect:${next!.body}`]);
    expect(later.text).not.toBe(fresh.text);
  });
});
