/**
 * Builds one migrated and seeded PGlite cluster per test run (for the server
 * and widget projects alike) and dumps it to a file: each test restores it in
 * well under a second instead of migrating a new cluster (several seconds).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { IN_MEMORY, openDatabase } from '../../server/db/open';
import { seedIfEmpty } from '../../server/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabaseDump: string;
  }
}

/**
 * The dump of this run, built by the first project that needs it and shared by
 * the others. Vitest loads this module once per project, so the sharing goes
 * through the process's global object.
 */
interface SharedDump {
  file: Promise<string>;
  users: number;
}
const shared = globalThis as typeof globalThis & { voyanceSeededDump?: SharedDump };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dump = (shared.voyanceSeededDump ??= { file: buildDump(), users: 0 });
  dump.users++;
  project.provide('seededDatabaseDump', await dump.file);
  return async () => {
    // The last project to finish removes it (and a project set up later would build it again).
    if (--dump.users > 0) return;
    delete shared.voyanceSeededDump;
    rmSync(await dump.file, { force: true });
  };
}

async function buildDump(): Promise<string> {
  const database = await openDatabase({ dataDir: IN_MEMORY });
  await seedIfEmpty(database.db);
  if (!database.pglite) throw new Error('the test database must be PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  // One file per run: runs started side by side must not overwrite each other’s dump.
  const file = join(dir, `seeded-database-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
