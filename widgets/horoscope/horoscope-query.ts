/**
 * The horoscope's data need (SPEC.md section 9): its path, its query options
 * per period (freshness, retention, retries, refetch on focus) and the
 * prefetch of the near periods once a sign is shown.
 */
import type { QueryClient, QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import { getJson, resolveBase } from '../core/api';
import { HOROSCOPE_FRESHNESS } from '../../contract/domain/horoscope-freshness';
import { queryClient } from '../core/query';
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '../../contract/domain/horoscope-periods';
import type { Horoscope } from '../../contract/schemas/horoscope';
import { horoscopeSchema } from '../core/schema-loaders/lazy/horoscope';

const HOUR = 3_600_000;

interface PeriodPolicy {
  /** How long an answer is fresh (staleTime). */
  fresh: number;
  /** How long an unused answer is kept (gcTime). */
  retained: number;
  retries: number;
  /** First retry delay; each next one doubles, up to 10 s. */
  firstRetryDelay: number;
  refetchOnWindowFocus: boolean;
}

/** Fresh and kept as long as the server says (HOROSCOPE_FRESHNESS); Aujourd'hui and Demain retry 3 times from 1 s, the longer periods twice from 2 s; only Aujourd'hui refetches on focus. */
export const HOROSCOPE_QUERY_POLICY = Object.fromEntries(
  HOROSCOPE_PERIODS.map((period, i) => {
    const daily = i < 2;
    const { freshSeconds, retainSeconds } = HOROSCOPE_FRESHNESS[period];
    return [period, { fresh: freshSeconds * 1000, retained: retainSeconds * 1000, retries: daily ? 3 : 2, firstRetryDelay: daily ? 1000 : 2000, refetchOnWindowFocus: i === 0 }];
  }),
) as Readonly<Record<HoroscopePeriod, PeriodPolicy>>;

const MAX_RETRY_DELAY = 10_000;

/** Periods prefetched 2 s after a sign is shown (the first three tabs, those a visitor opens next), and how long that prefetch stays fresh. */
export const PREFETCHED_PERIODS: readonly HoroscopePeriod[] = HOROSCOPE_PERIODS.slice(0, 3);
export const PREFETCH_DELAY_MS = 2000;
export const PREFETCH_STALE_TIME = 2 * HOUR;

export const horoscopePath = (sign: string, period: HoroscopePeriod) =>
  `/api/horoscopes/${encodeURIComponent(sign)}/${period}`;

/** Query options of one sign and period; the sign is a French slug ('lion'). */
export function horoscopeQueryOptions(apiBase: string, sign: string, period: HoroscopePeriod): AtomWithQueryOptions<Horoscope, Error, Horoscope, QueryKey> {
  const policy = HOROSCOPE_QUERY_POLICY[period];
  const path = horoscopePath(sign, period);
  return {
    queryKey: ['voyance', apiBase, path],
    queryFn: ({ signal }) => getJson(apiBase, path, horoscopeSchema, signal),
    staleTime: policy.fresh,
    gcTime: policy.retained,
    retry: policy.retries,
    // query-core passes the number of failures so far: 0 before the first retry.
    retryDelay: (failures: number) => Math.min(policy.firstRetryDelay * 2 ** failures, MAX_RETRY_DELAY),
    refetchOnWindowFocus: policy.refetchOnWindowFocus,
  };
}

/** Fetches today's, tomorrow's and this week's horoscope of a sign, each only if not cached yet. */
export function prefetchHoroscopes(client: QueryClient, apiBase: string, sign: string): Promise<void[]> {
  return Promise.all(
    PREFETCHED_PERIODS.map((period) => {
      const options = horoscopeQueryOptions(apiBase, sign, period);
      if (client.getQueryData(options.queryKey) !== undefined) return Promise.resolve();
      return client.prefetchQuery({ ...options, staleTime: PREFETCH_STALE_TIME });
    }),
  );
}

/** A sign's horoscope of a period when the page's cache holds it (a page the server rendered): the host page dates its article from it. */
export const cachedHoroscope = (sign: string, period: HoroscopePeriod, apiBase = resolveBase()): Horoscope | undefined =>
  queryClient.getQueryData(horoscopeQueryOptions(apiBase, sign, period).queryKey);
