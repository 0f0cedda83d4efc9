/**
 * CSS modules for shadow roots. A widget's `*.module.css` import (or a
 * `*.shadow.module.css` one elsewhere: the site's self-exclusion form) becomes
 * a JS module exporting its class map (default) and its compiled CSS text
 * (`css`), which the element helper adopts into each shadow root. The same
 * compiler serves the bundles (an esbuild plugin for tsup) and vitest (a Vite
 * plugin), so tests see the class names and CSS the bundles ship.
 *
 * The site's own modules (`*.module.css` under site/) are ordinary Vite CSS
 * modules, extracted into the site's stylesheet: only their class names come
 * from here (SITE_CSS_MODULES), so the prerender and the client build agree.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
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
    filename,
    code: Buffer.from(source),
    // Names are the module's prefix and the local name (`vqkcard`): see modulePrefix.
    cssModules: { pattern: `${modulePrefix(filename, 'v')}[local]` },
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

/**
 * Class names are a short prefix per module and the local name: `vqkcard`.
 * Inside a shadow root they only need to differ between the modules one
 * widget adopts, and lightningcss's default `<hash>_<local name>` made up a
 * tenth of the embed's CSS (which is a tenth of its gzip bytes). The prefix
 * comes from the module's path inside the project, so every machine builds
 * the same names; two modules with one prefix fail the build. lightningcss
 * applies it through its `pattern` option, to classes and keyframes alike.
 * (Numbering the classes, `vqk0`, saved another 0.6 KB gzip of the 48 KB
 * embed, but it took renaming the compiled CSS with a regular expression.)
 */
const prefixOwners = new Map<string, string>();

/** `v` for the shadow roots' modules, `s` for the site's (see SITE_CSS_MODULES). */
function modulePrefix(filename: string, first: 'v' | 's'): string {
  const path = relative(PROJECT_ROOT, filename).split(sep).join('/');
  const digest = createHash('sha256').update(path).digest();
  const letter = (byte: number) => String.fromCharCode(97 + (byte % 26));
  const prefix = `${first}${letter(digest[0]!)}${letter(digest[1]!)}`;
  const owner = prefixOwners.get(prefix);
  if (owner && owner !== path) throw new Error(`CSS modules ${owner} and ${path} share the class prefix ${prefix}: rename one`);
  prefixOwners.set(prefix, path);
  return prefix;
}

/**
 * Vite's `css.modules` for the site's own modules, in every build of the site
 * (client and prerender) and in vitest: the same names as the shadow roots'
 * (a short prefix per module and the local name, `sqktitle`), with `s` for
 * site, the same on every machine and in both builds.
 */
export const SITE_CSS_MODULES = {
  generateScopedName: (local: string, filename: string) => `${modulePrefix(filename.split('?')[0]!, 's')}${local}`,
};

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
