/**
 * The spotlight's picks: which call, which heading, which texts (SPEC.md
 * sections 2, 8 and 9), and the query that reads one advisor or none.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import { pickPath, SINGLE_PICKS, type SinglePick } from '../../contract/domain/picks';
import { ApiCallError, getJson } from '../core/api';
import type { Advisor } from '../../contract/schemas/advisor';
import type { PickAnswer } from '../../contract/schemas/pick';
import { pickAnswerSchema } from '../core/schema-loaders/lazy/pick';
import { slugify } from '../../contract/domain/slug';
import { ADVISOR_BLOCK_TEXTS as BLOCK } from '../core/texts/advisor-blocks';

export const SPOTLIGHT_PICKS = SINGLE_PICKS;
export type SpotlightPick = SinglePick;

/** 'daily' when absent; 'Numérologue' or 'Carrière' are read as their picks; unknown -> null. */
export function resolvePick(value: string | undefined): SpotlightPick | null {
  if (!value?.trim()) return 'daily';
  const key = slugify(value);
  return SPOTLIGHT_PICKS.find((pick) => pick === key) ?? null;
}

export interface PickRules {
  heading: string;
  loading: string;
  error: string;
  /** Shown when the call answers no advisor; null: that counts as an error. */
  empty: string | null;
  /** Only the daily reading shows the advisor's video (SPEC.md section 2, home). */
  video: boolean;
}

export function pickRules(pick: SpotlightPick): PickRules {
  const rules: PickRules = {
    heading: BLOCK.spotlightHeadings[pick],
    loading: BLOCK.errors.loading,
    error: BLOCK.errors.homeBlock,
    empty: null,
    video: false,
  };
  if (pick === 'daily') {
    return { ...rules, loading: BLOCK.errors.dailyReadingLoading, error: BLOCK.errors.dailyReading, empty: BLOCK.errors.dailyReadingEmpty, video: true };
  }
  return pick === 'monthly' ? { ...rules, error: BLOCK.errors.monthly } : rules;
}

/**
 * The advisor's title, else the pick's fallback, else nothing: the
 * expert-of-the-day picks amour, carriere, argent and famille have theirs in
 * the fallback titles under their own name (SPEC.md section 3).
 */
export function spotlightTitle(advisor: Pick<Advisor, 'title'>, pick: SpotlightPick): string | undefined {
  return advisor.title?.trim() || (BLOCK.fallbackTitles as Partial<Record<SpotlightPick, string>>)[pick];
}

/** An empty {} has no key; an advisor has all of theirs. */
const isAdvisor = (answer: PickAnswer): answer is Advisor => answer !== null && !Array.isArray(answer) && 'id' in answer;

/** One advisor, or null when the call answers none (404, empty body, null, [] or {}: PickAnswer). */
export async function fetchPick(base: string, path: string, signal?: AbortSignal): Promise<Advisor | null> {
  try {
    const answer = await getJson(base, path, pickAnswerSchema, signal);
    return isAdvisor(answer) ? answer : null;
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    if (error instanceof SyntaxError) return null; // an empty body is not JSON
    throw error;
  }
}

/** Its own cache entry: the value may be null, unlike the shared advisor query of the same path. */
export const pickQuery = (base: string, pick: SpotlightPick): AtomWithQueryOptions<Advisor | null, Error, Advisor | null, QueryKey> => {
  const path = pickPath(pick);
  return { queryKey: ['voyance', base, path, 'spotlight'], queryFn: ({ signal }) => fetchPick(base, path, signal) };
};
