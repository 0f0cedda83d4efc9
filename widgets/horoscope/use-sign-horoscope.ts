/** The sign page's query of one period, and the prefetch of the periods a visitor opens next. */
import { useEffect, useRef } from 'react';
import type { HoroscopePeriod } from '../../contract/domain/horoscope-periods';
import type { Horoscope } from '../../contract/schemas/horoscope';
import { queryClient, useApiQuery } from '../core/query';
import { horoscopeQueryOptions, PREFETCH_DELAY_MS, prefetchHoroscopes } from './horoscope-query';

export function useSignHoroscope(apiBase: string, sign: string, period: HoroscopePeriod) {
  // The last answer shown for this sign stands in while another period loads.
  const shown = useRef<{ sign: string; data: Horoscope } | null>(null);
  const query = useApiQuery({
    ...horoscopeQueryOptions(apiBase, sign, period),
    placeholderData: () => (shown.current?.sign === sign ? shown.current.data : undefined),
  });
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    if (data && !isPlaceholderData) shown.current = { sign, data };
  }, [data, isPlaceholderData, sign]);

  useEffect(() => {
    const timer = setTimeout(() => void prefetchHoroscopes(queryClient, apiBase, sign), PREFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [apiBase, sign]);

  return query;
}
