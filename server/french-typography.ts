/**
 * French typography for the prose the server writes at run time (the oracle's
 * answers, zod's own validation messages), applied once to what it sends: the
 * apostrophe ’ (U+2019) and a narrow no-break space (U+202F) before ? ! ; : and inside « ».
 * The texts are written with plain ' and spaces, easier to type and to read in the source.
 */
/** The narrow no-break space (U+202F): before ? ! ; : and inside « ». */
export const NNBSP = '\u202f';

export function typeset(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/[ \u00a0\u202f]*([?!;:])/g, `${NNBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NNBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NNBSP}»`);
}
