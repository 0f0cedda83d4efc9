/**
 * Builds one migrated and seeded PGlite cluster per test run and dumps it to a
 * file: each test restores it in well under a second instead of migrating a
 * new cluster (several seconds) every time.
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

export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openDatabase({ dataDir: IN_MEMORY });
  await seedIfEmpty(database.db);
  if (!database.pglite) throw new Error('the test database must be PGlite');
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const dir = join(process.cwd(), '.tmp');
  mkdirSync(dir, { recursive: true });
  // One file per run and project: runs started side by side, and projects of one run, must not overwrite each other’s dump.
  const file = join(dir, `seeded-database-${process.pid}-${project.name}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDatabaseDump', file);
  return () => rmSync(file, { force: true });
}
