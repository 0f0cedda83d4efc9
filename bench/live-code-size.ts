/**
 * What the live status added to the embed: its own modules (the shared
 * stream, the cache patch and the stream's schemas) bundled alone, minified
 * as the embed build minifies, with everything they share with the rest of
 * the embed (React or Preact, zod, the query cache, the widget context) left
 * out, since every page already downloads that. Issue 15 allows 1 KB gzip.
 */
import { build } from 'esbuild';
import { eagerSchemas } from '../scripts/eager-schemas';
import { gzipFor } from '../scripts/precompress';

/** The modules that exist only for the live status (its schemas as the embed gets them: scripts/eager-schemas.ts). */
export const LIVE_MODULES = ['widgets/core/live-status.ts', 'widgets/core/live-cache.ts', 'contract/domain/live-events.ts', 'contract/schemas/live.ts', 'widgets/core/schema-loaders/eager/live.ts'];

/** Imports the embed already has without the live status (every widget reads the API, and parses what it reads). */
const SHARED = ['react', 'preact', 'preact/*', 'zod/mini', '@tanstack/*', './widget-context', './api', './schema-source'];

export const LIVE_CODE_BUDGET = 1024;

export async function liveCodeGzipBytes(): Promise<number> {
  const result = await build({
    // What the embed's widgets import of it (the status dot's hook): the rest of live-status.ts is the host site's
    // (resumeLiveStatus, for the pages its server draws), which no embed file carries.
    stdin: { contents: `export { useLiveStatus } from './${LIVE_MODULES[0]}';`, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    external: SHARED,
    plugins: [eagerSchemas],
    logLevel: 'silent',
  });
  return (await gzipFor(Buffer.from(result.outputFiles[0]!.contents))).length;
}
