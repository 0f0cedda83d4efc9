/**
 * The inbox's search, "case and accents aside", done by the database: both
 * the column and the searched words go through the same SQL folding, so the
 * match does not depend on the server's locale (PGlite and a C-locale
 * PostgreSQL lowercase ASCII only) nor on an extension (unaccent) being there.
 */
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** Letters that have no decomposition but read as one Latin letter. */
const UNDECOMPOSED: Record<string, string> = { ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ł: 'l', Ł: 'L', ı: 'i' };
/** What a visitor types and what they meant: the typographic apostrophe, the no-break spaces of `1 mois`. */
const SAME_AS_TYPED: Record<string, string> = { '’': "'", '\u00a0': ' ', '\u202f': ' ' };
/** Ligatures, one letter written as two: `cœur` is found by `coeur`. */
const LIGATURES = [
  ['œ', 'oe'],
  ['Œ', 'oe'],
  ['æ', 'ae'],
  ['Æ', 'ae'],
  ['ß', 'ss'],
] as const;

/** translate()'s two alphabets: each accented Latin letter (U+00C0 to U+024F) and its base letter. */
function foldingAlphabets(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code);
    const base = letter.normalize('NFD').replace(/\p{M}/gu, '');
    if (base !== letter && /^[A-Za-z]$/.test(base)) {
      from += letter;
      to += base;
    }
  }
  for (const [letter, base] of Object.entries({ ...UNDECOMPOSED, ...SAME_AS_TYPED })) {
    from += letter;
    to += base;
  }
  return { from, to };
}

const { from: FROM, to: TO } = foldingAlphabets();

/** The text without accents, ligatures nor capitals, in SQL. */
export function folded(text: SQLWrapper): SQL {
  let expression = sql`translate(${text}, ${FROM}, ${TO})`;
  for (const [ligature, letters] of LIGATURES) expression = sql`replace(${expression}, ${ligature}, ${letters})`;
  return sql`lower(${expression})`;
}

/** LIKE's own characters taken literally: a search for `50%` looks for `50%`. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Any of the columns contains the words, case and accents aside; undefined (no condition) for an empty search. */
export function containsFolded(columns: readonly SQLWrapper[], search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = folded(sql`${`%${escapeLike(search)}%`}::text`);
  return or(...columns.map((column) => sql`${folded(column)} like ${pattern}`));
}
