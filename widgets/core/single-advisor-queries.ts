/**
 * One advisor's two queries, by id and by slug (which also fills the by-id
 * entry), shared by the profile and the chat: on a profile page with its
 * chat, one request serves both.
 */
import type { QueryKey } from '@tanstack/query-core';
import type { AtomWithQueryOptions } from 'jotai-tanstack-query';
import { advisorByIdPath, advisorBySlugPath, advisorQuery } from './advisor-queries';
import { ApiCallError, getJson, resolveBase } from './api';
import { log } from './log';
import { queryClient } from './query';
import type { Advisor } from '../../contract/schemas/advisor';
import { advisorSchema } from './schema-loaders/lazy/advisor';
import { LOG_TEXTS } from './texts/common';

type Options = AtomWithQueryOptions<Advisor, Error, Advisor, QueryKey>;

export const isNotFound = (error: unknown): boolean => error instanceof ApiCallError && error.status === 404;

/** A 404 is an answer, not a hiccup: no retry; anything else follows the page's defaults. */
export function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  if (isNotFound(error)) return false;
  const retry = queryClient.getDefaultOptions().queries?.retry ?? 3;
  return typeof retry === 'function' ? retry(failureCount, error) : typeof retry === 'number' ? failureCount < retry : retry;
}

export const advisorByIdQuery = (apiBase: string, id: number): Options => ({
  ...advisorQuery(apiBase, advisorByIdPath(id)),
  retry: retryUnlessNotFound,
});

/**
 * GET /api/users/by-slug/{slug}. Its answer is the advisor itself: it is also
 * written into the cache entry of /api/users/{id}, so the advisor shown by id
 * makes no second request for the same data.
 */
export const advisorBySlugQuery = (apiBase: string, slug: string): Options => ({
  queryKey: ['voyance', apiBase, advisorBySlugPath(slug)],
  queryFn: async ({ signal }) => {
    try {
      const advisor = await getJson(apiBase, advisorBySlugPath(slug), advisorSchema, signal);
      queryClient.setQueryData(advisorByIdQuery(apiBase, advisor.id).queryKey, advisor);
      return advisor;
    } catch (error) {
      if (isNotFound(error)) log.warn(LOG_TEXTS.slugNotFound(slug));
      throw error;
    }
  },
  retry: retryUnlessNotFound,
});

/**
 * The advisor of a slug when the page's cache holds them already (a profile
 * the server rendered): the host page titles itself from it at once, before
 * the widget says whom it shows.
 */
export const cachedAdvisorBySlug = (slug: string, apiBase = resolveBase()): Advisor | undefined => queryClient.getQueryData(advisorBySlugQuery(apiBase, slug).queryKey);
