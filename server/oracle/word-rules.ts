/**
 * Word lists matched against a question's normalised words (see text.ts `words`): single
 * words, a trailing '*' making a prefix, and '|'-separated phrases of consecutive words.
 * Shared by the refusal rules and the situation detector.
 */
export interface WordRules {
  exact: Set<string>;
  prefixes: string[];
}

export function compile(list: string): WordRules {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const w of list.split(/\s+/)) {
    if (w === '') continue;
    if (w.endsWith('*')) prefixes.push(w.slice(0, -1));
    else exact.add(w);
  }
  return { exact, prefixes };
}

export function phrases(list: string): string[][] {
  return list
    .split('|')
    .map((p) => p.trim().split(/\s+/).filter((w) => w !== ''))
    .filter((p) => p.length > 0);
}

export function matchesWord(w: string, rules: WordRules): boolean {
  return rules.exact.has(w) || rules.prefixes.some((p) => w.startsWith(p));
}

export function hasWord(ws: readonly string[], rules: WordRules): boolean {
  return ws.some((w) => matchesWord(w, rules));
}

export function hasPhrase(ws: readonly string[], list: readonly string[][]): boolean {
  for (let i = 0; i < ws.length; i++) {
    for (const p of list) {
      if (p[0] === ws[i] && i + p.length <= ws.length && p.every((w, j) => ws[i + j] === w)) return true;
    }
  }
  return false;
}
