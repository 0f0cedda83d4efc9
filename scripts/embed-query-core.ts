/**
 * query-core without what no widget runs, for the embed bundles (tsup.config.ts).
 *
 * QueryClient constructs a MutationCache (mutations: 1 KB gzip) and Query
 * imports the infinite-query paging (0.5 KB), and neither can be tree-shaken:
 * they are reached from class methods. The widgets only read (queries through
 * jotai-tanstack-query; their POSTs go through widgets/core/api.ts), so the
 * embed gets two stand-ins (scripts/query-core-stubs/): an always-empty
 * mutation cache and an infinite-query behaviour that throws. The widget
 * library (dist/lib) and the tests keep the whole of query-core.
 *
 * A bundle that comes to hold code which would reach past the stand-ins
 * (MutationObserver, InfiniteQueryObserver, hydration…) fails the build: use
 * them, and this trim has to go.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

const QUERY_CORE = /[\\/]@tanstack[\\/]query-core[\\/]/;

/** Module of query-core (without extension) → the one importer whose import is replaced, and the stand-in. */
export const QUERY_CORE_STUBS = {
  mutationCache: { importer: 'queryClient', stub: fileURLToPath(new URL('./query-core-stubs/mutation-cache.ts', import.meta.url)) },
  infiniteQueryBehavior: { importer: 'query', stub: fileURLToPath(new URL('./query-core-stubs/infinite-query-behavior.ts', import.meta.url)) },
} as const;

/** query-core modules that use mutations or infinite queries beyond what the stand-ins answer. */
export const BEYOND_THE_STUBS = ['mutation', 'mutationObserver', 'infiniteQueryObserver', 'hydration'];

const moduleName = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.[cm]?[jt]s$/, '');

export function trimQueryCore(): Plugin {
  return {
    name: 'voy-trim-query-core',
    setup(build) {
      build.initialOptions.metafile = true;
      build.onResolve({ filter: /^\.\/(mutationCache|infiniteQueryBehavior)(\.js)?$/ }, (args) => {
        if (!QUERY_CORE.test(args.importer)) return undefined;
        const replaced = QUERY_CORE_STUBS[moduleName(args.path) as keyof typeof QUERY_CORE_STUBS];
        return moduleName(args.importer) === replaced.importer ? { path: replaced.stub } : undefined;
      });
      build.onEnd((result) => {
        const reached = Object.values(result.metafile?.outputs ?? {}).flatMap((output) =>
          Object.entries(output.inputs)
            .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && QUERY_CORE.test(input) && BEYOND_THE_STUBS.includes(moduleName(input)))
            .map(([input]) => input),
        );
        if (reached.length === 0) return;
        throw new Error(
          `The embed now uses ${[...new Set(reached)].join(', ')}, which needs the mutations or infinite queries scripts/embed-query-core.ts leaves out: remove that trim.`,
        );
      });
    },
  };
}
