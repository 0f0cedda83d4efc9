import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { HOROSCOPE_PERIODS, type HoroscopeBody, type HoroscopePeriod } from '../../contract/schemas';
import { findSign, ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { parisInstant, periodRange } from '../../server/calendar';
import { LUCKY_COLOURS, withArticle } from '../../server/horoscope/engine/french';
import { a, de } from '../../server/french-typography';
import {
  clearEngineCache,
  computeHoroscope,
  DATA_KEYS,
  engineCacheSize,
} from '../../server/horoscope/engine/index';
import { computeSky, longitude, signOf } from '../../server/horoscope/engine/sky';
import { aspectTo, houseOf } from '../../server/horoscope/engine/transits';

const SECTIONS = ['personal', 'health', 'profession', 'emotions', 'travel'] as const;

function bodyOf(sign: string, period: HoroscopePeriod, now: Date): HoroscopeBody {
  const horoscope = computeHoroscope(findSign(sign)!, period, now);
  const body = horoscope.data?.[DATA_KEYS[period]];
  if (!body) throw new Error(`no body for ${sign} ${period}`);
  return body;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('positions', () => {
  it('puts the Sun in the sign of the spec table on days away from the cusps', () => {
    expect(signOf(longitude('soleil', new Date('2026-03-21T12:00:00Z')))).toBe(0); // Bélier
    expect(signOf(longitude('soleil', new Date('2026-03-19T12:00:00Z')))).toBe(11); // Poissons
    expect(signOf(longitude('soleil', new Date('2026-07-23T12:00:00Z')))).toBe(4); // Lion
    expect(signOf(longitude('soleil', new Date('2026-07-21T12:00:00Z')))).toBe(3); // Cancer
    expect(signOf(longitude('soleil', new Date('2026-12-22T12:00:00Z')))).toBe(9); // Capricorne
    expect(signOf(longitude('soleil', new Date('2026-10-24T12:00:00Z')))).toBe(7); // Scorpion
  });

  it('finds the Sun at 0° at the March 2026 equinox (20 March, 14:46 UTC)', () => {
    const equinox = Astronomy.Seasons(2026).mar_equinox.date;
    expect(Math.abs(equinox.getTime() - Date.parse('2026-03-20T14:46:00Z'))).toBeLessThan(5 * 60_000);
    const lon = longitude('soleil', equinox);
    expect(Math.min(lon, 360 - lon)).toBeLessThan(0.01);
  });

  it('gives geocentric longitudes of the slow planets (Jupiter in Cancer, Saturn entering Bélier in February 2026)', () => {
    expect(signOf(longitude('jupiter', new Date('2026-03-21T12:00:00Z')))).toBe(3);
    expect(signOf(longitude('saturne', new Date('2026-01-15T12:00:00Z')))).toBe(11);
    expect(signOf(longitude('saturne', new Date('2026-03-15T12:00:00Z')))).toBe(0);
    // The Moon by the dedicated series agrees with the geocentric vector.
    const at = new Date('2026-05-01T12:00:00Z');
    const vector = Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Moon, at, true)).elon;
    expect(Math.abs(longitude('lune', at) - vector)).toBeLessThan(0.05);
  });

  it('sees Mercury retrograde from late February to 20 March 2026, direct in April', () => {
    const day = (iso: string) => computeSky(periodRange('aujourdhui', new Date(iso)));
    expect(day('2026-03-10T10:00:00Z').start.mercure.retro).toBe(true);
    expect(day('2026-04-15T10:00:00Z').start.mercure.retro).toBe(false);
    expect(day('2026-04-15T10:00:00Z').start.soleil.retro).toBe(false);
  });

  it('finds the ingresses and lunations of a month and the Mercury retrogrades of a year', () => {
    const march = computeSky(periodRange('mois', new Date('2026-03-10T10:00:00Z')));
    const sunIngress = march.runs.find((run) => run.body === 'soleil' && !run.startsBefore);
    expect(sunIngress).toMatchObject({ sign: 0, from: { y: 2026, m: 3, d: 21 } });
    expect(march.lunations.map((l) => `${l.kind} ${l.day.d}`)).toEqual(['pleine 3', 'nouvelle 19']);
    const year = computeSky(periodRange('annee', new Date('2026-01-01T10:00:00Z'))); // twelve months from 1 January
    expect(year.mercuryRetrogrades.map((day) => day.m)).toEqual([2, 6, 10]);
    const leo = year.runs.find((run) => run.body === 'soleil' && run.sign === 4);
    expect(leo).toMatchObject({ from: { m: 7, d: 23 }, to: { m: 8, d: 22 } });
  });
});

