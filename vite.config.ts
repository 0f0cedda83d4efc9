/**
 * Vite serves two purposes: it builds the site and the demo (see
 * scripts/build-pages), and it runs the tests through vitest. Widget tests run
 * twice, once with React and once with Preact (through preact/compat), so
 * both embed flavours are proven.
 */
import { defineConfig } from 'vitest/config';
import { cssModulesVite, SITE_CSS_MODULES } from './scripts/css-modules';
import { legalMarkdownVite } from './scripts/legal-markdown';

/** The aliases that turn React imports into preact/compat: the Preact flavour. */
export const PREACT_ALIASES = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/** PREACT_ALIASES (and `extra`) as Vite's exact-match aliases. */
export const preactAliasList = (extra: Record<string, string> = {}) =>
  Object.entries({ ...extra, ...PREACT_ALIASES }).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement }));


const widgetTests = {
  include: ['tests/widgets/**/*.test.{ts,tsx}'],
  environment: 'happy-dom' as const,
  // A worker imports React, the widgets and their dependencies once, not once per file (150 s → 80 s for
  // both flavours); tests/setup/widgets.ts empties the page, the query cache and the storage after each test.
  isolate: false,
  setupFiles: ['tests/setup/widgets.ts'],
  // The widgets talk to the real API (tests/helpers/widgets.ts), on a copy of the seeded database.
  globalSetup: ['tests/setup/global-setup.ts'],
};

/**
 * How sources become modules, the same in vitest and in every Vite build of the
 * site and the demo (scripts/build-pages.ts): the widgets' CSS modules for shadow
 * roots, the legal texts' Markdown, and the site's own CSS modules' class names.
 */
export const SOURCE_TRANSFORMS = {
  plugins: [cssModulesVite(), legalMarkdownVite()],
  css: { modules: SITE_CSS_MODULES },
};

export default defineConfig({
  ...SOURCE_TRANSFORMS,
  test: {
    globals: true,
    // PGlite clusters and Chromium are heavy: two cores run two files at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The server and widget tests restore the seeded database; the e2e project's server seeds its own.
        // Not isolated, like the widget tests: a worker imports the modules once, not once per file
        // (320 s → 257 s for this project); each file builds its own app, database and servers.
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/setup/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'widgets-react', ...widgetTests } },
      {
        extends: true,
        resolve: { alias: preactAliasList() },
        test: {
          name: 'widgets-preact',
          ...widgetTests,
          // Dependencies that import React must go through the aliases too, not Node's own loader.
          server: { deps: { inline: ['jotai', 'jotai-tanstack-query'] } },
        },
      },
      {
        extends: true,
        // One built server and one Chromium for every e2e file (tests/setup/e2e-global-setup.ts).
        // Not isolated either: the files, one at a time, share one worker's playwright-core, helpers and
        // schemas instead of importing them again each (44 s of the run's imports); they mock nothing and
        // keep their state in their own module, which vitest runs again for each file.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          isolate: false,
          globalSetup: ['tests/setup/global-setup.ts', 'tests/setup/e2e-global-setup.ts'],
        },
      },
    ],
  },
});
