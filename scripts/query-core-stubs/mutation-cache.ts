/**
 * The embed's MutationCache (scripts/embed-query-core.ts): the widgets make
 * no mutation, so QueryClient's cache of them is always empty. It answers
 * every call QueryClient makes on it (tests/unit/embed-query-core.test.ts).
 */
export class MutationCache {
  findAll(): [] {
    return [];
  }

  getAll(): [] {
    return [];
  }

  clear(): void {}

  resumePausedMutations(): Promise<void> {
    return Promise.resolve();
  }
}
