/**
 * The compatibility's data need: GET /api/astro/compatibilite with the
 * address's own parameters. Two births give the same answer forever, so it
 * stays fresh for the page's life; a refusal (400, 422) is an answer about
 * what was typed, never retried.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import type { Compatibility } from '../../contract/schemas/astro';
import { getJson } from '../core/api';
import { isRefusal } from '../core/refusal';
import { compatibilitySchema } from '../core/schema-loaders/lazy/astro';

export const compatibilityApiPath = (search: string) => `/api/astro/compatibilite?${search}`;

/** The compatibility of `search` (the address's query), or nothing asked yet (null): a disabled query. */
export function compatibilityQueryOptions(apiBase: string, search: string | null): AtomWithQueryOptions<Compatibility, Error, Compatibility, QueryKey> {
  const path = search === null ? null : compatibilityApiPath(search);
  return {
    queryKey: ['voyance', apiBase, path ?? 'compatibilite:none'],
    queryFn: ({ signal }) => getJson(apiBase, path!, compatibilitySchema, signal),
    enabled: path !== null,
    staleTime: Infinity,
    retry: (failures, error) => !isRefusal(error) && failures < 2,
  };
}
