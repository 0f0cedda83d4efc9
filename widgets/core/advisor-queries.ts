/** The catalogue's queries, shared by every advisor widget (one cache entry per path). */
import type { QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import { getJson } from './api';
import { liveCache } from './live-cache';
import type { Advisor, AdvisorList } from '../../contract/schemas/advisor';
import { advisorListSchema, advisorSchema } from './schema-loaders/lazy/advisor';

type Options<T> = AtomWithQueryOptions<T, Error, T, QueryKey>;

/**
 * A list asked again after a live status event, so that its order and filters
 * follow the server's: past the browser's HTTP cache (the lists say
 * max-age=60), `no-cache` revalidates with the ETag.
 */
const revalidatedList = (base: string, path: string): Promise<AdvisorList> => getJson(base, path, advisorListSchema, undefined, 'no-cache');

export const advisorListQuery = (base: string, path: string): Options<AdvisorList> => {
  // Set here rather than on load: only the pages that show lists carry it.
  liveCache.fetchList = revalidatedList;
  return {
    queryKey: ['voyance', base, path],
    queryFn: ({ signal }) => getJson(base, path, advisorListSchema, signal),
  };
};

export const advisorQuery = (base: string, path: string): Options<Advisor> => ({
  queryKey: ['voyance', base, path],
  queryFn: ({ signal }) => getJson(base, path, advisorSchema, signal),
});

export const ALL_ADVISORS_PATH = '/api/users';
export const advisorByIdPath = (id: number) => `/api/users/${id}`;
export const advisorBySlugPath = (slug: string) => `/api/users/by-slug/${encodeURIComponent(slug)}`;
export const advisorsByTypePath = (type: string) => `/api/voyants/type/${encodeURIComponent(type)}`;
export const advisorsBySpecialtyPath = (specialty: string) => `/api/voyants/specialty/${encodeURIComponent(specialty)}`;
