/** French around first names: a module of its own, so that a page without names (a horoscope) does not load it. */

/**
 * « de » before a first name, elided before a vowel sound: 'Joël' → 'de Joël',
 * 'Ophélie' → 'd’Ophélie', 'Hélène' → 'd’Hélène' (the h of a French first name
 * is mute), 'Yves' → 'd’Yves' but 'Yasmine' → 'de Yasmine' (a y before a vowel
 * is a consonant).
 */
export function ofName(name: string): string {
  return /^(?:[aeiouhœæ]|y[^aeiouy])/i.test(name.normalize('NFD')) ? `d’${name}` : `de ${name}`;
}
