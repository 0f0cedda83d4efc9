import { defineConfig, type Options } from 'tsup';
import { cssModulesEsbuild } from './scripts/css-modules';
import { PREACT_ALIASES } from './vite.config';

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
  esbuildPlugins: [cssModulesEsbuild()],
};

/** One self-contained script per flavour: what a partner page loads. */
function embed(flavour: 'react' | 'preact'): Options {
  return {
    name: `embed-${flavour}`,
    entry: { voy: 'widgets/embed.ts' },
    outDir: `dist/embed/${flavour}`,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    sourcemap: true,
    clean: true,
    noExternal: [/.*/],
    outExtension: () => ({ js: '.js' }),
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildPlugins: [cssModulesEsbuild()],
    esbuildOptions(options) {
      options.legalComments = 'none';
      if (flavour === 'preact') options.alias = PREACT_ALIASES;
    },
  };
}

export default defineConfig([server, library, embed('react'), embed('preact')]);