describe('houses and aspects', () => {
  it('counts solar houses from the sign', () => {
    expect(houseOf(6, 0)).toBe(7); // Balance for a Bélier
    expect(houseOf(0, 0)).toBe(1);
    expect(houseOf(0, 11)).toBe(2); // Bélier for a Poissons
    expect(houseOf(10, 4)).toBe(7); // Verseau for a Lion
  });

  it('finds major aspects to the sign mid-point with 8° orbs for the luminaries and 6° otherwise', () => {
    expect(aspectTo('mars', 105, 15)).toMatchObject({ kind: 'carré', quality: 'tendu', exactness: 1 });
    expect(aspectTo('jupiter', 137, 15)).toMatchObject({ kind: 'trigone', quality: 'harmonieux' });
    expect(aspectTo('saturne', 197, 15)).toMatchObject({ kind: 'opposition' });
    expect(aspectTo('venus', 80, 15)).toMatchObject({ kind: 'sextile' });
    expect(aspectTo('soleil', 22, 15)).toMatchObject({ kind: 'conjonction', quality: 'intense' });
    expect(aspectTo('venus', 22, 15)).toBeUndefined();
    expect(aspectTo('venus', 20, 15)).toMatchObject({ kind: 'conjonction', quality: 'harmonieux' });
    expect(aspectTo('mars', 40, 15)).toBeUndefined();
  });
});

describe('French forms', () => {
  it('contracts and elides prepositions and articles', () => {
    expect(de('le Soleil')).toBe('du Soleil');
    expect(de('la Lune')).toBe('de la Lune');
    expect(de('Vénus')).toBe('de Vénus');
    expect(de('Uranus')).toBe("d’Uranus");
    expect(de('les Gémeaux')).toBe('des Gémeaux');
    expect(de('avril')).toBe("d’avril");
    expect(a('le Soleil')).toBe('au Soleil');
    expect(a('les Poissons')).toBe('aux Poissons');
    expect(a('la Balance')).toBe('à la Balance');
    expect(withArticle('opposition', 'f')).toBe("l’opposition");
    expect(withArticle('carré', 'm')).toBe('le carré');
  });
});

