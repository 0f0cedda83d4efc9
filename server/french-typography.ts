/**
 * French typography for the prose the server writes at run time (the oracle's
 * answers, zod's own validation messages), applied once to what it sends: the
 * apostrophe ’ (U+2019) and a narrow no-break space (U+202F) before ? ! ; : and inside « ».
 * The texts are written with plain ' and spaces, easier to type and to read in the source.
 */
import { elides } from '../contract/domain/french-elision';

/** The narrow no-break space (U+202F): before ? ! ; : and inside « ». */
export const NNBSP = '\u202f';

export function typeset(text: string): string {
  return text
    .replace(/'/g, '’')
    // A colon between the hours and the minutes (« 02:30 ») is no punctuation.
    .replace(/[ \u00a0\u202f]*([?!;]|:(?!\d))/g, `${NNBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`);
}

/**
 * « de » joined to a noun phrase, contracted and elided: du Soleil, des sentiments,
 * de la Lune, d’Uranus, de Vénus. The one rule for every place the server joins
 * « de » to words it did not write there (the horoscope's templates, the oracle's topics).
 */
export function de(phrase: string): string {
  if (phrase.startsWith('le ')) return `du ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `des ${phrase.slice(4)}`;
  if (elides(phrase)) return `d’${phrase}`;
  return `de ${phrase}`;
}


/** « à » joined to a noun phrase, contracted: au Soleil, aux Gémeaux, à la Lune, à Vénus. */
export function a(phrase: string): string {
  if (phrase.startsWith('le ')) return `au ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `aux ${phrase.slice(4)}`;
  return `à ${phrase}`;
}
