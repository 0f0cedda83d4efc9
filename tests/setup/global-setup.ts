/**
 * The run's fixtures (tests/setup/run-fixtures.ts: the seeded dump and data
 * folder, the entry points' bundles) for every project: built by the first
 * project that needs them, or taken from `npm test`, which built them once
 * for both of its vitest runs.
 */
import type { TestProject } from 'vitest/node';
import { CHEAP_HASHING_FOR_TESTS } from '../../server/console/password';
import { buildRunFixtures, removeRunFixtures, RUN_FIXTURES_ENV, type RunFixtures } from './run-fixtures';

// Before any worker or server process starts: they inherit it (server/console/password.ts).
process.env[CHEAP_HASHING_FOR_TESTS] = '1';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabaseDump: string;
    /** A closed, seeded data folder: copy it, never open it in place. */
    seededDataFolder: string;
    /** The folder of this run's bundles of BUNDLED_ENTRIES (tests/helpers/run-script.ts). */
    entryBundles: string;
  }
}

/**
 * The fixtures of this run, shared by its projects. Vitest loads this module
 * once per project, so the sharing goes through the process's global object.
 */
interface Shared {
  fixtures: Promise<RunFixtures>;
  /** Built here (removed by the last project), not handed over by npm test (which removes them). */
  owned: boolean;
  users: number;
}
const shared = globalThis as typeof globalThis & { voyanceRunFixtures?: Shared };

function start(): Shared {
  const given = process.env[RUN_FIXTURES_ENV];
  return given ? { fixtures: Promise.resolve(JSON.parse(given) as RunFixtures), owned: false, users: 0 } : { fixtures: buildRunFixtures(), owned: true, users: 0 };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = (shared.voyanceRunFixtures ??= start());
  run.users++;
  const fixtures = await run.fixtures;
  project.provide('seededDatabaseDump', fixtures.dump);
  project.provide('seededDataFolder', fixtures.folder);
  project.provide('entryBundles', fixtures.bundles);
  return async () => {
    // The last project to finish removes them (and a project set up later would build them again).
    if (--run.users > 0) return;
    delete shared.voyanceRunFixtures;
    if (run.owned) removeRunFixtures(fixtures);
  };
}
