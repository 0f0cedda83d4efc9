/**
 * Builds the site (dist/site), the demo page (dist/demo) and the operators'
 * console (dist/console, served at /gestion/) with Vite.
 * SITE_FLAVOUR=react|preact picks the UI runtime of all three (default preact:
 * the same widgets and pages, a fifth of the JavaScript).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RollupOutput } from 'rollup';
import { build, type InlineConfig, type Plugin } from 'vite';
import { PROJECT_ROOT } from '../server/paths';
import { trimQueryCoreVite } from './embed-query-core';
import { siteChunkNames, siteChunks } from './site-chunks';
import { preactAliasList, VITE_SOURCE_TRANSFORMS } from './build-transforms';

const flavour = process.env.SITE_FLAVOUR ?? 'preact';
if (flavour !== 'preact' && flavour !== 'react') {
  console.error(`SITE_FLAVOUR must be preact or react, not ${flavour}`);
  process.exit(1);
}

/** The flavour's aliases, for Vite: React's imports answered by preact/compat in the Preact flavour. */
const flavourAliases = (extra: Record<string, string> = {}) =>
  flavour === 'preact' ? { alias: preactAliasList(extra) } : {};

/**
 * Builds the server's renderer of every page (site/server-render.tsx) into
 * dist/ssr/render.mjs, loaded by server/page-rendering.ts. It renders with
 * the browser's runtime, which hydrates its HTML in place: the same markup,
 * down to the ids of useId that tie a label to its field. Its packages stay
 * in node_modules, but those that import React: bundled, they get the alias.
 */
async function buildServerRenderer(): Promise<void> {
  await build({
    configFile: false,
    root: join(PROJECT_ROOT, 'site'),
    // The site's public files are the client build's to copy.
    publicDir: false,
    logLevel: 'warn',
    // The same class names as the client build (its stylesheet styles this HTML).
    ...VITE_SOURCE_TRANSFORMS,
    resolve: flavourAliases({ 'react-dom/server': 'preact/compat/server' }),
    // Node would give the packages that import React React itself: bundled, they get the aliases.
    ssr: flavour === 'preact' ? { noExternal: ['wouter', 'use-sync-external-store', 'jotai', 'jotai-tanstack-query'] } : {},
    esbuild: { jsx: 'automatic' },
    build: { ssr: 'server-render.tsx', outDir: join(PROJECT_ROOT, 'dist/ssr'), emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'render.mjs' } } },
  });
  console.log('[build] server renderer of the pages: dist/ssr/render.mjs');
}

/**
 * Our TypeScript modules run nothing on import that another module does not
 * ask for by name (every registration is a call: defineX(), defineElements()).
 * Said to Rollup, a module reached only through a barrel (widgets/index.ts)
 * and used by no one is left out of the chunk, not kept for what its top
 * level might do: the chat's schemas are not in the site's first file.
 */
const OUR_MODULES_HAVE_NO_SIDE_EFFECTS: Plugin = {
  name: 'our-modules-have-no-side-effects',
  enforce: 'post',
  transform(code, id) {
    if (!/\/(contract|widgets|site|console|demo)\/[^?]*\.tsx?$/.test(id) || id.includes('/node_modules/')) return null;
    // The code is unchanged, so is its source map.
    return { code, map: null, moduleSideEffects: false };
  },
};

function pageConfig(folder: 'site' | 'demo' | 'console', base: string, manualChunks?: (id: string) => string | undefined): InlineConfig {
  return {
    configFile: false,
    root: join(PROJECT_ROOT, folder),
    base,
    logLevel: 'warn',
    ...VITE_SOURCE_TRANSFORMS,
    // The site and the console make no query-core mutation (the console writes through its API client,
    // then invalidates): query-core without them, 1.7 KB gzip less in the console's signed-in chunk.
    plugins: [...VITE_SOURCE_TRANSFORMS.plugins, OUR_MODULES_HAVE_NO_SIDE_EFFECTS, ...(folder === 'demo' ? [] : [trimQueryCoreVite()])],
    resolve: flavourAliases(),
    esbuild: { jsx: 'automatic' },
    define: { 'import.meta.env.VOY_FLAVOUR': JSON.stringify(flavour) },
    build: {
      outDir: join(PROJECT_ROOT, 'dist', folder),
      emptyOutDir: true,
      target: 'es2020',
      // Terser packs the pages' files 4 % smaller than esbuild's minifier (the home page's
      // takeover: 50.9 -> 48.7 KB gzip), as it does the embed's (tsup.config.ts).
      minify: 'terser',
      terserOptions: { ecma: 2020, module: true, compress: { passes: 3 } },
      sourcemap: true,
      // No preload links from the site's script: appending one per file a page needs (20 to 30)
      // held the main thread 20 to 80 ms on a 4× slower CPU, in the task that took over the page
      // the server drew (Lighthouse's blocking time). Rollup hoists a chunk's imports, so a page's
      // files are asked for together all the same, one round trip after the page's own.
      modulePreload: folder === 'site' ? false : { polyfill: false },
      // One stylesheet, linked from the HTML: the pages' files load after it (site/lazy-page.tsx),
      // and a page the server drew must be styled before any script.
      cssCodeSplit: false,
      rollupOptions: {
        onwarn(warning, warn) {
          // zod's own comments confuse Rollup's annotation parser; harmless.
          if (warning.code === 'INVALID_ANNOTATION') return;
          warn(warning);
        },
        output: { manualChunks },
      },
    },
  };
}

/** The site, cut as site-chunks.ts says from a first build that is not written. */
async function buildSite(): Promise<void> {
  const first = pageConfig('site', '/');
  const output = (await build({ ...first, build: { ...first.build, write: false, sourcemap: false, minify: false } })) as RollupOutput;
  await build(pageConfig('site', '/', siteChunks(siteChunkNames(output))));
}

await buildSite();
await buildServerRenderer();
const optional = (['demo', 'console'] as const).filter((folder) => existsSync(join(PROJECT_ROOT, folder, 'index.html')));
// The console's pages carry a CSP without 'unsafe-inline' (server/security-headers.ts): Vite must inline no script or style.
for (const folder of optional) await build(pageConfig(folder, folder === 'console' ? '/gestion/' : `/${folder}/`));
console.log(`[build] ${['site', ...optional].join(', ')} built with ${flavour}`);
