/**
 * Builds the site (dist/site), the demo page (dist/demo) and the operators'
 * console (dist/console, served at /gestion/) with Vite.
 * SITE_FLAVOUR=react|preact picks the UI runtime of all three (default preact:
 * the same widgets and pages, a fifth of the JavaScript).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { PROJECT_ROOT } from '../server/paths';
import { PREACT_ALIASES, SOURCE_TRANSFORMS } from '../vite.config';
import type * as Prerender from '../site/prerender';

const flavour = process.env.SITE_FLAVOUR ?? 'preact';
if (flavour !== 'preact' && flavour !== 'react') {
  console.error(`SITE_FLAVOUR must be preact or react, not ${flavour}`);
  process.exit(1);
}

/**
 * Renders the static pages (site/prerender.tsx) into dist/site/<path>/index.html:
 * their text is in the HTML before any script runs. Rendered with React
 * whatever the flavour: it is only HTML.
 */
async function prerender(): Promise<void> {
  const outDir = join(PROJECT_ROOT, '.tmp/prerender');
  await build({
    configFile: false,
    root: join(PROJECT_ROOT, 'site'),
    logLevel: 'warn',
    // The same class names as the client build (its stylesheet styles this HTML).
    ...SOURCE_TRANSFORMS,
    esbuild: { jsx: 'automatic' },
    build: { ssr: 'prerender.tsx', outDir, emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'prerender.mjs' } } },
  });
  const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as typeof Prerender;
  const template = readFileSync(join(PROJECT_ROOT, 'dist/site/index.html'), 'utf8');
  for (const path of module.PRERENDERED_PATHS) {
    const { html, meta } = module.render(path);
    const page = template
      .replace(/<title>[\s\S]*?<\/title>\s*<meta name="description"[^>]*>/, module.headTags(meta))
      .replace('<div id="app"></div>', `<div id="app">${html}</div>`);
    mkdirSync(join(PROJECT_ROOT, 'dist/site', path), { recursive: true });
    writeFileSync(join(PROJECT_ROOT, 'dist/site', path, 'index.html'), page);
  }
  console.log(`[build] prerendered ${module.PRERENDERED_PATHS.join(' ')}`);
}

function pageConfig(folder: 'site' | 'demo' | 'console', base: string): InlineConfig {
  return {
    configFile: false,
    root: join(PROJECT_ROOT, folder),
    base,
    logLevel: 'warn',
    ...SOURCE_TRANSFORMS,
    resolve: flavour === 'preact' ? { alias: Object.entries(PREACT_ALIASES).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement })) } : {},
    esbuild: { jsx: 'automatic' },
    define: { 'import.meta.env.VOY_FLAVOUR': JSON.stringify(flavour) },
    build: {
      outDir: join(PROJECT_ROOT, 'dist', folder),
      emptyOutDir: true,
      target: 'es2020',
      sourcemap: true,
      modulePreload: { polyfill: false },
      rollupOptions: {
        onwarn(warning, warn) {
          // zod's own comments confuse Rollup's annotation parser; harmless.
          if (warning.code === 'INVALID_ANNOTATION') return;
          warn(warning);
        },
      },
    },
  };
}

await build(pageConfig('site', '/'));
await prerender();
const optional = (['demo', 'console'] as const).filter((folder) => existsSync(join(PROJECT_ROOT, folder, 'index.html')));
// The console's pages carry a CSP without 'unsafe-inline' (server/security-headers.ts): Vite must inline no script or style.
for (const folder of optional) await build(pageConfig(folder, folder === 'console' ? '/gestion/' : `/${folder}/`));
console.log(`[build] ${['site', ...optional].join(', ')} built with ${flavour}`);
