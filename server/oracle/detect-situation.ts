/**
 * What a question is about, finer than its category (the return of a partner, a meeting, a
 * decision, an exam...): the first of SITUATION_RULES its normalised words match, 'avenir'
 * when none does. The reading speaks to it with the situation's words (./situation-readings.ts).
 */
import { SITUATION_RULES } from './situation-rules';
import { SITUATIONS, type Situation } from './situation-readings';
import { hasPhrase, hasWord } from './word-rules';

/** The situation of a question, from its normalised words (text.ts `words`). */
export function detectSituation(ws: readonly string[]): Situation {
  const key = SITUATION_RULES.find((r) => hasWord(ws, r.words) || hasPhrase(ws, r.phrases))?.key ?? 'avenir';
  return { key, ...SITUATIONS[key] };
}
