/**
 * What every test run starts from, built once: one migrated and seeded PGlite
 * cluster in two forms, a dump, which a test restores in memory in well under
 * a second, and a data folder, which a test copies (tests/helpers/seeded-folder.ts)
 * for a server process of its own (either spares a new cluster's initdb,
 * migrations and seed, about 7 s of CPU, per test); and the entry points that
 * tests run as processes of their own (the server, `npm run operator`,
 * db:backup, db:restore) bundled from the current sources
 * (tests/helpers/run-script.ts: entryArgs): a process started through tsx
 * transpiles its whole module graph again, about 1 s of CPU for the operator
 * command and more for the server, each time.
 *
 * tests/setup/global-setup.ts builds them for a vitest run; `npm test`
 * (scripts/test.ts) builds them once, beside its checks, for both of its
 * runs, and hands them over in RUN_FIXTURES_ENV.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { IN_MEMORY, openDatabase } from '../../server/db/open';
import { seedIfEmpty } from '../../server/db/seed';
import { PROJECT_ROOT } from '../../server/paths';
import { BUNDLED_ENTRIES } from '../helpers/run-script';

export interface RunFixtures {
  /** The seeded cluster's dump (a tar file). */
  dump: string;
  /** A closed, seeded data folder: copy it, never open it in place. */
  folder: string;
  /** The folder of the bundles of BUNDLED_ENTRIES. */
  bundles: string;
}

/** Fixtures built by the caller (JSON of RunFixtures), which also removes them. */
export const RUN_FIXTURES_ENV = 'VOYANCE_TEST_RUN_FIXTURES';

export async function buildRunFixtures(): Promise<RunFixtures> {
  const [dump, bundles] = await Promise.all([buildDump(), buildBundles()]);
  return { dump, folder: await buildFolder(dump), bundles };
}

export function removeRunFixtures({ dump, folder, bundles }: RunFixtures): void {
  rmSync(dump, { force: true });
  rmSync(folder, { recursive: true, force: true });
  rmSync(bundles, { recursive: true, force: true });
}

/** One file per run under .tmp: runs started side by side must not overwrite each other’s. */
function runPath(name: string): string {
  const dir = join(PROJECT_ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}-${process.pid}`);
}

/** The dump restored into a folder, rather than a second cluster created, migrated and seeded (6 s of CPU). */
async function buildFolder(dump: string): Promise<string> {
  const folder = runPath('seeded-data-folder');
  rmSync(folder, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: folder, loadDataDir: new Blob([readFileSync(dump)]) });
  // Closed: its lock released and its files complete, ready to be copied.
  await database.close();
  return folder;
}

/**
 * The dump is of a running cluster, which every restore recovers from its last
 * checkpoint, replaying the WAL written since: initdb's checkpoint, so the
 * migrations and the whole seed, about 0.2 s of CPU at each of the run's hundred-odd
 * restores. A checkpoint before the dump leaves nothing to replay. The switch
 * to a new WAL segment first, with recycling off, lets the checkpoint drop the
 * full one instead of keeping it and preallocating another: one 16 MB segment
 * in the dump, not two (the restore copies every byte).
 */
async function buildDump(): Promise<string> {
  const database = await openDatabase({ dataDir: IN_MEMORY });
  await seedIfEmpty(database.db);
  if (!database.pglite) throw new Error('the test database must be PGlite');
  await database.pglite.exec('SET wal_recycle = off; SELECT pg_switch_wal(); CHECKPOINT;');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const file = `${runPath('seeded-database')}.tar`;
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/**
 * The entry points as tsup bundles the server for `npm run serve` (esbuild,
 * node20, npm packages left to node_modules), in a folder under the project
 * so that they find node_modules and PROJECT_ROOT (server/paths.ts). Shared
 * code goes into chunks: under a second for all four.
 */
async function buildBundles(): Promise<string> {
  const folder = runPath('entry-bundles');
  rmSync(folder, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(Object.entries(BUNDLED_ENTRIES).map(([source, name]) => [name, source])),
    outdir: folder,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return folder;
}
