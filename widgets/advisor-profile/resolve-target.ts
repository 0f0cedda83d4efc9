/**
 * Which advisor a profile shows (SPEC.md section 4), decided from what the
 * page gives it, in this order:
 * 1. `advisor-id`, when it is a number;
 * 2. `slug`, used directly as the id when it is all digits, else looked up by slug;
 * 3. the navigation state the host site passes with the route
 *    (`history.state.usr.voyantId` as React Router stores it, or `history.state.voyantId`);
 * 4. the stored `selectedVoyantId`, then `lastVoyantId`.
 */
import { asAdvisorId } from '../../contract/domain/advisor-id';
import type { StoredId } from '../core/storage';

export type ProfileTarget = { kind: 'id'; id: number } | { kind: 'slug'; slug: string } | { kind: 'none' };

export interface ProfileTargetInput {
  slug?: string | null;
  advisorId?: number | string | null;
  /** The page's `history.state`. */
  navigationState?: unknown;
  /** The stored ids (widgets/core/storage.ts). */
  storage: Readonly<Record<StoredId, number | null>>;
}


const field = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** `history.state?.usr?.voyantId ?? history.state?.voyantId`. */
export const navigationVoyantId = (state: unknown): unknown => field(field(state, 'usr'), 'voyantId') ?? field(state, 'voyantId');

export function resolveProfileTarget({ slug, advisorId, navigationState, storage }: ProfileTargetInput): ProfileTarget {
  const direct = asAdvisorId(advisorId) ?? asAdvisorId(slug);
  if (direct !== null) return { kind: 'id', id: direct };
  const lookup = slug?.trim();
  if (lookup) return { kind: 'slug', slug: lookup };
  const fallback = asAdvisorId(navigationVoyantId(navigationState)) ?? storage.selectedVoyantId ?? storage.lastVoyantId;
  return fallback !== null ? { kind: 'id', id: fallback } : { kind: 'none' };
}
