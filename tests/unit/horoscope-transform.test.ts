import type { Horoscope, HoroscopeBody, HoroscopePeriod } from '../../contract/schemas';
import { coloursIn, dateHeading, transformHoroscope } from '../../widgets/horoscope/transform';

const TEXT = {
  personal: 'Une rencontre inattendue.',
  health: 'Reposez-vous.',
  profession: 'Un projet avance.',
  emotions: 'Le cœur est léger.',
  travel: 'Un court trajet.',
};

const answer = (body: HoroscopeBody, key: 'prediction' | 'daily_horoscope' | 'weekly_horoscope' | 'monthly_horoscope' | 'yearly_horoscope' = 'daily_horoscope', date = '2026-11-22'): Horoscope => ({
  success: true,
  data: { [key]: body },
  meta: { sign: 'lion', period: 'aujourdhui', date, source: 'engine' },
});

describe('transformHoroscope', () => {
  it('reads whichever body the provider used', () => {
    for (const key of ['prediction', 'daily_horoscope', 'weekly_horoscope', 'monthly_horoscope', 'yearly_horoscope'] as const) {
      expect(transformHoroscope(answer({ ...TEXT, luck: [] }, key), 'aujourdhui').predictions, key).toEqual(TEXT);
    }
  });

  it('takes the cosmic advice from either prefix, trimmed, and defaults it', () => {
    const french = transformHoroscope(answer({ ...TEXT, luck: ['Conseil Cosmique :   Osez demander.  ', 'Chiffre porte-bonheur : 7'] }), 'aujourdhui');
    expect(french.cosmicAdvice).toBe('Osez demander.');
    expect(french.luck).toEqual(['Chiffre porte-bonheur : 7']);

    const english = transformHoroscope(answer({ ...TEXT, luck: ['Cosmic Tip : Trust the process.'] }), 'aujourdhui');
    expect(english.cosmicAdvice).toBe('Trust the process.');
    expect(english.luck).toEqual([]);

    const none = transformHoroscope(answer({ ...TEXT, luck: ['Pierre du moment : améthyste'] }), 'aujourdhui');
    expect(none.cosmicAdvice).toBe('Embrassez les opportunités qui se présentent à vous.');
    expect(none.luck).toEqual(['Pierre du moment : améthyste']);
  });

  it('turns colour items into codes, multi-word names first, French and English', () => {
    const result = transformHoroscope(
      answer({ ...TEXT, luck: ['Couleurs chanceuses : bleu ciel, or et Lavande', 'Lucky Colors : sky blue, red, purple, violet', 'Date clé : le 3'] }),
      'aujourdhui',
    );
    // bleu ciel is not bleu; purple and violet are one colour; no colour item becomes a bullet.
    expect(result.luckyColors).toEqual(['#87ceeb', '#d4af37', '#b57edc', '#e0393e', '#8e44ad']);
    expect(result.luck).toEqual(['Date clé : le 3']);
    expect(coloursIn('bleu, bleu ciel')).toEqual(['#2f6fdf', '#87ceeb']);
    expect(coloursIn('rouge, vert, jaune, orange, rose, argent, marron, noir, blanc')).toHaveLength(9);
    expect(coloursIn('green, yellow, pink, silver, gold, brown, black, white, blue')).toHaveLength(9);
    // 'or' only as a word: not inside 'Colors' nor 'orange'.
    expect(coloursIn('Colors : orange')).toEqual(['#f39c12']);
  });

  it('has no lucky colours without a colour item', () => {
    expect(transformHoroscope(answer({ ...TEXT, luck: ['Chiffre porte-bonheur : 4'] }), 'aujourdhui').luckyColors).toBeUndefined();
  });

  it('says which fields are missing, and that everything is when there is no data', () => {
    const partial = transformHoroscope(answer({ personal: 'Belle journée.', travel: '  ' }), 'aujourdhui');
    expect(partial.predictions).toEqual({
      personal: 'Belle journée.',
      health: 'Données non disponibles',
      profession: 'Données non disponibles',
      emotions: 'Données non disponibles',
      travel: 'Données non disponibles',
    });
    expect(partial.luck).toEqual([]);

    for (const empty of [{ success: true }, { success: true, data: {} }] satisfies Horoscope[]) {
      const result = transformHoroscope(empty, 'semaine');
      expect(Object.values(result.predictions)).toEqual(Array(5).fill('Données non disponibles pour le moment.'));
      expect(result.cosmicAdvice).toBe('Embrassez les opportunités qui se présentent à vous.');
      expect(result.luck).toEqual([]);
    }
  });

});

describe('French date headings', () => {
  const headings: [HoroscopePeriod, string, string][] = [
    ['aujourdhui', '2026-11-22', 'dimanche 22 novembre 2026'],
    ['demain', '2026-11-23', 'lundi 23 novembre 2026'],
    ['semaine', '2026-11-16', 'Semaine du 16 novembre 2026'],
    ['semaine', '2026-06-01', 'Semaine du 1 juin 2026'],
    ['mois', '2026-11-01', 'novembre 2026'],
    ['mois', '2026-08-01', 'août 2026'],
    // The year is the twelve months from the answer's day (server/calendar.ts): its heading names both ends.
    ['annee', '2026-01-01', 'De janvier 2026 à décembre 2026'],
    ['annee', '2026-12-01', 'De décembre 2026 à novembre 2027'],
    ['annee', '2026-11-28', 'De novembre 2026 à novembre 2027'],
    ['annee', '2026-04-15', 'D’avril 2026 à avril 2027'],
    ['annee', '2027-08-01', 'D’août 2027 à juillet 2028'],
  ];

  it.each(headings)('%s of %s: %s', (period, date, expected) => {
    expect(transformHoroscope(answer(TEXT, 'prediction', date), period).date).toBe(expected);
  });

  it('uses today, or tomorrow, when the answer has no date', () => {
    const today = new Date(2026, 1, 28, 23, 30);
    expect(transformHoroscope({ success: true }, 'aujourdhui', today).date).toBe('samedi 28 février 2026');
    expect(transformHoroscope({ success: true }, 'demain', today).date).toBe('dimanche 1 mars 2026');
    expect(dateHeading('mois', today)).toBe('février 2026');
  });
});
