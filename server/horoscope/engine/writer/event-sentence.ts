/**
 * What happens during the period, a section's third sentence: the Moon's phase
 * for a day, an ingress or the Moon's days for a week, an ingress or a lunation
 * for a month, an ingress or a stay for the year; none when all is told.
 */
import { dayNumber, type Ymd } from '../../../calendar';
import { FULL_MOON_SENTENCES, INGRESS_SENTENCES, MOON_DAYS_SENTENCES, MOON_PHASE_SENTENCES, NEW_MOON_SENTENCES } from '../corpus';
import { dayOfMonth, fill, houseWords, type SectionKey, signWords } from '../french';
import type { BodyKey } from '../sky';
import { houseOf } from '../transits';
import { dateText, weekdayName, weekdaysPhrase } from './dates';
import type { Reading } from './reading';
import { SECTION_CONF } from './section-conf';
import { bodySlots, sectorOf } from './slots';
import { findStay, stayKey, staySentence } from './stays';
import type { Sentence, Told } from './told';

function ingressWhen(r: Reading, day: Ymd, salt: string): string {
  if (r.kind === 'week') return r.choose.pick([`dès ${weekdayName(day)}`, `à partir de ${weekdayName(day)}`], salt);
  const date = r.kind === 'month' ? dayOfMonth(day.d) : dateText(r, day);
  return r.choose.pick([`le ${date}`, `dès le ${date}`, `à partir du ${date}`], salt);
}

/** The first sign change of one of `bodies` during the period not told yet. */
function ingressSentence(r: Reading, section: SectionKey, told: Told, period: string, bodies: readonly BodyKey[]): Sentence | undefined {
  for (const body of bodies) {
    const run = r.sky.runs.find((x) => x.body === body && !x.startsBefore && !told.facts.has(stayKey(x)));
    if (!run) continue;
    const salt = `${section}:s4`;
    const text = fill(r.choose.pick(INGRESS_SENTENCES, `${salt}:frame`), {
      ...bodySlots(r, section, body, run.sign, salt, period),
      when: ingressWhen(r, run.from, `${salt}:when`),
    });
    return { text, namedPeriod: true, facts: [stayKey(run)], keyDays: [run.from], grounds: [{ kind: 'ingress', run }] };
  }
  return undefined;
}

/** The week's days when the Moon visits the first of the section's houses it visits, not told yet. */
function moonDaysSentence(r: Reading, section: SectionKey, told: Told, period: string): Sentence | undefined {
  for (const house of SECTION_CONF[section].moonHouses) {
    const days = r.sky.moonDays.filter((md) => houseOf(md.sign, r.signIndex) === house);
    const first = days[0];
    if (!first || told.facts.has(`moon:${house}`)) continue;
    const salt = `${section}:s4`;
    const text = fill(r.choose.pick(MOON_DAYS_SENTENCES, `${salt}:frame`), {
      ...bodySlots(r, section, 'lune', first.sign, salt, period),
      days: weekdaysPhrase(days.map((md) => md.day)),
    });
    return { text, namedPeriod: true, facts: [`moon:${house}`], grounds: [{ kind: 'moon-days', house, days }] };
  }
  return undefined;
}

/** The month's first new or full Moon of the kinds the section reports, not told yet. */
function lunationSentence(r: Reading, section: SectionKey, told: Told): Sentence | undefined {
  for (const kind of SECTION_CONF[section].lunations) {
    const lunation = r.sky.lunations.find((l) => l.kind === kind && !told.facts.has(`lunation:${dayNumber(l.day)}`));
    if (!lunation) continue;
    const salt = `${section}:s4`;
    const house = houseOf(lunation.sign, r.signIndex);
    const text = fill(r.choose.pick(kind === 'nouvelle' ? NEW_MOON_SENTENCES : FULL_MOON_SENTENCES, salt), {
      dom: dayOfMonth(lunation.day.d),
      inSign: signWords(lunation.sign).inSign,
      sector: sectorOf(r, house, salt),
      d: houseWords(house).domain[section],
    });
    return { text, namedPeriod: false, facts: [`lunation:${dayNumber(lunation.day)}`], keyDays: [lunation.day], grounds: [{ kind: 'lunation', lunation }] };
  }
  return undefined;
}

/** What happens during the period for the section, told with the period's name `period` where it names it. */
export function eventSentence(r: Reading, section: SectionKey, told: Told, period: string): Sentence | undefined {
  const conf = SECTION_CONF[section];
  switch (r.kind) {
    case 'day':
      if (section !== 'personal' || !r.sky.moonPhase) return undefined;
      return {
        text: r.choose.distinct(MOON_PHASE_SENTENCES[r.sky.moonPhase], `${section}:s4`),
        namedPeriod: false,
        grounds: [{ kind: 'moon-phase', phase: r.sky.moonPhase }],
      };
    case 'week':
      return ingressSentence(r, section, told, period, conf.eventBodies) ?? moonDaysSentence(r, section, told, period);
    case 'month':
      return ingressSentence(r, section, told, period, conf.eventBodies) ?? lunationSentence(r, section, told);
    case 'year': {
      const year = conf.year;
      if ('placement' in year) return ingressSentence(r, section, told, period, [year.placement]);
      const stay = findStay(r, told, year.visit, year.houses);
      return stay ? staySentence(r, section, stay, `${section}:s4`, period) : undefined;
    }
  }
}
