/**
 * The embed's infiniteQueryBehavior module (scripts/embed-query-core.ts):
 * a Query calls it only for infinite queries, which no widget makes.
 */
function noInfiniteQueries(): never {
  throw new Error('infinite queries are left out of the embed');
}

export const infiniteQueryBehavior = noInfiniteQueries;
// Imported by InfiniteQueryObserver, which the embed never bundles (the build checks).
export const hasNextPage = noInfiniteQueries;
export const hasPreviousPage = noInfiniteQueries;
