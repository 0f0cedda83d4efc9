/** Where the project's files are, whether the server runs from source (tsx) or from dist/. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`package.json introuvable au-dessus de ${start}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

export const paths = {
  migrations: join(PROJECT_ROOT, 'server/db/migrations'),
  /** Images and videos of the catalogue, committed with the code. */
  publicAssets: join(PROJECT_ROOT, 'server/public'),
  site: join(PROJECT_ROOT, 'dist/site'),
  demo: join(PROJECT_ROOT, 'dist/demo'),
  /** The operators' console, served at /gestion/. */
  console: join(PROJECT_ROOT, 'dist/console'),
  embed: join(PROJECT_ROOT, 'dist/embed'),
  /** The server's renderer of the site's pages (site/server-render.tsx, built by scripts/build-pages.ts). */
  serverRenderer: join(PROJECT_ROOT, 'dist/ssr/render.mjs'),
  resolveFromRoot: (path: string) => resolve(PROJECT_ROOT, path),
};
