/**
 * Whether a section repeats itself: a content word three times in a few
 * sentences reads like a stammer.
 */

/** Function words of five letters or more, free to come back; any other word comes at most twice in a section. */
const FREE_WORDS = new Set(
  `votre vos notre alors cette comme leurs entre avant après depuis pendant aussi encore autre autres toute toutes
   chaque plutôt celle celui elles quelques jusqu lorsque parce puisque quand selon dans avec sans sous vers même ainsi
   toujours bien très moins plus tout tous`.split(/\s+/),
);

export function overused(text: string): boolean {
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (w.length < 5 || FREE_WORDS.has(w)) continue;
    const n = (counts.get(w) ?? 0) + 1;
    if (n >= 3) return true;
    counts.set(w, n);
  }
  return false;
}
