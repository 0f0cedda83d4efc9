/**
 * The French of every sentence the server writes by itself (issue 42, point 7):
 * the horoscope of every sign in every period over many dates, and the free
 * answer to hundreds of questions people really type, in every category. A
 * large sample, read as a careful editor would: no « de les », « de le »,
 * « à le », « à les », « de un », « que il », no missing elision, no word
 * written twice, and the typography of tests/helpers/typography.ts.
 */
import { computeHoroscope } from '../../server/horoscope/engine';
import { analysePhrase, answerQuestion, LABELLED_QUESTIONS } from '../../server/oracle';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import type { HoroscopePeriod } from '../../contract/schemas';
import { grammarFaults } from '../helpers/french-grammar';
import { typographyFaults } from '../helpers/typography';

const PERIODS: readonly HoroscopePeriod[] = ['aujourdhui', 'demain', 'semaine', 'mois', 'annee'];
const DAY_MS = 86_400_000;

/** Faults of a text, each counted once however many texts share it. */
function collect(faults: Map<string, string>, where: string, text: string): void {
  for (const fault of [...grammarFaults(text), ...typographyFaults(text)]) if (!faults.has(fault)) faults.set(fault, where);
}

const report = (faults: Map<string, string>) => [...faults].map(([fault, where]) => `${where}: ${fault}`);

describe('the checker itself', () => {
  it.each([
    ['voici ce qu’ils disent de les sentiments', 'de les'],
    ['le retour de le Soleil', 'de le'],
    ['grâce à le Soleil', 'à le'],
    ['fidèle à les Gémeaux', 'à les'],
    ['le parfum de amour', 'élision'],
    ['il faut que il parte', 'que il'],
    ['au sujet de une rencontre', 'de un'],
    ['la la énergie', 'mot répété'],
    ['le opposition de Mars', 'élision'],
  ])('finds the fault in %j', (text, rule) => {
    expect(grammarFaults(text).join(' ')).toContain(rule);
  });

  it.each(['avant de les envoyer', 'vous vous sentez bien', 'le onze mars', 'le yoga du matin', 'de Yasmine', 'l’énergie de la Lune', 'qu’il revienne', 'le hasard fait bien les choses'])(
    'leaves %j alone',
    (text) => {
      expect(grammarFaults(text)).toEqual([]);
    },
  );
});

describe('the French of what the server writes', () => {
  it('every sign in every period, on 14 dates over fifteen months', () => {
    const faults = new Map<string, string>();
    let texts = 0;
    for (let k = 0; k < 14; k++) {
      // Every 33 days from 1 January 2026: every weekday, every month, two years.
      const now = new Date(Date.UTC(2026, 0, 1, 10) + k * 33 * DAY_MS);
      for (const sign of ZODIAC_SIGNS) {
        for (const period of PERIODS) {
          const body: object = Object.values(computeHoroscope(sign, period, now).data ?? {})[0] ?? {};
          for (const value of Object.values(body)) {
            for (const text of Array.isArray(value) ? value : [value]) {
              if (typeof text !== 'string') continue;
              texts++;
              collect(faults, `${sign.slug}/${period}/${now.toISOString().slice(0, 10)}`, text);
            }
          }
        }
      }
    }
    expect(texts).toBeGreaterThan(5_000);
    expect(report(faults)).toEqual([]);
  });

  it('the free answer to every question of the corpus, with first names that elide and that do not', () => {
    const names = ['Éloïse', 'martine', 'HÉLÈNE', 'Yves', 'Yasmine', ''];
    const faults = new Map<string, string>();
    LABELLED_QUESTIONS.forEach(({ text: question }, i) => {
      const prenom = names[i % names.length]!;
      for (const day of ['2026-11-28', '2027-03-14']) {
        const answer = answerQuestion({ prenom, question, day, advisors: [] });
        collect(faults, question, answer.message);
        for (const card of answer.cards) collect(faults, question, `${card.name}. ${card.meaning}`);
      }
      collect(faults, question, analysePhrase(prenom, question).message);
    });
    expect(LABELLED_QUESTIONS.length).toBeGreaterThan(500);
    expect(report(faults)).toEqual([]);
  });
});
