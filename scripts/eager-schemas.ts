/**
 * The embed's schemas come with its code: this esbuild plugin puts
 * widgets/core/schema-loaders/eager/X.ts in place of lazy/X.ts (tsup.config.ts, and
 * bench/live-code-size.ts, which measures as the embed builds). The embed's
 * widgets fetch at once; a schema loaded on demand would cost a second round
 * of requests and, in the file of every element, esbuild's wrappers around
 * every module it reaches.
 */
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

const LAZY_SCHEMAS_DIR = fileURLToPath(new URL('../widgets/core/schema-loaders/lazy/', import.meta.url));

export const eagerSchemas: Plugin = {
  name: 'voy-eager-schemas',
  setup(build) {
    build.onResolve({ filter: /schema-loaders\/lazy\/[\w-]+$/ }, (args) => {
      const lazy = join(args.resolveDir, args.path);
      return dirname(lazy) + sep === LAZY_SCHEMAS_DIR ? { path: join(lazy, '../../eager', `${basename(lazy)}.ts`) } : undefined;
    });
  },
};
