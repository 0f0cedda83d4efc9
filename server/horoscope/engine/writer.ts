/**
 * Writes one sign's horoscope from the period's sky: five sections of two to
 * four sentences that say what the sky does in the sign's houses, and the
 * luck items. Variants are picked with a hash of (sign, period, date).
 */
import type { HoroscopeBody, HoroscopePeriod } from '../../../widgets/core/schemas';
import type { ZodiacSign } from '../../../widgets/core/domain';
import { dayNumber, weekdayIndex, type Ymd } from '../../calendar';
import {
  ADVICE,
  ASPECT_SENTENCES,
  COSMIC_ADVICE,
  CROSS_VERBS,
  ELEMENT_SENTENCES,
  FAVOURABLE_MOMENTS,
  FLAVOURS,
  FULL_MOON_SENTENCES,
  INGRESS_SENTENCES,
  MERCURY_RETRO_TRAVEL,
  MERCURY_RETRO_YEAR,
  MERCURY_RETRO_YEAR_ONCE,
  MOON_DAYS_SENTENCES,
  MOON_PHASE_SENTENCES,
  NEW_MOON_SENTENCES,
  PLACEMENT_FRAMES,
  RETROGRADE_SENTENCES,
  SECONDARY_FRAMES,
  VISIT_SENTENCES,
} from './corpus';
import {
  dayAndMonth,
  dayOfMonth,
  fill,
  fillClause,
  houseWords,
  joinAnd,
  type LuckyColour,
  monthName,
  numberWord,
  PLANETS,
  type SectionKey,
  SECTIONS,
  signWords,
  WEEKDAYS,
  withArticle,
} from './french';
import { chooser, type Chooser } from './random';
import { BODIES, type BodyKey, type SignRun, type Sky } from './sky';
import { houseOf, type SignTransits, transitsFor } from './transits';

type Kind = Sky['range']['kind'];
type Tone = 'normal' | 'tendu';

/** Ways to name the period inside a sentence; a section uses them in turn, so that none comes back three times. */
const PERIOD_WORDS: Readonly<Record<HoroscopePeriod, readonly string[]>> = {
  aujourdhui: ["aujourd’hui", 'en ce jour', "d’ici ce soir"],
  demain: ['demain', 'dès demain', 'pour demain'],
  semaine: ['cette semaine', "d’ici dimanche", 'ces sept jours'],
  mois: ['ce mois-ci', "jusqu’à la fin du mois", 'au fil du mois'],
  annee: ['dans les douze mois qui viennent', "d’ici un an", "au fil de l’année qui vient"],
};

/** The period's next name in the section being written. */
function periodWord(ctx: Ctx): string {
  const names = PERIOD_WORDS[ctx.period];
  return names[ctx.periodNames++ % names.length]!;
}

interface SectionConf {
  /** Houses that make a body the section's natural subject. */
  readonly houses: readonly number[];
  /** Candidate subjects of the first sentence, by period kind. */
  readonly subjects: Readonly<Record<Kind, readonly BodyKey[]>>;
  readonly aspectBodies: readonly BodyKey[];
  readonly retroBodies: readonly BodyKey[];
  /** Whose sign change during a week or a month the section reports. */
  readonly eventBodies: readonly BodyKey[];
  /** Week: houses whose Moon days the section reports. */
  readonly moonHouses: readonly number[];
  /** Month: lunations the section may report. */
  readonly lunations: ReadonlyArray<'nouvelle' | 'pleine'>;
  /** Year: either a slow planet's placement and ingress, or a faster body's stays in chosen houses. */
  readonly year: { readonly placement: BodyKey } | { readonly visit: BodyKey; readonly houses: readonly number[] };
}

