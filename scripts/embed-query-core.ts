/**
 * query-core without what no widget runs, for the embed bundles (tsup.config.ts)
 * and the site's script (scripts/build-pages.ts: its pages only read too).
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
import type { Plugin as VitePlugin } from 'vite';

const QUERY_CORE = /[\\/]@tanstack[\\/]query-core[\\/]/;

/** Module of query-core (without extension) → the one importer whose import is replaced, and the stand-in. */
export const QUERY_CORE_STUBS = {
  mutationCache: { importer: 'queryClient', stub: fileURLToPath(new URL('./query-core-stubs/mutation-cache.ts', import.meta.url)) },
  infiniteQueryBehavior: { importer: 'query', stub: fileURLToPath(new URL('./query-core-stubs/infinite-query-behavior.ts', import.meta.url)) },
} as const;

/** query-core modules that use mutations or infinite queries beyond what the stand-ins answer. */
export const BEYOND_THE_STUBS = ['mutation', 'mutationObserver', 'infiniteQueryObserver', 'hydration'];

const moduleName = (path: string) => path.replace(/^.*[\\/]/, '').replace(/\.[cm]?[jt]s$/, '');

const STUBBED_IMPORT = /^\.\/(mutationCache|infiniteQueryBehavior)(\.js)?$/;

/** The stand-in for query-core's import of `path` from `importer`, if it is one of the two. */
function standIn(path: string, importer: string): string | undefined {
  if (!STUBBED_IMPORT.test(path) || !QUERY_CORE.test(importer)) return undefined;
  const replaced = QUERY_CORE_STUBS[moduleName(path) as keyof typeof QUERY_CORE_STUBS];
  return moduleName(importer) === replaced.importer ? replaced.stub : undefined;
}

/** The query-core modules beyond the stand-ins among `inputs` (bundled file, bytes it left in the output). */
function beyondTheStubs(inputs: [file: string, bytes: number][]): string[] {
  return [...new Set(inputs.filter(([input, bytes]) => bytes > 0 && QUERY_CORE.test(input) && BEYOND_THE_STUBS.includes(moduleName(input))).map(([input]) => input))];
}

const beyondMessage = (what: string, reached: string[]) =>
  `${what} now uses ${reached.join(', ')}, which needs the mutations or infinite queries scripts/embed-query-core.ts leaves out: remove that trim.`;

export function trimQueryCore(): Plugin {
  return {
    name: 'voy-trim-query-core',
    setup(build) {
      build.initialOptions.metafile = true;
      build.onResolve({ filter: STUBBED_IMPORT }, (args) => {
        const stub = standIn(args.path, args.importer);
        return stub ? { path: stub } : undefined;
      });
      build.onEnd((result) => {
        const reached = beyondTheStubs(Object.values(result.metafile?.outputs ?? {}).flatMap((output) => Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput] as [string, number])));
        if (reached.length > 0) throw new Error(beyondMessage('The embed', reached));
      });
    },
  };
}

/** The same trim for a Vite build: the site's script. */
export function trimQueryCoreVite(): VitePlugin {
  return {
    name: 'voy-trim-query-core',
    enforce: 'pre',
    resolveId(path, importer) {
      return (importer && standIn(path, importer)) ?? null;
    },
    generateBundle(_options, bundle) {
      const reached = beyondTheStubs(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? Object.entries(file.modules).map(([id, module]) => [id, module.renderedLength] as [string, number]) : [])),
      );
      if (reached.length > 0) this.error(beyondMessage('The site', reached));
    },
  };
}
