/**
 * The horoscope's data need (SPEC.md section 9): its path, its query options
 * per period (freshness, retention, retries, refetch on focus) and the
 * prefetch of the near periods once a sign is shown.
 */
import type { QueryClient, QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import { getJson } from '../core/api';
import { Horoscope, type HoroscopePeriod } from '../core/schemas/horoscope';

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

const daily = { retries: 3, firstRetryDelay: 1000 } as const;
const longer = { retries: 2, firstRetryDelay: 2000, refetchOnWindowFocus: false } as const;

export const HOROSCOPE_QUERY_POLICY: Readonly<Record<HoroscopePeriod, PeriodPolicy>> = {
  aujourdhui: { fresh: 2 * HOUR, retained: 4 * HOUR, ...daily, refetchOnWindowFocus: true },
  demain: { fresh: 4 * HOUR, retained: 8 * HOUR, ...daily, refetchOnWindowFocus: false },
  semaine: { fresh: 12 * HOUR, retained: 24 * HOUR, ...longer },
  mois: { fresh: 24 * HOUR, retained: 48 * HOUR, ...longer },
  annee: { fresh: 7 * 24 * HOUR, retained: 14 * 24 * HOUR, ...longer },
};

const MAX_RETRY_DELAY = 10_000;

/** Periods prefetched 2 s after a sign is shown, and how long that prefetch stays fresh. */
export const PREFETCHED_PERIODS = ['aujourdhui', 'demain', 'semaine'] as const satisfies readonly HoroscopePeriod[];
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
    queryFn: ({ signal }) => getJson(apiBase, path, Horoscope, signal),
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
