/**
 * Naming the period inside a sentence ("cette semaine", "d’ici dimanche"...):
 * a section takes the names in turn, from a place the section writer gives.
 */
import type { HoroscopePeriod } from '../../../../contract/schemas';

/** Ways to name the period inside a sentence; a section uses them in turn, so that none comes back three times. */
const PERIOD_WORDS: Readonly<Record<HoroscopePeriod, readonly string[]>> = {
  aujourdhui: ["aujourd’hui", 'en ce jour', "d’ici ce soir"],
  demain: ['demain', 'dès demain', 'pour demain'],
  semaine: ['cette semaine', "d’ici dimanche", 'ces sept jours'],
  mois: ['ce mois-ci', "jusqu’à la fin du mois", 'au fil du mois'],
  annee: ['dans les douze mois qui viennent', "d’ici un an", "au fil de l’année qui vient"],
};

/** The period's name number `index` (counted on around the list): the section's `index`-th naming of it. */
export function periodWord(period: HoroscopePeriod, index: number): string {
  const names = PERIOD_WORDS[period];
  return names[index % names.length]!;
}

/**
 * A sentence about what lasts (an aspect, a retrograde) opened with the period it speaks of:
 * "Cette semaine, le carré de Mars…", so that the day's and the week's readings of one lasting
 * aspect are not the same sentence. `lead` is the period's name the sentence takes.
 */
export function duringPeriod(lead: string, sentence: string): string {
  // 'Le carré…' becomes 'le carré…'; a planet's name keeps its capital.
  const properNoun = /^(Mercure|Vénus|Mars|Jupiter|Saturne)\b/.test(sentence);
  const rest = properNoun ? sentence : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
  return `${lead.charAt(0).toUpperCase()}${lead.slice(1)}, ${rest}`;
}
