/**
 * What the live status added to the embed: its own modules (the shared
 * stream, the cache patch and the stream's schemas) bundled alone, minified
 * as the embed build minifies, with everything they share with the rest of
 * the embed (React or Preact, zod, the query cache, the widget context) left
 * out, since every page already downloads that. Issue 15 allows 1 KB gzip.
 */
import { build } from 'esbuild';
import { gzipFor } from '../scripts/precompress';

/** The modules that exist only for the live status. */
export const LIVE_MODULES = ['widgets/core/live-status.ts', 'widgets/core/live-cache.ts', 'widgets/core/schemas/live.ts'];

/** Imports the embed already has without the live status. */
const SHARED = ['react', 'preact', 'preact/*', 'zod/mini', '@tanstack/*', './widget-context'];

export const LIVE_CODE_BUDGET = 1024;

export async function liveCodeGzipBytes(): Promise<number> {
  const result = await build({
    stdin: { contents: LIVE_MODULES.map((file) => `export * from './${file}';`).join('\n'), resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: SHARED,
    logLevel: 'silent',
  });
  return (await gzipFor(Buffer.from(result.outputFiles[0]!.contents))).length;
}