const CONF: Readonly<Record<SectionKey, SectionConf>> = {
  personal: {
    houses: [1, 4, 5],
    subjects: { day: ['lune', 'soleil'], week: ['soleil', 'mercure'], month: ['soleil', 'mercure'], year: ['jupiter'] },
    aspectBodies: BODIES,
    retroBodies: ['mars', 'jupiter', 'saturne', 'venus', 'mercure'],
    eventBodies: ['soleil'],
    moonHouses: [1, 4],
    lunations: ['nouvelle'],
    year: { placement: 'jupiter' },
  },
  health: {
    houses: [6, 1, 12],
    subjects: {
      day: ['mars', 'soleil', 'saturne'],
      week: ['mars', 'soleil', 'saturne'],
      month: ['mars', 'saturne'],
      year: ['saturne'],
    },
    aspectBodies: ['mars', 'soleil', 'lune', 'saturne'],
    retroBodies: ['mars', 'saturne'],
    eventBodies: ['mars'],
    moonHouses: [6, 12],
    lunations: ['pleine'],
    year: { visit: 'mars', houses: [1, 6, 5, 10, 9, 11] },
  },
  profession: {
    houses: [10, 6, 2],
    subjects: {
      day: ['mercure', 'soleil', 'saturne', 'jupiter'],
      week: ['mercure', 'soleil', 'saturne', 'jupiter'],
      month: ['saturne', 'jupiter', 'mercure'],
      year: ['saturne'],
    },
    aspectBodies: ['mercure', 'saturne', 'jupiter', 'soleil', 'mars'],
    retroBodies: ['mercure', 'saturne', 'jupiter'],
    eventBodies: ['mercure', 'jupiter', 'saturne'],
    moonHouses: [10, 2, 6],
    lunations: ['nouvelle'],
    year: { placement: 'saturne' },
  },
  emotions: {
    houses: [5, 7, 8],
    subjects: { day: ['venus', 'lune', 'mars'], week: ['venus', 'mars'], month: ['venus', 'mars'], year: ['venus'] },
    aspectBodies: ['venus', 'lune', 'mars', 'jupiter'],
    retroBodies: ['venus', 'mars'],
    eventBodies: ['venus'],
    moonHouses: [5, 7, 8],
    lunations: ['pleine'],
    year: { visit: 'venus', houses: [5, 7, 1, 11, 8, 4] },
  },
  travel: {
    houses: [9, 3],
    subjects: {
      day: ['jupiter', 'mercure', 'lune'],
      week: ['jupiter', 'mercure'],
      month: ['jupiter', 'mercure'],
      year: ['jupiter'],
    },
    aspectBodies: ['jupiter', 'mercure', 'lune', 'mars'],
    retroBodies: ['mercure', 'jupiter'],
    eventBodies: ['mercure', 'jupiter'],
    moonHouses: [9, 3],
    lunations: ['nouvelle', 'pleine'],
    year: { visit: 'soleil', houses: [9, 3] },
  },
};

const ELEMENT_COLOURS: Readonly<Record<'feu' | 'terre' | 'air' | 'eau', readonly LuckyColour[]>> = {
  feu: ['rouge', 'orange', 'or'],
  terre: ['vert', 'marron', 'blanc'],
  air: ['bleu ciel', 'jaune', 'lavande'],
  eau: ['bleu', 'argent', 'lavande', 'violet'],
};

interface Ctx {
  readonly sky: Sky;
  readonly kind: Kind;
  readonly period: HoroscopePeriod;
  readonly signIndex: number;
  readonly tr: SignTransits;
  choose: Chooser;
  /** How many times the section being written has named its period. */
  periodNames: number;
  /** Bodies already the subject of a first sentence. */
  readonly usedSubjects: Set<BodyKey>;
  /** Anything else already told (aspects, retrogrades, events), so each is told once. */
  readonly told: Set<string>;
  /** Days and months the text highlights, for the luck items. */
  readonly keyDays: Ymd[];
}

function sectorOf(ctx: Ctx, house: number, salt: string): string {
  const words = houseWords(house);
  return ctx.choose.pick([words.sector, words.sector, `votre maison ${words.roman}`], `${salt}:sector`);
}

