/**
 * The birth chart's data need: GET /api/astro/theme with the page address's
 * own parameters. A chart never changes for the same birth data, so it stays
 * fresh for the page's life; a refusal (400, 422) is an answer, never retried.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import { birthChartSearch, type BirthChartAddress } from '../../contract/domain/birth-data';
import type { BirthChart } from '../../contract/schemas/astro';
import { getJson } from '../core/api';
import { isRefusal } from '../core/refusal';
import { birthChartSchema } from '../core/schema-loaders/lazy/astro';

export const chartApiPath = (address: BirthChartAddress) => `/api/astro/theme?${birthChartSearch(address)}`;

/** The chart of `address`, or nothing asked yet (null): a disabled query, which the server's render leaves alone. */
export function chartQueryOptions(apiBase: string, address: BirthChartAddress | null): AtomWithQueryOptions<BirthChart, Error, BirthChart, QueryKey> {
  const path = address ? chartApiPath(address) : null;
  return {
    queryKey: ['voyance', apiBase, path ?? 'theme-astral:none'],
    queryFn: ({ signal }) => getJson(apiBase, path!, birthChartSchema, signal),
    enabled: path !== null,
    staleTime: Infinity,
    retry: (failures, error) => !isRefusal(error) && failures < 2,
  };
}
