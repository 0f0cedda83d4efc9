/**
 * French typography for the prose the server writes at run time (the oracle's
 * answers, zod's own validation messages), applied once to what it sends: the
 * apostrophe ’ (U+2019) and a narrow no-break space (U+202F) before ? ! ; : and inside « ».
 * The texts are written with plain ' and spaces, easier to type and to read in the source.
 */
const NARROW_NBSP = '\u202f';

export function typeset(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/[ \u00a0\u202f]*([?!;:])/g, `${NARROW_NBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NARROW_NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NARROW_NBSP}»`);
}
