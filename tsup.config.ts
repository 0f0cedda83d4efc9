import { defineConfig, type Options } from 'tsup';

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

export default defineConfig([server]);
