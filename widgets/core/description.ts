/** The description convention of SPEC.md section 3. */

// Escaped: a partner page in another encoding must still read the marker.
const DIAMOND = /^\s*[\u25C6\u2666\u2B25\u2756]\s*/;

const linesOf = (text: string | null | undefined) => (text ?? '').replace(/\r\n?/g, '\n').split('\n');

/** The first line, or null when there is no text. */
export const descriptionSummary = (text: string | null | undefined): string | null => linesOf(text)[0]!.trim() || null;

/** Lines after the first that begin with the diamond marker, without it (none: an empty list). */
export const descriptionChips = (text: string | null | undefined): string[] =>
  linesOf(text)
    .slice(1)
    .filter((line) => DIAMOND.test(line))
    .map((line) => line.replace(DIAMOND, '').trim())
    .filter(Boolean);

/** The description as written minus the chip lines, line breaks kept (tarologie lists show it as is). */
export function descriptionText(text: string | null | undefined): string {
  return linesOf(text)
    .filter((line) => !DIAMOND.test(line))
    .join('\n')
    .trim();
}

/** 'Title · Specialty': the expertise line. */
export function expertiseLine(title: string | null | undefined, specialty: string | null | undefined): string {
  return [title?.trim(), specialty?.trim()].filter(Boolean).join(' · ');
}
