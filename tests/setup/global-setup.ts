/**
 * Builds one migrated and seeded PGlite cluster per test run (for every
 * project) in two forms: a dump, which a test restores in memory in well under
 * a second, and a data folder, which a test copies (tests/helpers/seeded-folder.ts)
 * for a server process of its own. Either spares a new cluster's initdb,
 * migrations and seed (about 7 s of CPU) per test.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY, openDatabase } from '../../server/db/open';
import { CHEAP_HASHING_FOR_TESTS } from '../../server/console/password';
import { seedIfEmpty } from '../../server/db/seed';

// Before any worker or server process starts: they inherit it (server/console/password.ts).
process.env[CHEAP_HASHING_FOR_TESTS] = '1';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabaseDump: string;
    /** A closed, seeded data folder: copy it, never open it in place. */
    seededDataFolder: string;
  }
}

/**
 * The dump of this run, built by the first project that needs it and shared by
 * the others. Vitest loads this module once per project, so the sharing goes
 * through the process's global object.
 */
interface SharedDump {
  file: Promise<string>;
  folder: Promise<string>;
  users: number;
}
const shared = globalThis as typeof globalThis & { voyanceSeededDump?: SharedDump };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dump = (shared.voyanceSeededDump ??= { file: buildDump(), folder: buildFolder(), users: 0 });
  dump.users++;
  project.provide('seededDatabaseDump', await dump.file);
  project.provide('seededDataFolder', await dump.folder);
  return async () => {
    // The last project to finish removes them (and a project set up later would build them again).
    if (--dump.users > 0) return;
    delete shared.voyanceSeededDump;
    rmSync(await dump.file, { force: true });
    rmSync(await dump.folder, { recursive: true, force: true });
  };
}

/** One file per run under .tmp: runs started side by side must not overwrite each other’s. */
function runPath(name: string): string {
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}-${process.pid}`);
}

async function buildFolder(): Promise<string> {
  const folder = runPath('seeded-data-folder');
  rmSync(folder, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: folder });
  await seedIfEmpty(database.db);
  // Closed: its lock released and its files complete, ready to be copied.
  await database.close();
  return folder;
}

async function buildDump(): Promise<string> {
  const database = await openDatabase({ dataDir: IN_MEMORY });
  await seedIfEmpty(database.db);
  if (!database.pglite) throw new Error('the test database must be PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const file = `${runPath('seeded-database')}.tar`;
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