function flavour(ctx: Ctx, section: SectionKey, body: BodyKey, house: number, salt: string): string {
  return fillClause(ctx.choose.distinct(FLAVOURS[body][section], `${salt}:flav`), { d: houseWords(house).domain[section] });
}

/** Slots that describe a body in a house: subject, sign, sector, verb and flavour. */
function bodySlots(ctx: Ctx, section: SectionKey, body: BodyKey, sign: number, salt: string): Record<string, string> {
  const house = houseOf(sign, ctx.signIndex);
  const words = signWords(sign);
  return {
    subj: PLANETS[body].subject,
    of: PLANETS[body].of,
    inSign: words.inSign,
    theSign: words.withArticle,
    sector: sectorOf(ctx, house, salt),
    verb: ctx.choose.distinct(CROSS_VERBS, `${salt}:verb`),
    flav: flavour(ctx, section, body, house, salt),
    d: houseWords(house).domain[section],
    period: periodWord(ctx),
  };
}

function chooseSubject(ctx: Ctx, candidates: readonly BodyKey[], houses: readonly number[]): BodyKey {
  const free = candidates.filter((body) => !ctx.usedSubjects.has(body));
  const inHouse = free.find((body) => houses.includes(ctx.tr.placements[body].house));
  const body = inHouse ?? free[0] ?? candidates[0] ?? 'soleil';
  ctx.usedSubjects.add(body);
  return body;
}

function placementSentence(ctx: Ctx, section: SectionKey, body: BodyKey): string {
  const salt = `${section}:s1`;
  return fill(ctx.choose.distinct(PLACEMENT_FRAMES, `${salt}:frame`), bodySlots(ctx, section, body, ctx.tr.placements[body].sign, salt));
}

// ---------------------------------------------------------------- the year's stays

function runLength(run: SignRun): number {
  return dayNumber(run.to) - dayNumber(run.from) + 1;
}

/**
 * The year reads forward from its first day (today): a date of the next calendar year
 * carries its year, so that '3 mars 2027' is not read as a March already gone.
 */
function yearOf(ctx: Ctx, y: number): string {
  return ctx.kind === 'year' && y !== ctx.sky.range.start.y ? ` ${y}` : '';
}

/** The first of the month `months` after the one of `day`. */
function addMonths(day: Ymd, months: number): Ymd {
  const index = day.m - 1 + months;
  return { y: day.y + Math.floor(index / 12), m: (index % 12) + 1, d: 1 };
}

function dateText(ctx: Ctx, day: Ymd): string {
  return `${dayAndMonth(day)}${yearOf(ctx, day.y)}`;
}

/** A month of the period, named with its year when it is in the next calendar year. */
function monthText(ctx: Ctx, y: number, m: number): string {
  return `${monthName(m)}${yearOf(ctx, y)}`;
}

function stayWhen(ctx: Ctx, run: SignRun): string {
  if (run.startsBefore && run.endsAfter) return 'tout au long des douze mois qui viennent';
  if (run.startsBefore) return `jusqu’au ${dateText(ctx, run.to)}`;
  if (run.endsAfter) return `à partir du ${dateText(ctx, run.from)}`;
  if (run.from.m === run.to.m && run.from.y === run.to.y) return `du ${dayOfMonth(run.from.d)} au ${dateText(ctx, run.to)}`;
  return `du ${dateText(ctx, run.from)} au ${dateText(ctx, run.to)}`;
}

/** The longest stay of a body in the first house of `houses` it visits, not told yet. */
function findStay(ctx: Ctx, body: BodyKey, houses: readonly number[]): SignRun | undefined {
  for (const house of houses) {
    if (ctx.told.has(`stay:${body}:house:${house}`)) continue;
    const runs = ctx.sky.runs.filter((run) => run.body === body && houseOf(run.sign, ctx.signIndex) === house);
    const longest = runs.sort((x, y) => runLength(y) - runLength(x))[0];
    if (longest) return longest;
  }
  return undefined;
}

