/**
 * CSS modules for shadow roots. A widget's `*.module.css` import (or a
 * `*.shadow.module.css` one elsewhere: the site's self-exclusion form) becomes
 * a JS module exporting its class map (default) and its compiled CSS text
 * (`css`), which the element helper adopts into each shadow root. The same
 * compiler serves the bundles (an esbuild plugin for tsup) and vitest (a Vite
 * plugin), so tests see the class names and CSS the bundles ship.
 *
 * The site's own modules (`*.module.css` under site/) are ordinary Vite CSS
 * modules, extracted into the site's stylesheet, with Vite's own class names.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { PROJECT_ROOT } from '../server/paths';
import { transform } from 'lightningcss';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

const MODULE_CSS = /\.module\.css$/;
/** The modules this plugin compiles for shadow roots: the widgets', and `*.shadow.module.css` anywhere. */
function isShadowModule(file: string): boolean {
  return relative(PROJECT_ROOT, file).split(sep)[0] === 'widgets' || file.endsWith('.shadow.module.css');
}
/**
 * Virtual-module ids that no longer look like CSS files ('\0…css.js'), so
 * Vite's and vitest's own CSS handling leave our modules alone.
 */
const PREFIX = '\0voy-css-module:';
const SUFFIX = '.js';

/** The widget root's font size: `rem` inside a widget means this many pixels. */
const WIDGET_REM_PX = 16;

export function compileCssModule(filename: string, source: string): string {
  const { code, exports } = transform({
    // Relative, so that lightningcss's names (`<hash of the path>_<local name>`) are the same on every machine.
    filename: relative(PROJECT_ROOT, filename).split(sep).join('/'),
    code: Buffer.from(source),
    cssModules: true,
    minify: true,
    // `rem` follows the partner page's <html> font size (a `html { font-size: 62.5% }`
    // theme would shrink every widget); the widget's root is 16px, so rem becomes px.
    visitor: {
      Length: (length) => (length.unit === 'rem' ? { unit: 'px', value: length.value * WIDGET_REM_PX } : length),
    },
  });
  // Sorted: lightningcss lists the exports in no fixed order, and a build must give the same bytes twice.
  const classes = Object.fromEntries(Object.keys(exports ?? {}).sort().map((local) => [local, exports![local]!.name]));
  return `export const css = ${JSON.stringify(code.toString())};\nexport default ${JSON.stringify(classes)};\n`;
}

export function cssModulesEsbuild(): EsbuildPlugin {
  return {
    name: 'voy-css-modules',
    setup(build) {
      // tsup's own CSS plugin loads every path ending in .css: ours must not.
      build.onResolve({ filter: MODULE_CSS }, (args) => ({
        path: resolve(args.resolveDir, args.path) + SUFFIX,
        namespace: 'voy-css-module',
      }));
      build.onLoad({ filter: /.*/, namespace: 'voy-css-module' }, (args) => {
        const file = args.path.slice(0, -SUFFIX.length);
        return { contents: compileCssModule(file, readFileSync(file, 'utf8')), loader: 'js', resolveDir: dirname(file) };
      });
    },
  };
}

export function cssModulesVite(): VitePlugin {
  return {
    name: 'voy-css-modules',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!MODULE_CSS.test(source) || !importer) return null;
      const file = resolve(dirname(importer.split('?')[0]!), source);
      // The site's own modules are Vite's: extracted into the site's stylesheet.
      if (!isShadowModule(file)) return null;
      return PREFIX + file + SUFFIX;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      return compileCssModule(file, readFileSync(file, 'utf8'));
    },
  };
}
