/**
 * vitest's configuration: its projects, and how they compile our sources (as
 * every build does: scripts/build-transforms.ts). Widget tests run twice, once
 * with React and once with Preact (through preact/compat), so both embed
 * flavours are proven. The site, the demo and the console are built by
 * scripts/build-pages.ts, which does not read this file.
 */
import { defineConfig } from 'vitest/config';
import { preactAliasList, VITE_SOURCE_TRANSFORMS } from './scripts/build-transforms';

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

export default defineConfig({
  // Sources compile as in every build (scripts/build-transforms.ts).
  ...VITE_SOURCE_TRANSFORMS,
  test: {
    globals: true,
    // PGlite clusters and Chromium are heavy: two cores run two files at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // What a test waits for comes within 1 s on a quiet machine, but not always at CI's load of 10 or more
    // (a closed conversation's field still drawn after 1 s failed a run): a poll gives up after 5 s instead.
    expect: { poll: { timeout: 5_000 } },
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