const stayKey = (run: SignRun) => `stay:${run.body}:${dayNumber(run.from)}`;

function staySentence(ctx: Ctx, section: SectionKey, run: SignRun, salt: string): string {
  ctx.told.add(stayKey(run));
  ctx.told.add(`stay:${run.body}:house:${houseOf(run.sign, ctx.signIndex)}`);
  if (!run.startsBefore) ctx.keyDays.push(run.from);
  return fill(ctx.choose.pick(VISIT_SENTENCES, `${salt}:frame`), {
    ...bodySlots(ctx, section, run.body, run.sign, salt),
    when: stayWhen(ctx, run),
  });
}

// ---------------------------------------------------------------- second sentence

/**
 * A sentence about what lasts (an aspect, a retrograde) opened with the period it speaks of:
 * "Cette semaine, le carré de Mars…", so that the day's and the week's readings of one lasting
 * aspect are not the same sentence.
 */
function duringPeriod(ctx: Ctx, sentence: string): string {
  const lead = periodWord(ctx);
  // 'Le carré…' becomes 'le carré…'; a planet's name keeps its capital.
  const properNoun = /^(Mercure|Vénus|Mars|Jupiter|Saturne)\b/.test(sentence);
  const rest = properNoun ? sentence : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}, ${rest}`;
}

function aspectPhrase(kind: string, gender: 'm' | 'f', body: BodyKey): string {
  return `${withArticle(kind, gender)} ${PLANETS[body].of}`;
}

function secondSentence(ctx: Ctx, section: SectionKey, firstHouse: number): { text: string; tone: Tone } {
  const conf = CONF[section];
  const salt = `${section}:s2`;
  const mercury = ctx.tr.placements.mercure;

  if (section === 'travel' && ctx.kind !== 'year' && mercury.retro) {
    return {
      text: duringPeriod(ctx, fill(ctx.choose.distinct(MERCURY_RETRO_TRAVEL, salt), { inSign: signWords(mercury.sign).inSign })),
      tone: 'tendu',
    };
  }
  if (section === 'travel' && ctx.kind === 'year' && ctx.sky.mercuryRetrogrades.length > 0) {
    const months = [...new Set(ctx.sky.mercuryRetrogrades.map((day) => `en ${monthText(ctx, day.y, day.m)}`))];
    const count = ctx.sky.mercuryRetrogrades.length;
    const template = count > 1 ? ctx.choose.pick(MERCURY_RETRO_YEAR, salt) : MERCURY_RETRO_YEAR_ONCE;
    return { text: fill(template, { count: numberWord(count), months: joinAnd(months) }), tone: 'normal' };
  }

  const aspect = ctx.tr.aspects.find((a) => conf.aspectBodies.includes(a.body) && !ctx.told.has(`aspect:${a.body}`));
  if (aspect) {
    ctx.told.add(`aspect:${aspect.body}`);
    const text = duringPeriod(ctx, fill(ctx.choose.distinct(ASPECT_SENTENCES[section][aspect.quality], salt), {
      aspect: aspectPhrase(aspect.kind, aspect.gender, aspect.body),
      of: PLANETS[aspect.body].of,
    }));
    return { text, tone: aspect.quality === 'tendu' ? 'tendu' : 'normal' };
  }

  if (ctx.kind !== 'year') {
    const retro = conf.retroBodies.find((body) => ctx.tr.placements[body].retro && !ctx.told.has(`retro:${body}`));
    if (retro) {
      ctx.told.add(`retro:${retro}`);
      const placement = ctx.tr.placements[retro];
      const text = duringPeriod(ctx, fill(ctx.choose.distinct(RETROGRADE_SENTENCES[section], salt), {
        subj: PLANETS[retro].subject,
        inSign: signWords(placement.sign).inSign,
        d: houseWords(placement.house).domain[section],
      }));
      return { text, tone: 'tendu' };
    }
  }

  // Another body of the section, or any body not told yet (the Moon only for a day).
  const others = [...conf.subjects[ctx.kind], ...(ctx.kind === 'year' ? (['jupiter', 'saturne'] as const) : BODIES)].filter(
    (body) => !ctx.usedSubjects.has(body) && !ctx.told.has(`second:${body}`) && (ctx.kind === 'day' || body !== 'lune'),
  );
  // Prefer a body that brings another house into the section, ideally one of the section's own houses.
  const houseOfBody = (body: BodyKey) => ctx.tr.placements[body].house;
  const other =
    others.find((body) => houseOfBody(body) !== firstHouse && conf.houses.includes(houseOfBody(body))) ??
    others.find((body) => houseOfBody(body) !== firstHouse);
  if (other) {
    ctx.told.add(`second:${other}`);
    const text = fill(ctx.choose.distinct(SECONDARY_FRAMES, `${salt}:frame`), bodySlots(ctx, section, other, ctx.tr.placements[other].sign, salt));
    return { text, tone: 'normal' };
  }
  return { text: duringPeriod(ctx, ELEMENT_SENTENCES[section][signWords(ctx.signIndex).element]), tone: 'normal' };
}

// ---------------------------------------------------------------- what happens during the period

function ingressWhen(ctx: Ctx, day: Ymd, salt: string): string {
  if (ctx.kind === 'week') return ctx.choose.pick([`dès ${weekdayName(day)}`, `à partir de ${weekdayName(day)}`], salt);
  const date = ctx.kind === 'month' ? dayOfMonth(day.d) : dateText(ctx, day);
  return ctx.choose.pick([`le ${date}`, `dès le ${date}`, `à partir du ${date}`], salt);
}

function ingressSentence(ctx: Ctx, section: SectionKey, bodies: readonly BodyKey[]): string | undefined {
  for (const body of bodies) {
    const run = ctx.sky.runs.find((r) => r.body === body && !r.startsBefore && !ctx.told.has(stayKey(r)));
    if (!run) continue;
    ctx.told.add(stayKey(run));
    ctx.keyDays.push(run.from);
    const salt = `${section}:s4`;
    return fill(ctx.choose.pick(INGRESS_SENTENCES, `${salt}:frame`), {
      ...bodySlots(ctx, section, body, run.sign, salt),
      when: ingressWhen(ctx, run.from, `${salt}:when`),
    });
  }
  return undefined;
}

const weekdayName = (day: Ymd): string => WEEKDAYS[weekdayIndex(day)] ?? 'lundi';

function weekdaysPhrase(days: readonly Ymd[]): string {
  const names = days.map(weekdayName);
  if (names.length === 1) return names[0] ?? 'lundi';
  if (names.length === 2) return `${names[0]} et ${names[1]}`;
  return `de ${names[0]} à ${names[names.length - 1]}`;
}

function moonDaysSentence(ctx: Ctx, section: SectionKey): string | undefined {
  for (const house of CONF[section].moonHouses) {
    const days = ctx.sky.moonDays.filter((md) => houseOf(md.sign, ctx.signIndex) === house);
    const first = days[0];
    if (!first || ctx.told.has(`moon:${house}`)) continue;
    ctx.told.add(`moon:${house}`);
    const salt = `${section}:s4`;
    return fill(ctx.choose.pick(MOON_DAYS_SENTENCES, `${salt}:frame`), {
      ...bodySlots(ctx, section, 'lune', first.sign, salt),
      days: weekdaysPhrase(days.map((md) => md.day)),
    });
  }
  return undefined;
}

function lunationSentence(ctx: Ctx, section: SectionKey): string | undefined {
  for (const kind of CONF[section].lunations) {
    const lunation = ctx.sky.lunations.find((l) => l.kind === kind && !ctx.told.has(`lunation:${dayNumber(l.day)}`));
    if (!lunation) continue;
    ctx.told.add(`lunation:${dayNumber(lunation.day)}`);
    ctx.keyDays.push(lunation.day);
    const salt = `${section}:s4`;
    const house = houseOf(lunation.sign, ctx.signIndex);
    return fill(ctx.choose.pick(kind === 'nouvelle' ? NEW_MOON_SENTENCES : FULL_MOON_SENTENCES, salt), {
      dom: dayOfMonth(lunation.day.d),
      inSign: signWords(lunation.sign).inSign,
      sector: sectorOf(ctx, house, salt),
      d: houseWords(house).domain[section],
    });
  }
  return undefined;
}

function eventSentence(ctx: Ctx, section: SectionKey): string | undefined {
  const conf = CONF[section];
  switch (ctx.kind) {
    case 'day':
      if (section !== 'personal' || !ctx.sky.moonPhase) return undefined;
      return ctx.choose.distinct(MOON_PHASE_SENTENCES[ctx.sky.moonPhase], `${section}:s4`);
    case 'week':
      return ingressSentence(ctx, section, conf.eventBodies) ?? moonDaysSentence(ctx, section);
    case 'month':
      return ingressSentence(ctx, section, conf.eventBodies) ?? lunationSentence(ctx, section);
    case 'year': {
      const year = conf.year;
      if ('placement' in year) return ingressSentence(ctx, section, [year.placement]);
      const stay = findStay(ctx, year.visit, year.houses);
      return stay ? staySentence(ctx, section, stay, `${section}:s4`) : undefined;
    }
  }
}

// ---------------------------------------------------------------- sections and luck

/** The section's opening sentence and the house it talks about. */
function firstSentence(ctx: Ctx, section: SectionKey): { text: string; house: number } {
  const conf = CONF[section];
  if (ctx.kind === 'year' && 'visit' in conf.year) {
    const stay = findStay(ctx, conf.year.visit, conf.year.houses);
    if (stay) {
      ctx.usedSubjects.add(conf.year.visit);
      return { text: staySentence(ctx, section, stay, `${section}:s1`), house: houseOf(stay.sign, ctx.signIndex) };
    }
  }
  const body = chooseSubject(ctx, conf.subjects[ctx.kind], conf.houses);
  return { text: placementSentence(ctx, section, body), house: ctx.tr.placements[body].house };
}

/** Function words of five letters or more, free to come back; any other word comes at most twice in a section. */
const FREE_WORDS = new Set(
  `votre vos notre alors cette comme leurs entre avant après depuis pendant aussi encore autre autres toute toutes
   chaque plutôt celle celui elles quelques jusqu lorsque parce puisque quand selon dans avec sans sous vers même ainsi
   toujours bien très moins plus tout tous`.split(/\s+/),
);

function overused(text: string): boolean {
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (w.length < 5 || FREE_WORDS.has(w)) continue;
    const n = (counts.get(w) ?? 0) + 1;
    if (n >= 3) return true;
    counts.set(w, n);
  }
  return false;
}

const MAX_ATTEMPTS = 8;

/**
 * The section, written again with other variants (and what it told forgotten) while a word
 * comes back three times: 'visite' in three sentences reads like a stammer.
 */
function writeSection(ctx: Ctx, section: SectionKey): string {
  const told = new Set(ctx.told);
  const usedSubjects = new Set(ctx.usedSubjects);
  const keyDays = ctx.keyDays.length;
  const base = ctx.choose;
  let text = '';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) {
      ctx.told.clear();
      for (const t of told) ctx.told.add(t);
      ctx.usedSubjects.clear();
      for (const b of usedSubjects) ctx.usedSubjects.add(b);
      ctx.keyDays.length = keyDays;
      ctx.choose = base.retry(attempt);
    }
    ctx.periodNames = attempt;
    text = writeSectionOnce(ctx, section, true);
    if (!overused(text)) break;
  }
  // Last resort: without what happens during the period, the section keeps its sky, its aspect and its advice.
  if (overused(text)) {
    ctx.choose = base;
    ctx.periodNames = 0;
    text = writeSectionOnce(ctx, section, false);
  }
  ctx.choose = base;
  return text;
}

function writeSectionOnce(ctx: Ctx, section: SectionKey, withEvent: boolean): string {
  const first = firstSentence(ctx, section);
  const second = secondSentence(ctx, section, first.house);
  const event = withEvent ? eventSentence(ctx, section) : undefined;
  const advice = ctx.choose.distinct(ADVICE[section][second.tone], `${section}:advice`);
  return [first.text, second.text, event, advice].filter((s): s is string => Boolean(s)).join(' ');
}

function leadingBody(ctx: Ctx): BodyKey {
  const harmonious = ctx.tr.aspects.find((a) => a.quality === 'harmonieux');
  return harmonious?.body ?? ctx.tr.aspects[0]?.body ?? (ctx.kind === 'year' ? 'jupiter' : ctx.kind === 'day' ? 'lune' : 'soleil');
}

function luckItems(ctx: Ctx): string[] {
  const lead = leadingBody(ctx);
  const planet = PLANETS[lead];
  const first = ctx.choose.pick(planet.colours, 'luck:c1');
  const second = ctx.choose.pick(
    ELEMENT_COLOURS[signWords(ctx.signIndex).element].filter((c) => c !== first),
    'luck:c2',
  );
  const items = [
    `Couleurs chanceuses : ${first}, ${second}`,
    `Conseil Cosmique : ${ctx.choose.pick(COSMIC_ADVICE[lead], 'luck:advice')}`,
    `Chiffre porte-bonheur : ${1 + ctx.choose.int(9, 'luck:number')}`,
  ];
  const keyDay = ctx.keyDays.length > 0 ? ctx.choose.pick(ctx.keyDays, 'luck:key') : undefined;
  switch (ctx.kind) {
    case 'day':
      items.push(`Moment favorable : ${ctx.choose.pick(FAVOURABLE_MOMENTS, 'luck:moment')}`);
      break;
    case 'week':
      items.push(`Jour favorable : ${planet.weekday}`);
      break;
    case 'month':
      items.push(`Date clé : le ${dayOfMonth(keyDay?.d ?? 1 + ctx.choose.int(ctx.sky.range.days, 'luck:day'))}`);
      break;
    case 'year': {
      // A key day of the text, else a month drawn among the twelve that come.
      const month = keyDay ?? addMonths(ctx.sky.range.start, ctx.choose.int(12, 'luck:month'));
      items.push(`Mois clé : ${monthText(ctx, month.y, month.m)}`);
      break;
    }
  }
  items.push(`Pierre du moment : ${ctx.choose.pick(planet.stones, 'luck:stone')}`);
  return items;
}

/** The horoscope body of one sign for the period whose sky is given. */
export function writeHoroscope(sky: Sky, sign: ZodiacSign, signIndex: number, period: HoroscopePeriod): HoroscopeBody {
  const ctx: Ctx = {
    sky,
    kind: sky.range.kind,
    period,
    signIndex,
    tr: transitsFor(sky, signIndex),
    choose: chooser(`${sign.slug}|${period}|${sky.range.date}`, {
      sign: sign.slug,
      lane: sky.range.kind,
      day: dayNumber(sky.range.start),
    }),
    periodNames: 0,
    usedSubjects: new Set(),
    told: new Set(),
    keyDays: [],
  };
  const body: Record<SectionKey, string> = { personal: '', health: '', profession: '', emotions: '', travel: '' };
  for (const section of SECTIONS) body[section] = writeSection(ctx, section);
  return { ...body, luck: luckItems(ctx) };
}
