/**
 * An astrology answer built once per query and kept, the most recently asked
 * first: a shared link, the page the server draws and the widget taking it
 * over all ask the same. The same object each time, so the route's ready
 * bytes (ETag, Brotli, gzip) are computed once too.
 */
import { LRUCache } from 'lru-cache';

export function remembered<Query, Answer extends object>(
  max: number,
  keyOf: (query: Query) => string,
  build: (query: Query) => Answer,
): { get(query: Query): Answer } {
  const cache = new LRUCache<string, Answer>({ max });
  return {
    get(query) {
      const key = keyOf(query);
      let answer = cache.get(key);
      if (!answer) {
        answer = build(query);
        cache.set(key, answer);
      }
      return answer;
    },
  };
}
