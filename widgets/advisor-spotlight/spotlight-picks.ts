/**
 * The spotlight's picks: which call, which heading, which texts (SPEC.md
 * sections 2, 8 and 9), and the query that reads one advisor or none.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import * as z from 'zod/mini';
import { pickPath } from '../core/advisor-queries';
import { ApiCallError, getJson } from '../core/api';
import { log } from '../core/log';
import { DEFAULT_RATING, parseRating } from '../core/rating';
import { Advisor } from '../core/schemas/advisor';
import { slugify } from '../core/slug';
import type { StatusWording } from '../core/parts/status-indicator';
import { ADVISOR_TEXTS } from '../core/texts/advisor';
import { ADVISOR_BLOCK_TEXTS as BLOCK } from '../core/texts/advisor-blocks';

export const SPOTLIGHT_PICKS = ['daily', 'monthly', 'tarologue', 'astrologue', 'numerologue', 'medium', 'amour', 'carriere', 'argent', 'famille'] as const;
export type SpotlightPick = (typeof SPOTLIGHT_PICKS)[number];

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
  statusWording: StatusWording;
  rating: (advisor: Advisor) => number;
  reviews: (advisor: Advisor) => string;
}

const ownRating = (advisor: Advisor) => parseRating(advisor.rating) ?? DEFAULT_RATING;
const ownReviews = (advisor: Advisor) => ADVISOR_TEXTS.reviews(advisor.reviews_count);
const THEME_PICKS: readonly SpotlightPick[] = ['tarologue', 'astrologue', 'numerologue', 'medium'];

export function pickRules(pick: SpotlightPick): PickRules {
  const heading = BLOCK.spotlightHeadings[pick];
  if (pick === 'daily') {
    return {
      heading,
      loading: BLOCK.errors.dailyReadingLoading,
      error: BLOCK.errors.dailyReading,
      empty: BLOCK.errors.dailyReadingEmpty,
      video: true,
      statusWording: 'availability',
      rating: ownRating,
      reviews: ownReviews,
    };
  }
  if (pick === 'monthly') {
    return { heading, loading: BLOCK.errors.loading, error: BLOCK.errors.monthly, empty: null, video: false, statusWording: 'monthly', rating: ownRating, reviews: ownReviews };
  }
  // Theme and specialty pages show the fixed 4.8; theme cards also the fixed '238 avis' (SPEC.md section 9).
  return {
    heading,
    loading: BLOCK.errors.loading,
    error: BLOCK.errors.homeBlock,
    empty: null,
    video: false,
    statusWording: 'availability',
    rating: () => DEFAULT_RATING,
    reviews: THEME_PICKS.includes(pick) ? () => BLOCK.themeReviews : ownReviews,
  };
}

/** Titles of the expert-of-the-day blocks when the advisor has none (SPEC.md section 3). */
const FALLBACK_TITLES: Partial<Record<SpotlightPick, string>> = {
  amour: BLOCK.fallbackTitles.amour,
  carriere: BLOCK.fallbackTitles.carriere,
  argent: BLOCK.fallbackTitles.argent,
  famille: BLOCK.fallbackTitles.famille,
};

/** The advisor's title, else the pick's fallback, else nothing. */
export function spotlightTitle(advisor: Pick<Advisor, 'title'>, pick: SpotlightPick): string | undefined {
  return advisor.title?.trim() || FALLBACK_TITLES[pick];
}

/** null, [] and {} are "no advisor" answers, like a 404. */
function isEmptyAnswer(value: unknown): boolean {
  return value == null || (Array.isArray(value) && value.length === 0) || (typeof value === 'object' && Object.keys(value).length === 0);
}

/** One advisor, or null when the call answers none (404, empty body, null, [] or {}). */
export async function fetchPick(base: string, path: string, signal?: AbortSignal): Promise<Advisor | null> {
  let value: unknown;
  try {
    value = await getJson(base, path, z.unknown(), signal);
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return null;
    if (error instanceof SyntaxError) return null; // an empty body is not JSON
    throw error;
  }
  if (isEmptyAnswer(value)) return null;
  const parsed = z.safeParse(Advisor, value);
  if (!parsed.success) {
    log.error('unexpected response shape', base + path, parsed.error.issues[0]);
    throw new ApiCallError('Invalid response', 200);
  }
  return parsed.data;
}

/** Its own cache entry: the value may be null, unlike the shared advisor query of the same path. */
export const pickQuery = (base: string, pick: SpotlightPick): AtomWithQueryOptions<Advisor | null, Error, Advisor | null, QueryKey> => {
  const path = pickPath(pick);
  return { queryKey: ['voyance', base, path, 'spotlight'], queryFn: ({ signal }) => fetchPick(base, path, signal) };
};
