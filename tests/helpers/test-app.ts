/** Builds the real app on a copy of the seeded test database. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createApp, type AppOptions } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { IN_MEMORY, openDatabase, type Database } from '../../server/db/open';

/**
 * A file as PGlite reads the seeded dump and its own files (it only calls
 * arrayBuffer()), from bytes read once per worker: Node's own Blob hands its
 * bytes over in small chunks, about 0.1 s of CPU for the 45 MB dump at every
 * restore. Each restore gets its own copy.
 */
class BytesBlob extends Blob {
  readonly #content: Uint8Array;

  constructor(content: Uint8Array) {
    super();
    this.#content = content;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.#content).buffer;
  }
}

/** Per worker (the server and widget projects keep their modules from file to file): one dump per run. */
let seededDump: { path: string; blob: Blob } | undefined;

function seededDumpBlob(): Blob {
  const path = inject('seededDatabaseDump');
  if (seededDump?.path !== path) seededDump = { path, blob: new BytesBlob(readFileSync(path)) };
  return seededDump.blob;
}

/** PGlite's pglite.data (its share/ folder: 6 MB, 0.1 s of CPU to read again at each open), beside its entry point. */
let pgliteFiles: Blob | undefined;
const pgliteFilesBlob = () => (pgliteFiles ??= new BytesBlob(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.data'))));

export async function openTestDatabase(): Promise<Database> {
  return openDatabase({ dataDir: IN_MEMORY, loadDataDir: seededDumpBlob(), fsBundle: pgliteFilesBlob() });
}

export async function createTestApp(
  options: Omit<AppOptions, 'database'> & { config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const app = await createApp(testConfig(options.config), { ...options, database });
  app.addHook('onClose', async () => database.close());
  return app;
}