describe('computeHoroscope', () => {
  const now = new Date('2026-03-18T23:30:00Z'); // already 19 March in Paris

  it("answers the API’s shape with the period’s first day in Europe/Paris", () => {
    const expected: Record<HoroscopePeriod, string> = {
      aujourdhui: '2026-03-19',
      demain: '2026-03-20',
      semaine: '2026-03-16',
      mois: '2026-03-01',
      annee: '2026-03-19',
    };
    for (const period of HOROSCOPE_PERIODS) {
      const horoscope = computeHoroscope(findSign('lion')!, period, now);
      expect(horoscope.success).toBe(true);
      expect(horoscope.meta).toEqual({ sign: 'lion', period, date: expected[period], source: 'engine', why: expect.any(Object) });
      expect(Object.keys(horoscope.data ?? {})).toEqual([DATA_KEYS[period]]);
    }
  });

  it('is deterministic for (sign, period, period start), not only through its cache', () => {
    const first = computeHoroscope(findSign('gemeaux')!, 'semaine', new Date('2026-03-16T08:00:00Z'));
    clearEngineCache();
    const again = computeHoroscope(findSign('gemeaux')!, 'semaine', new Date('2026-03-22T20:00:00Z'));
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    // A cached answer is the same object, another day of the week or the same day again.
    const midweek = computeHoroscope(findSign('gemeaux')!, 'semaine', new Date('2026-03-18T12:00:00Z'));
    expect(midweek).toBe(again);
    expect(computeHoroscope(findSign('gemeaux')!, 'semaine', new Date('2026-03-18T12:05:00Z'))).toBe(midweek);
    // The next week is another text, even right after the day's answers were handed out.
    expect(computeHoroscope(findSign('gemeaux')!, 'semaine', new Date('2026-03-23T08:00:00Z')).meta?.date).toBe('2026-03-23');
  });

  it('reads differently across the twelve signs on one day (>= 90 % of section texts differ)', () => {
    for (const period of ['aujourdhui', 'semaine', 'mois', 'annee'] as const) {
      const bodies = ZODIAC_SIGNS.map((sign) => bodyOf(sign.slug, period, new Date('2026-05-12T09:00:00Z')));
      let distinct = 0;
      for (const section of SECTIONS) distinct += new Set(bodies.map((b) => b[section])).size;
      expect(distinct / (12 * SECTIONS.length)).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('writes every section of all 60 horoscopes in clean French on several dates', () => {
    const dates = ['2026-03-21T10:00:00Z', '2026-07-23T12:00:00Z', '2026-12-31T23:30:00Z', '2027-02-10T06:00:00Z', '2028-02-29T12:00:00Z'];
    const colours = new Set<string>(LUCKY_COLOURS);
    for (const iso of dates) {
      for (const period of HOROSCOPE_PERIODS) {
        for (const sign of ZODIAC_SIGNS) {
          const body = bodyOf(sign.slug, period, new Date(iso));
          const where = `${sign.slug} ${period} ${iso}`;
          for (const section of SECTIONS) {
            const text = body[section] ?? '';
            expect(text.length, where).toBeGreaterThan(60);
            expect(text, where).not.toMatch(/[{}]|undefined|NaN|null/);
            expect(text, where).not.toMatch(/ {2}| ,| \.|\.\.|,,|: :/);
            // Contractions and elisions: 'du Soleil', 'aux Poissons', "d'avril", never 'de le Soleil' or 'de avril'.
            expect(text, where).not.toMatch(/(?<!\p{L})(de|à) (le|les) (Soleil|Bélier|Taureau|Gémeaux|Cancer|Lion|Scorpion|Sagittaire|Capricorne|Verseau|Poissons)/u);
            expect(text, where).not.toMatch(/(?<!\p{L})(de|que|le|la) [aeiouéèêàâîôûAEIOUÉÈÊ]/u);
            expect(text.endsWith('.'), where).toBe(true);
            const parts = sentences(text);
            expect(parts.length, `${where} ${section}: ${text}`).toBeGreaterThanOrEqual(2);
            expect(parts.length, `${where} ${section}: ${text}`).toBeLessThanOrEqual(4);
            for (const sentence of parts) expect(sentence, where).toMatch(/^[A-ZÀÂÉÈÊÎÔÛÇ]/);
          }
          const luck = body.luck ?? [];
          const colourLines = luck.filter((item) => item.includes('Couleurs'));
          expect(colourLines, where).toHaveLength(1);
          const match = /^Couleurs chanceuses\u202f: (.+)$/.exec(colourLines[0] ?? '');
          const names = (match?.[1] ?? '').split(', ');
          expect(names, where).toHaveLength(2);
          for (const name of names) expect(colours.has(name), `${where}: ${name}`).toBe(true);
          const advice = luck.filter((item) => item.startsWith('Conseil Cosmique : '));
          expect(advice, where).toHaveLength(1);
          expect(advice[0], where).toMatch(/^Conseil Cosmique\u202f: [A-ZÉ].+\.$/);
          const others = luck.filter((item) => !item.includes('Couleurs') && !item.startsWith('Conseil Cosmique'));
          expect(others.length, where).toBeGreaterThanOrEqual(2);
          expect(others.length, where).toBeLessThanOrEqual(3);
          for (const item of luck) expect(item, where).not.toMatch(/ {2}|undefined|NaN|[{}]/);
        }
      }
    }
  });

  it('says what the sky does: planets, signs and sectors', () => {
    const body = bodyOf('balance', 'aujourdhui', new Date('2026-03-21T10:00:00Z'));
    const text = SECTIONS.map((s) => body[s]).join(' ');
    expect(text).toMatch(/Vénus|Mars|Mercure|Jupiter|Saturne|Lune|Soleil/);
    expect(text).toMatch(/ en (Bélier|Taureau|Gémeaux|Cancer|Lion|Vierge|Balance|Scorpion|Sagittaire|Capricorne|Verseau|Poissons)\b/);
    expect(text).toMatch(/votre (secteur|maison|signe)/);
  });

  it('keeps its cache bounded', () => {
    clearEngineCache();
    const sign = findSign('taureau')!;
    const start = Date.parse('2026-01-01T10:00:00Z');
    for (let i = 0; i < 700; i++) computeHoroscope(sign, 'aujourdhui', new Date(start + i * 86_400_000));
    const size = engineCacheSize();
    expect(size.horoscopes).toBeLessThanOrEqual(600);
    expect(size.skies).toBeLessThanOrEqual(40);
  });

  it('computes all 60 horoscopes from cold caches quickly', () => {
    const now = new Date('2026-09-09T09:00:00Z');
    clearEngineCache();
    const started = performance.now();
    for (const period of HOROSCOPE_PERIODS) for (const sign of ZODIAC_SIGNS) computeHoroscope(sign, period, now);
    // The bench holds the real target (250 ms); this only catches a gross regression on a busy machine.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('no repetition', () => {
  /** Function words of five letters or more: they may come back as often as French needs them. */
  const STOP = new Set(
    `votre vos notre alors cette comme leurs entre avant après depuis pendant aussi encore autre autres toute toutes
     chaque plutôt celle celui elles quelques jusqu lorsque parce puisque quand tandis selon vers sans sous avec dont
     même mêmes ainsi enfin toujours bien très moins plus tout tous était serait peut pourrait votre vôtre`.split(/\s+/),
  );
  const contentWords = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 5 && !STOP.has(w));

  // Every third day of a year (122 days, 7 320 horoscopes): every day takes about 25 s of CPU, too long for the suite.
  it('writes no sentence twice across one sign’s five periods, and no content word three times in a section, over a year of days', () => {
    const first = Date.parse('2026-01-01T10:00:00Z');
    const problems: string[] = [];
    for (let day = 0; day < 365; day += 3) {
      const now = new Date(first + day * 86_400_000);
      for (const sign of ZODIAC_SIGNS) {
        const seen = new Map<string, HoroscopePeriod>();
        for (const period of HOROSCOPE_PERIODS) {
          const body = bodyOf(sign.slug, period, now);
          for (const section of SECTIONS) {
            const text = body[section] ?? '';
            for (const sentence of sentences(text)) {
              const earlier = seen.get(sentence);
              if (earlier !== undefined && problems.length < 20) problems.push(`${now.toISOString().slice(0, 10)} ${sign.slug} ${earlier}/${period}: ${sentence}`);
              seen.set(sentence, period);
            }
            const counts = new Map<string, number>();
            for (const w of contentWords(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
            for (const [w, n] of counts) {
              if (n >= 3 && problems.length < 20) problems.push(`${now.toISOString().slice(0, 10)} ${sign.slug} ${period} ${section}: '${w}' x${n}: ${text}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

describe('the year ahead', () => {
  const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
  const M = MONTHS.join('|');
  const TODAY = '2026-11-23';

  /** Every date and month the text names, as 'YYYY-MM-DD' (a month: its last day); no year given means this year. */
  function namedDates(text: string): string[] {
    const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    const month = (name: string) => MONTHS.indexOf(name) + 1;
    const out: string[] = [];
    for (const [, from, to, name, year] of text.matchAll(new RegExp(`du (1er|\\d{1,2}) au (1er|\\d{1,2}) (${M})(?: (\\d{4}))?`, 'g'))) {
      const y = Number(year ?? 2026);
      out.push(iso(y, month(name!), parseInt(from!, 10) || 1), iso(y, month(name!), parseInt(to!, 10) || 1));
    }
    for (const [, day, name, year] of text.matchAll(new RegExp(`(1er|\\d{1,2}) (${M})(?: (\\d{4}))?`, 'g'))) {
      out.push(iso(Number(year ?? 2026), month(name!), parseInt(day!, 10) || 1));
    }
    for (const [, name, year] of text.matchAll(new RegExp(`(?:en|Mois clé :) (${M})(?: (\\d{4}))?`, 'g'))) {
      out.push(iso(Number(year ?? 2026), month(name!), 31));
    }
    return out;
  }

  it('reads forward from today on 2026-11-23: no date the year text names lies before it', async () => {
    const { createHoroscopeService } = await import('../../server/horoscope/service');
    const service = createHoroscopeService({ clock: () => new Date(`${TODAY}T10:00:00Z`) });
    let dates = 0;
    for (const sign of ZODIAC_SIGNS) {
      const horoscope = await service.get(sign.slug, 'annee');
      expect(horoscope.meta?.date).toBe(TODAY);
      const body = horoscope.data?.yearly_horoscope;
      const text = [...SECTIONS.map((s) => body?.[s] ?? ''), ...(body?.luck ?? [])].join(' ');
      for (const date of namedDates(text)) {
        dates++;
        expect(date >= TODAY, `${sign.slug}: ${date} in ${text}`).toBe(true);
        expect(date <= '2027-11-30', `${sign.slug}: ${date}`).toBe(true);
      }
    }
    // The year text does name dates (stays, ingresses, Mercury's retrogrades, the key month).
    expect(dates).toBeGreaterThan(24);
  });
});

describe('calendar', () => {
  it('finds noon in Paris in winter and summer time', () => {
    expect(parisInstant({ y: 2026, m: 1, d: 15 }).toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(parisInstant({ y: 2026, m: 7, d: 15 }).toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(parisInstant({ y: 2026, m: 3, d: 29 }).toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('starts the week on Monday and the year today for twelve months, Paris time', () => {
    expect(periodRange('semaine', new Date('2026-03-22T21:00:00Z')).date).toBe('2026-03-16'); // Sunday evening
    expect(periodRange('semaine', new Date('2026-03-22T23:30:00Z')).date).toBe('2026-03-23'); // Monday 00:30 in Paris
    expect(periodRange('annee', new Date('2026-12-31T23:30:00Z'))).toMatchObject({ date: '2027-01-01', days: 365 });
    expect(periodRange('annee', new Date('2026-11-23T10:00:00Z'))).toMatchObject({ date: '2026-11-23', days: 365 });
    expect(periodRange('annee', new Date('2027-03-01T10:00:00Z'))).toMatchObject({ date: '2027-03-01', days: 366 }); // 29 February 2028 ahead
    expect(periodRange('demain', new Date('2026-02-28T12:00:00Z')).date).toBe('2026-03-01');
  });
});
