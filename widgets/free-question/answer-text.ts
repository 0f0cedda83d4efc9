const ROMAN_STEPS: readonly [number, string][] = [[10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];

/** Roman numeral of a major arcanum (0 to 21), as printed on the Marseille deck; Le Mat, 0, shows '0'. */
export function romanNumeral(value: number): string {
  if (!Number.isInteger(value) || value <= 0 || value >= 40) return String(value);
  let rest = value;
  let text = '';
  for (const [amount, letters] of ROMAN_STEPS) {
    for (; rest >= amount; rest -= amount) text += letters;
  }
  return text;
}

/** The answer's paragraphs: the server separates them with a blank line. */
export function paragraphs(message: string): string[] {
  return message
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
