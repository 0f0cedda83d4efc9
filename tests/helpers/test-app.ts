/** Builds the real app on a copy of the seeded test database. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { IN_MEMORY, openDatabase, type Database } from '../../server/db/open';

export async function openTestDatabase(): Promise<Database> {
  const dump = readFileSync(inject('seededDatabaseDump'));
  return openDatabase({ dataDir: IN_MEMORY, loadDataDir: new Blob([dump]) });
}

export async function createTestApp(
  options: Omit<AppOptions, 'database'> & { config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const app = await createApp(testConfig(options.config), { ...options, database });
  app.addHook('onClose', async () => database.close());
  return app;
}
