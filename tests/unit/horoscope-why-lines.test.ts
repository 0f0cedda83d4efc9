/** « Pourquoi ce texte ? »'s sentences, for every kind of line the API may send, in French typography. */
import type { HoroscopeWhy } from '../../contract/schemas';
import { whyLines, whyNote } from '../../widgets/horoscope/why-lines';
import { typographyFaults } from '../helpers/typography';

const YEAR: HoroscopeWhy = {
  positionsAt: '2026-12-01T12:00:00+01:00',
  aspectsAt: '2027-05-31T12:00:00+02:00',
  aspectPoint: 15,
  placements: [
    { body: 'le Soleil', sign: 'Sagittaire', house: 1, retrograde: false },
    { body: 'Mars', sign: 'Lion', house: 5, retrograde: true },
  ],
  aspects: [
    { body: 'Vénus', kind: 'trigone', orb: { degrees: 2, minutes: 14 } },
    { body: 'la Lune', kind: 'conjonction', orb: { degrees: 0, minutes: 5 } },
  ],
  ingresses: [{ body: 'Jupiter', sign: 'Lion', house: 9, day: '2027-06-30' }],
  stays: [
    { body: 'Jupiter', sign: 'Cancer', house: 8 },
    { body: 'Saturne', sign: 'Bélier', house: 5, to: '2027-02-13' },
    { body: 'Vénus', sign: 'Lion', house: 9, from: '2027-03-01', to: '2027-04-01' },
    { body: 'Mars', sign: 'Vierge', house: 10, from: '2027-07-18' },
  ],
  lunations: [],
  moonDays: [],
  mercuryRetrogrades: ['2027-02-10', '2027-06-09', '2027-10-07'],
};

const MONTH_AND_WEEK: HoroscopeWhy = {
  positionsAt: '2026-11-23T12:00:00+01:00',
  aspectsAt: '2026-11-23T12:00:00+01:00',
  aspectPoint: 15,
  placements: [],
  aspects: [],
  ingresses: [],
  stays: [],
  lunations: [
    { phase: 'nouvelle', sign: 'Scorpion', house: 4, day: '2026-11-09' },
    { phase: 'pleine', sign: 'Gémeaux', house: 11, day: '2026-11-24' },
  ],
  moonDays: [{ sign: 'Cancer', house: 12, days: ['2026-11-24', '2026-11-25'] }],
  moonPhase: 'decroissante',
  mercuryRetrogrades: [],
};

describe('« Pourquoi ce texte ? » in plain French', () => {
  it('places the bodies, gives the aspects with their orb in degrees and minutes, and tells the year’s stays, ingresses and retrogrades', () => {
    expect(whyLines(YEAR)).toEqual([
      'Le Soleil en Sagittaire, dans votre 1ʳᵉ maison solaire',
      'Mars en Lion, dans votre 5ᵉ maison solaire, rétrograde',
      'Vénus en trigone à votre signe (orbe 2°\u00a014′)',
      'La Lune en conjonction avec votre signe (orbe 0°\u00a005′)',
      'Jupiter entre en Lion le 30 juin 2027, dans votre 9ᵉ maison solaire',
      'Jupiter en Cancer, dans votre 8ᵉ maison solaire, toute l’année',
      'Saturne en Bélier, dans votre 5ᵉ maison solaire, jusqu’au 13 février 2027',
      'Vénus en Lion, dans votre 9ᵉ maison solaire, du 1er mars 2027 au 1er avril 2027',
      'Mars en Vierge, dans votre 10ᵉ maison solaire, à partir du 18 juillet 2027',
      'Mercure devient rétrograde en février 2027, juin 2027 et octobre 2027',
    ]);
  });

  it('tells the month’s lunations, the week’s Moon days and the day’s phase', () => {
    expect(whyLines(MONTH_AND_WEEK)).toEqual([
      'Nouvelle Lune en Scorpion le 9 novembre 2026, dans votre 4ᵉ maison solaire',
      'Pleine Lune en Gémeaux le 24 novembre 2026, dans votre 11ᵉ maison solaire',
      'La Lune en Cancer, dans votre 12ᵉ maison solaire, mardi et mercredi',
      'Lune décroissante',
    ]);
  });

  it('says when the engine computed, one instant for a day, two for a longer period', () => {
    expect(whyNote(MONTH_AND_WEEK)).toBe(
      'Ces transits sont calculés par notre moteur (astronomy-engine) pour le lundi 23 novembre 2026 à midi, heure de Paris\u202f; les aspects sont mesurés à 15° du début de votre signe.',
    );
    expect(whyNote(YEAR)).toBe(
      'Ces transits sont calculés par notre moteur (astronomy-engine) pour le mardi 1er décembre 2026 à midi, heure de Paris\u202f; ' +
        'les aspects, le lundi 31 mai 2027 à midi (milieu de la période), sont mesurés à 15° du début de votre signe.',
    );
    expect(whyNote({ ...YEAR, positionsAt: '2026-12-01T09:30:00+01:00', aspectsAt: '2026-12-01T09:30:00+01:00' })).toContain('à 9\u00a0h\u00a030, heure de Paris');
  });

  it('keeps French typography in every line', () => {
    for (const why of [YEAR, MONTH_AND_WEEK]) expect([...whyLines(why), whyNote(why)].flatMap(typographyFaults)).toEqual([]);
  });
});
