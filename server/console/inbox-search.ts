/**
 * The inbox's search, "case and accents aside", done by the database with the
 * product's own folding (foldFrench, the rule of the slugs and of the oracle):
 * its SQL translation is generated here from foldFrench itself, character by
 * character, so the two cannot drift apart. Both the column and the searched
 * words go through it, so the match depends neither on the server's locale
 * (PGlite and a C-locale PostgreSQL lowercase ASCII only) nor on an extension
 * (unaccent) being there.
 */
import { or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldFrench } from '../../contract/domain';

/**
 * What the search folds on top of foldFrench, for what visitors type rather
 * than for slugs: letters that have no decomposition but read as one Latin
 * letter, the sharp s, the typographic apostrophe and the no-break spaces of
 * `1 mois`.
 */
const SEARCH_ONLY: Record<string, string> = { ø: 'o', Ø: 'o', đ: 'd', Đ: 'd', ł: 'l', Ł: 'l', ı: 'i', ß: 'ss', '’': "'", '\u00a0': ' ', '\u202f': ' ' };

/** The characters looked at: the accented Latin letters (U+00C0 to U+024F), the combining accents foldFrench removes, SEARCH_ONLY's. */
function foldedCharacters(): Set<string> {
  const codes = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCharCode(first + i));
  return new Set([...codes(0xc0, 0x24f), ...codes(0x300, 0x36f), ...Object.keys(SEARCH_ONLY)]);
}

/**
 * The fold of each character as SQL can apply it: translate()'s two alphabets
 * for those that become one character (those that become none, the combining
 * accents, come last in `from`, past the end of `to`: translate() drops
 * them), replace() for those that become several (`cœur` is found by `coeur`).
 * Only folds to plain ASCII are kept: a letter that merely changes case (Þ to
 * þ) is left as lower() leaves it.
 */
function foldingTables() {
  const single: [string, string][] = [];
  const removed: string[] = [];
  const spelledOut: [string, string][] = [];
  for (const character of foldedCharacters()) {
    const fold = SEARCH_ONLY[character] ?? foldFrench(character);
    if (fold === character || !/^[\x20-\x7e]*$/.test(fold)) continue;
    if (fold.length === 0) removed.push(character);
    else if (fold.length === 1) single.push([character, fold]);
    else spelledOut.push([character, fold]);
  }
  return { from: single.map(([character]) => character).join('') + removed.join(''), to: single.map(([, fold]) => fold).join(''), spelledOut };
}

const { from: FROM, to: TO, spelledOut: SPELLED_OUT } = foldingTables();

/** The text folded as foldFrench (and SEARCH_ONLY) fold it, in SQL. */
function folded(text: SQLWrapper): SQL {
  let expression = sql`translate(${text}, ${FROM}, ${TO})`;
  for (const [character, letters] of SPELLED_OUT) expression = sql`replace(${expression}, ${character}, ${letters})`;
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
