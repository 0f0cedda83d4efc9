/**
 * French typography as a French reader expects it (issue 13, point 22): what
 * a text breaks, each fault quoted with a little of its context so that a
 * failing test says where to look.
 *
 * - a narrow no-break space (U+202F) before ? ! ; : and inside « »;
 * - no-break spaces in "24 h/24", "7 j/7", "9 h 00" and between a number and
 *   its unit;
 * - one apostrophe, ’ (U+2019);
 * - an en dash between the two ends of a date range;
 * - "e-mail", never "Email" nor "courriel".
 */
const RULES: { name: string; pattern: RegExp; allowed?: RegExp }[] = [
  // An ordinary space, or none after a word, before ? ! ; (the colon apart:
  // "http://" and "12:30" are not prose).
  { name: 'espace fine insécable avant ? ! ;', pattern: /(?:[^\S\u202f\u00a0]|[\p{L}\p{N}»)])[?!;]/gu },
  { name: 'espace insécable avant :', pattern: /(?:[^\S\u202f\u00a0]|\p{L})[:](?!\/\/)/gu },
  { name: 'espace fine insécable dans « »', pattern: /«(?![\u202f\u00a0])|(?<![\u202f\u00a0])»/gu },
  { name: 'apostrophe typographique ’', pattern: /\p{L}'|'\p{L}/gu },
  // "24 h/24", "7 j/7", "9 h 00": the number, the unit and what follows stay together.
  { name: 'espaces insécables dans 24 h/24, 7 j/7, 9 h 00', pattern: /\d+\s*[hj]\s*\/\s*\d+|\d+\s*h\s*\d\d\b/gu, allowed: /^\d+[\u00a0\u202f](?:[hj]\/\d+|h[\u00a0\u202f]\d\d)$/u },
  { name: 'tiret demi-cadratin dans une période', pattern: /\d{1,2}(?:er)?\s\p{Ll}+\s?[-—]\s?\d{1,2}\s\p{Ll}+|\d\d\s?-\s?\d{1,2}\s?h/gu },
  { name: 'e-mail', pattern: /\bemails?\b|\bcourriels?\b/giu },
];

/** The faults of one text: '<rule> — «…context…»'. */
export function typographyFaults(text: string): string[] {
  const faults: string[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      if (rule.allowed?.test(match[0])) continue;
      const start = Math.max(0, match.index - 20);
      faults.push(`${rule.name} — «${text.slice(start, match.index + match[0].length + 20)}»`);
    }
  }
  return faults;
}
