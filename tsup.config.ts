import { readFile, writeFile } from 'node:fs/promises';
import { minify } from 'terser';
import { defineConfig, type Options } from 'tsup';
import { eagerSchemas } from './scripts/eager-schemas';
import { trimQueryCore } from './scripts/embed-query-core';
import { writeEmbedEntries, writeWholeEntry, type Flavour } from './scripts/embed-entries';
import { embedPlan } from './scripts/embed-files';
import { ESBUILD_SOURCE_TRANSFORMS, PREACT_ALIASES } from './scripts/build-transforms';

/** The product's server, bundled from server/main.ts; its npm dependencies stay external. */
const server: Options = {
  name: 'server',
  entry: { main: 'server/main.ts' },
  outDir: 'dist/server',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: false,
};

/** The widget library for React partners: ESM with types; React and the rest stay their dependencies. */
const library: Options = {
  name: 'library',
  entry: { index: 'widgets/index.ts' },
  outDir: 'dist/lib',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  esbuildPlugins: ESBUILD_SOURCE_TRANSFORMS,
};

/**
 * The embed's maps are written beside each file but not linked: tsup ends every
 * file with `//# sourceMappingURL=…`, which costs each downloaded file about 35
 * bytes gzip (0.6 KB over the Preact flavour's files). DevTools (Add source map…)
 * and error tracking still use the maps.
 */
const unlinkSourceMaps: NonNullable<Options['plugins']>[number] = {
  name: 'unlink-source-maps',
  async buildEnd({ writtenFiles }) {
    for (const { name } of writtenFiles) {
      if (!name.endsWith('.js')) continue;
      const code = await readFile(name, 'utf8');
      await writeFile(name, code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n'));
    }
  },
};

/**
 * Terser over esbuild's minified output packs the embed about 4 % smaller
 * (2.3 KB gzip over every Preact element). Either alone does worse: tsup's
 * own `minify: 'terser'` turns esbuild's minifier off, and that came out
 * larger than esbuild alone.
 */
const terserAfterEsbuild: NonNullable<Options['plugins']>[number] = {
  name: 'terser-after-esbuild',
  async renderChunk(code, info) {
    if (!info.path.endsWith('.js')) return;
    // Named by its path, so tsup can chain this map onto esbuild's.
    const result = await minify({ [info.path]: code }, { ecma: 2020, module: this.format === 'esm', compress: { passes: 3 }, sourceMap: true });
    if (result.code === undefined) throw new Error(`terser returned nothing for ${info.path}`);
    return { code: result.code, map: typeof result.map === 'string' ? JSON.parse(result.map) : result.map };
  },
};

/**
 * Production mode for our dependencies: most read process.env.NODE_ENV;
 * jotai's ESM files test Vite's `import.meta.env ? import.meta.env.MODE : void 0`,
 * which only Vite sets, so without these the embed carried (and ran) jotai's
 * development checks. `import.meta.env` is only tested for presence: as a
 * constant (an object would become a variable) the whole test folds away.
 */
const PRODUCTION = { 'process.env.NODE_ENV': '"production"', 'import.meta.env.MODE': '"production"', 'import.meta.env': 'true' };

const browserBundle = (flavour: Flavour): Partial<Options> => ({
  platform: 'browser',
  // Every browser with constructable stylesheets (which the widgets need) runs ES2022:
  // no down-levelling of class fields and private members (query-core has many).
  target: 'es2022',
  minify: true,
  sourcemap: true,
  plugins: [terserAfterEsbuild, unlinkSourceMaps],
  noExternal: [/.*/],
  define: PRODUCTION,
  esbuildPlugins: [...ESBUILD_SOURCE_TRANSFORMS, trimQueryCore(), eagerSchemas],
  esbuildOptions(options) {
    if (flavour === 'preact') options.alias = PREACT_ALIASES;
  },
});

/** Each element's code as ES modules with shared chunks, loaded on demand by the loader. */
function widgetChunks(flavour: Flavour): Options {
  return {
    ...browserBundle(flavour),
    name: `embed-${flavour}`,
    entry: Object.fromEntries(writeEmbedEntries(flavour).map((entry) => [entry.tag, entry.file])),
    outDir: `dist/embed/${flavour}`,
    format: 'esm',
    splitting: true,
    // scripts/build.ts empties dist/embed first: the loaders share these folders.
    clean: false,
    outExtension: () => ({ js: '.js' }),
    esbuildOptions(options) {
      browserBundle(flavour).esbuildOptions?.(options, { format: 'esm' });
      options.chunkNames = 'chunks/[name]-[hash]';
    },
  };
}

/** The script a partner pastes: tiny, classic, no dependency. */
function loader(flavour: Flavour, outDir: string): Options {
  return {
    ...browserBundle(flavour),
    name: `loader-${outDir.replace(/\W+/g, '-')}`,
    entry: { voy: 'widgets/embed-loader.ts' },
    outDir,
    format: 'iife',
    clean: false,
    outExtension: () => ({ js: '.js' }),
    define: {
      ...PRODUCTION,
      __VOY_FLAVOUR__: JSON.stringify(flavour),
      __VOY_PLAN__: JSON.stringify(embedPlan(flavour)),
    },
  };
}

/** Every element in one file, which the loader picks when a page holds enough of them to make it lighter. */
function wholeBundle(flavour: Flavour): Options {
  return {
    ...browserBundle(flavour),
    name: `embed-${flavour}-whole`,
    entry: { all: writeWholeEntry(flavour) },
    outDir: `dist/embed/${flavour}`,
    format: 'esm',
    splitting: false,
    clean: false,
    outExtension: () => ({ js: '.js' }),
  };
}

/**
 * Two runs (scripts/build.ts): the loaders carry the sizes of the element
 * files, so they are built once those files exist (VOY_BUILD_STAGE=loaders).
 */
export default defineConfig(
  process.env.VOY_BUILD_STAGE === 'loaders'
    ? [
        // /embed/voy.js is the Preact flavour; /embed/react/voy.js the React one.
        loader('preact', 'dist/embed'),
        loader('preact', 'dist/embed/preact'),
        loader('react', 'dist/embed/react'),
      ]
    : [server, library, widgetChunks('preact'), widgetChunks('react'), wholeBundle('preact'), wholeBundle('react')],
);
