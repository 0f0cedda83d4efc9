/**
 * Our French dates, lists and prices are written without Intl (its first
 * formatter costs the page a long task): they must read exactly as Intl's
 * fr-FR writes them, which this process's Intl says.
 */
import { frenchAndList, frenchDate, frenchOrList, frenchTime, isoDay, localDay, type DateFields } from '../../contract/domain/french-format';
import { dayInSentence } from '../../contract/domain/day-in-sentence';
import { elides, ofName } from '../../contract/domain/french-elision';
import { formatEuros } from '../../contract/domain/price';

const INTL_FIELDS: Record<DateFields, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  year: { year: 'numeric' },
};

/** Every day of two years, one leap year among them. */
const DAYS = Array.from({ length: 731 }, (_, i) => new Date(2027, 11, 31 - i));

describe('French dates without Intl', () => {
  it.each(Object.keys(INTL_FIELDS) as DateFields[])('every day of 2026 and 2027, with the fields up to %s, reads as Intl writes it', (fields) => {
    const intl = new Intl.DateTimeFormat('fr-FR', INTL_FIELDS[fields]);
    const differences = DAYS.filter((date) => frenchDate(localDay(date), fields) !== intl.format(date));
    expect(differences.map((date) => date.toDateString())).toEqual([]);
  });

  it('a day in a sentence is Intl’s, but the first of a month is « 1er » (<voy-lune>’s lunations)', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const differences = DAYS.filter((date) => {
      const expected = intl.format(date).replace(/^(\S+) 1 /, '$1 1er ');
      return dayInSentence(localDay(date), true) !== expected || dayInSentence(localDay(date), false) !== expected.replace(/ \d{4}$/, '');
    });
    expect(differences.map((date) => date.toDateString())).toEqual([]);
    expect(dayInSentence(isoDay('2026-12-01')!, false)).toBe('mardi 1er décembre');
  });

  it("'YYYY-MM-DD' reads as Intl's long date in UTC, and anything else is not a date", () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });
    for (const date of DAYS) {
      const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      expect(frenchDate(isoDay(iso)!, 'day'), iso).toBe(intl.format(new Date(iso)));
    }
    expect(isoDay('2026-1-02')).toBeUndefined();
    expect(isoDay('hier')).toBeUndefined();
  });
});

describe('French hours without Intl', () => {
  it('every minute of a day reads as Intl writes it with two-digit hours and minutes', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
    const minutes = Array.from({ length: 24 * 60 }, (_, i) => new Date(2026, 10, 25, 0, i, 59));
    expect(minutes.filter((date) => frenchTime(date) !== intl.format(date)).map((date) => date.toTimeString())).toEqual([]);
  });
});

describe('French lists without Intl', () => {
  it('one, two, three or four names joined as Intl joins them with « ou »', () => {
    const intl = new Intl.ListFormat('fr', { type: 'disjunction' });
    for (const names of [[], ['WhatsApp'], ['WhatsApp', 'téléphone'], ['WhatsApp', 'Messenger', 'téléphone'], ['a', 'b', 'c', 'd']]) {
      expect(frenchOrList(names)).toBe(intl.format(names));
    }
  });

  it('and with « et », as Intl joins them', () => {
    const intl = new Intl.ListFormat('fr', { type: 'conjunction' });
    for (const names of [[], ['mardi'], ['mardi', 'mercredi'], ['février 2027', 'juin 2027', 'octobre 2027'], ['a', 'b', 'c', 'd']]) {
      expect(frenchAndList(names)).toBe(intl.format(names));
    }
  });
});

describe('prices without Intl', () => {
  it('every amount from 0 to 2,000 euros by steps of 37 cents, and large ones, read as Intl writes them', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    const amounts = [...Array.from({ length: 5400 }, (_, i) => i * 37), 99_999_999, 100_000_000, 123_456_789_012, -1250, -99];
    const differences = amounts.filter((cents) => formatEuros(cents) !== intl.format(cents / 100));
    expect(differences).toEqual([]);
  });
});

describe('« de » before a first name', () => {
  it('is elided before a vowel sound, accented or not, and before an h; kept before a consonant', () => {
    expect(['Ophélie', 'Élodie', 'Isaure', 'Hélène', 'Œnone', 'Yves', 'Yasmine', 'Joël', 'Romain', 'Bérénice'].map(ofName)).toEqual([
      'd’Ophélie',
      'd’Élodie',
      'd’Isaure',
      'd’Hélène',
      'd’Œnone',
      'd’Yves',
      'de Yasmine',
      'de Joël',
      'de Romain',
      'de Bérénice',
    ]);
  });

  it('is the horoscope engine’s rule too: its words elide by the same test', () => {
    expect(['avril', 'août', 'Uranus', 'opposition', 'horizon', 'écoute', 'Yves'].filter((word) => !elides(word))).toEqual([]);
    expect(['carré', 'Vénus', 'la Lune', 'le Soleil', 'yoga', 'Yasmine'].filter(elides)).toEqual([]);
  });
});
