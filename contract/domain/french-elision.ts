/**
 * French elision, one rule for the horoscope engine (d’Uranus, l’opposition)
 * and for the first names of the site, the widgets and the console
 * (d’Ophélie). A module of its own, so that a page without names (a
 * horoscope) does not load it.
 */

/**
 * Whether `word` begins with a vowel sound, so that « de », « le », « la »
 * before it are elided: accented or not; an h, mute in our words and first
 * names (l’horizon, d’Hélène); a y before a consonant (d’Yves) but not before
 * a vowel, where it is one (de Yasmine, le yoga).
 */
export function elides(word: string): boolean {
  return /^(?:[aeiouhœæ]|y[^aeiouy])/i.test(word.normalize('NFD'));
}

/** « de » before a first name: 'Joël' → 'de Joël', 'Ophélie' → 'd’Ophélie'. */
export function ofName(name: string): string {
  return elides(name) ? `d’${name}` : `de ${name}`;
}
