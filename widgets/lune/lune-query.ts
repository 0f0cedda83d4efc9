/**
 * <voy-lune>'s data: GET /api/astro/lune, fresh until the server says the
 * answer expires (`fresh_until`: midnight in Paris, or a new or full moon
 * that comes sooner), as long as the server keeps its drawing of a page: the
 * site's takeover asks nothing again. A page left open asks again when the
 * answer expires. A day asked for never changes.
 */
import type { Query, QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import { ApiCallError, getJson } from '../core/api';
import { QUERY_DEFAULTS } from '../core/query';
import { moonSchema } from '../core/schema-loaders/lazy/moon';
import type { MoonReport } from '../../contract/schemas/moon';

const MIN_REFETCH_MS = 60_000;

export const moonPath = (date?: string) => (date ? `/api/astro/lune?date=${encodeURIComponent(date)}` : '/api/astro/lune');

/** Milliseconds until the answer expires by the server's word; a day's answer never does. */
function freshFor(report: MoonReport | undefined): number {
  if (!report) return 0;
  if (report.fresh_until === null) return Infinity;
  return Math.max(0, Date.parse(report.fresh_until) - Date.now());
}

export function moonQueryOptions(apiBase: string, date: string | undefined): AtomWithQueryOptions<MoonReport, Error, MoonReport, QueryKey> {
  const path = moonPath(date);
  return {
    queryKey: ['voyance', apiBase, path],
    queryFn: ({ signal }) => getJson(apiBase, path, moonSchema, signal),
    staleTime: (query: Query<MoonReport, Error, MoonReport, QueryKey>) => freshFor(query.state.data),
    // A page left open follows the Moon: asked again when the answer expires (never for a day asked for);
    // at most once a minute, should the visitor's clock run hours ahead of the server's.
    refetchInterval: (query: Query<MoonReport, Error, MoonReport, QueryKey>) => {
      const wait = freshFor(query.state.data);
      return Number.isFinite(wait) && query.state.data ? Math.max(wait, MIN_REFETCH_MS) : false;
    },
    // A date refused (400, the server's French message shown) is refused again: no retry for a client's mistake.
    retry: (failures: number, error: Error) => !(error instanceof ApiCallError && error.status !== null && error.status < 500) && failures < QUERY_DEFAULTS.retry,
  };
}
