/**
 * Opens the product's database: PGlite in a data directory by default (or in
 * memory for tests), PostgreSQL when a URL is given. Either way the same
 * drizzle schema and migrations apply.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { paths } from '../paths';
import { serveBackups, type BackupSocket } from './backup-socket';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { createClusterIfMissing } from './pglite-initdb';
import { createPglite } from './pglite-settings';
import * as schema from './schema';

export type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself, when it is PGlite (dumps for tests, durability checks). */
  pglite?: PGlite;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** DATA_DIR value that keeps the database in memory (tests). */
export const IN_MEMORY = 'memory://';

/** Where PGlite keeps its PGDATA inside a data folder. */
export const pgliteLocation = (folder: string) => join(folder, 'pglite');

export interface OpenOptions {
  /** PostgreSQL URL; when set, dataDir is ignored. */
  url?: string | undefined;
  /** Folder of the PGlite files, or IN_MEMORY. */
  dataDir?: string;
  /** A PGlite dump (dumpDataDir) to start from instead of an empty cluster. */
  loadDataDir?: Blob;
  /** PGlite's own files (its pglite.data) already read, for a process that opens many databases (tests); else PGlite reads them. */
  fsBundle?: Blob;
  /**
   * Told when PostgreSQL drops a pooled connection that was idle (a restart, a
   * network cut): the pool discards it and the next query connects again.
   */
  onConnectionLost?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url, options.onConnectionLost) : await openPglite(options);
  await migrateDatabase(database);
  return database;
}

async function openPglite({ dataDir = IN_MEMORY, loadDataDir, fsBundle }: OpenOptions): Promise<Database> {
  let folder: string | undefined;
  let location: string | undefined;
  let lock: DataDirLock | undefined;
  if (dataDir !== IN_MEMORY) {
    folder = paths.resolveFromRoot(dataDir);
    location = pgliteLocation(folder);
    mkdirSync(location, { recursive: true });
    // Before PGlite touches the files: a second process on the folder stops here.
    lock = lockDataDir(folder);
  }
  // Durability (README, "About durability"): PGlite's Node filesystem hands every
  // write of PostgreSQL to the OS at once (there is nothing for syncToFs to flush,
  // so relaxedDurability changes nothing here), and with synchronous_commit on a
  // COMMIT returns only once its WAL record is written. An acknowledged insert
  // therefore survives the process being killed (tests/server/crash-durability);
  // PGlite runs PostgreSQL with fsync off, so it does not survive an OS crash or
  // a power cut. synchronous_commit is set explicitly so that this holds whatever
  // the defaults become: off, a SIGKILL loses the last acknowledged writes.
  let client: PGlite;
  let backups: BackupSocket | undefined;
  try {
    // A new folder's initdb runs in a child process: here, its memory would stay with the server.
    if (location && !loadDataDir) createClusterIfMissing(location);
    client = await createPglite(location, { relaxedDurability: false, ...(loadDataDir ? { loadDataDir } : {}), ...(fsBundle ? { fsBundle } : {}) });
    await client.exec('SET synchronous_commit TO on');
    // `npm run db:backup` cannot open a locked folder: it asks this process (backup-socket.ts).
    if (folder) backups = await serveBackups(folder, client);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as AppDb;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: () => pingWith(db),
    close: async () => {
      try {
        await backups?.close();
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * Bounds on a PostgreSQL that does not answer (frozen, overloaded, cut off
 * without a reset): a request waits at most a few seconds for a connection and
 * for its query, then gets a 503, and health says `degraded` within 3 s.
 */
export const POSTGRES_LIMITS = {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectionTimeoutMillis: 2_000,
  /** A query's answer, measured by the client (the server may be unable to cancel it). */
  queryTimeoutMillis: 2_500,
  /** The same bound enforced by PostgreSQL itself, so that it stops the work too. */
  statementTimeoutMillis: 2_000,
  /** Requests queued for a connection beyond this are refused at once instead of piling up. */
  maxWaiting: 100,
  /** The health check's own deadline (it must answer `degraded` within 3 s). */
  pingTimeoutMillis: 1_500,
  poolSize: 10,
} as const;

/** A pool that refuses to queue more than maxWaiting requests for a connection. */
class BoundedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (this.waitingCount >= POSTGRES_LIMITS.maxWaiting) {
      const error = new Error('too many requests waiting for a database connection');
      if (callback) return void process.nextTick(() => callback(error, undefined, () => {}));
      return Promise.reject(error);
    }
    return callback ? super.connect(callback) : super.connect();
  }
}

async function openPostgres(url: string, onConnectionLost?: (error: Error) => void): Promise<Database> {
  const pool = new BoundedPool({
    connectionString: url,
    max: POSTGRES_LIMITS.poolSize,
    connectionTimeoutMillis: POSTGRES_LIMITS.connectionTimeoutMillis,
    query_timeout: POSTGRES_LIMITS.queryTimeoutMillis,
    statement_timeout: POSTGRES_LIMITS.statementTimeoutMillis,
  });
  // Without a listener, an idle connection cut by the server is an unhandled
  // 'error' event that stops the whole process. Queries made while the server
  // is away fail on their own (503, health degraded); later ones reconnect.
  pool.on('error', (error) => onConnectionLost?.(error));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as AppDb;
  return {
    db,
    kind: 'postgres',
    ping: () => pingWith(db, POSTGRES_LIMITS.pingTimeoutMillis),
    close: () => pool.end(),
  };
}

/** True when the database answers `select 1` (within timeoutMs, when given). */
async function pingWith(db: AppDb, timeoutMs?: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    if (timeoutMs) timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: paths.migrations };
  // The two migrators take their own driver's type; the SQL they run is the same.
  if (database.kind === 'pglite') await migratePglite(database.db as never, config);
  else await migratePostgres(database.db as never, config);
}
