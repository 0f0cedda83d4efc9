import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../../server/paths';
import { trimQueryCore } from '../../scripts/embed-query-core';
import { MutationCache } from '../../scripts/query-core-stubs/mutation-cache';

/** Bundles a snippet as the embed bundles query-core, with the trim. */
async function bundleWithTrim(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: PROJECT_ROOT, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    logLevel: 'silent',
    plugins: [trimQueryCore()],
  });
  return result.outputFiles[0]!.text;
}

const queryCoreFile = (name: string) =>
  readFileSync(join(dirname(createRequire(import.meta.url).resolve('@tanstack/query-core')), `${name}.js`), 'utf8');

describe("the embed’s query-core without mutations and infinite queries", () => {
  it('the stand-in mutation cache answers every call QueryClient makes on its mutation cache', () => {
    const calls = new Set([...queryCoreFile('queryClient').matchAll(/#mutationCache\.(\w+)/g)].map((match) => match[1]!));
    expect(calls.size).toBeGreaterThan(0);
    for (const call of calls) expect(typeof (MutationCache.prototype as unknown as Record<string, unknown>)[call], call).toBe('function');
  });

  it('a trimmed QueryClient mounts, fetches and caches a query, and is cleared', async () => {
    const code = await bundleWithTrim(`
      import { QueryClient, QueryObserver } from '@tanstack/query-core';
      const client = new QueryClient();
      client.mount();
      const data = await client.fetchQuery({ queryKey: ['sign', 'belier'], queryFn: async () => 'Bélier' });
      const observed = new QueryObserver(client, { queryKey: ['sign', 'belier'], queryFn: async () => 'Bélier', staleTime: Infinity }).getCurrentResult();
      const mutating = client.isMutating();
      await client.resumePausedMutations();
      client.clear();
      export const result = { data, observed: observed.data, mutating, left: client.getQueryCache().getAll().length };
      client.unmount();
    `);
    expect(code).not.toContain('class MutationObserver');
    const { result } = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { result: unknown };
    expect(result).toEqual({ data: 'Bélier', observed: 'Bélier', mutating: 0, left: 0 });
  });

  it('a bundle that comes to use mutations fails the build, naming the trim to remove', async () => {
    await expect(
      bundleWithTrim(`
        import { MutationObserver, QueryClient } from '@tanstack/query-core';
        export const observer = new MutationObserver(new QueryClient(), { mutationFn: async () => 1 });
      `),
    ).rejects.toThrow(/mutationObserver.*scripts\/embed-query-core\.ts leaves out/s);
  });

  it('a bundle that comes to use infinite queries fails the build too', async () => {
    await expect(
      bundleWithTrim(`
        import { InfiniteQueryObserver, QueryClient } from '@tanstack/query-core';
        export const observer = new InfiniteQueryObserver(new QueryClient(), { queryKey: ['x'], initialPageParam: 0, getNextPageParam: () => 1 });
      `),
    ).rejects.toThrow(/infiniteQueryObserver/);
  });
});
