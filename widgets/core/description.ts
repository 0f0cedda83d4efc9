/** The description convention of SPEC.md section 3. */

// Escaped: a partner page in another encoding must still read the marker.
const DIAMOND = /^\s*[\u25C6\u2666\u2B25\u2756]\s*/;

export const DEFAULT_CHIPS = ['Médium', 'Tarot de Marseille', 'Cartomancienne', 'Numérologue'] as const;

export interface Description {
  /** The first line, or null when there is no text. */
  summary: string | null;
  /** Lines after the first that are not chips, line breaks kept. */
  body: string;
  /** Lines that begin with the diamond marker, without it; the defaults when there are none. */
  chips: string[];
  /** True when the chips are the defaults. */
  defaultChips: boolean;
}

export function parseDescription(text: string | null | undefined): Description {
  const lines = (text ?? '').replace(/\r\n?/g, '\n').split('\n');
  const summary = lines[0]?.trim() || null;
  const rest = lines.slice(1);
  const chips = rest.filter((line) => DIAMOND.test(line)).map((line) => line.replace(DIAMOND, '').trim()).filter(Boolean);
  const body = rest.filter((line) => !DIAMOND.test(line)).join('\n').trim();
  return chips.length > 0 ? { summary, body, chips, defaultChips: false } : { summary, body, chips: [...DEFAULT_CHIPS], defaultChips: true };
}

/** The description as written minus the chip lines, line breaks kept (tarologie lists show it as is). */
export function descriptionText(text: string | null | undefined): string {
  return (text ?? '').replace(/\r\n?/g, '\n').split('\n').filter((line) => !DIAMOND.test(line)).join('\n').trim();
}

/** 'Title · Specialty': the expertise line. */
export function expertiseLine(title: string | null | undefined, specialty: string | null | undefined): string {
  return [title?.trim(), specialty?.trim()].filter(Boolean).join(' · ');
}
