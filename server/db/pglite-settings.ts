/**
 * PostgreSQL settings of the embedded database, chosen for its size: the
 * whole database (catalogue, messages, questions) is a few megabytes, and
 * PGlite's default shared_buffers (128 MB) lives in the server's own memory,
 * where it counted for a third of the process's resident size (README,
 * "Memory"). 8 MB still holds every table and index several times over.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

const SETTINGS = {
  shared_buffers: '8MB',
  // PostgreSQL's default is shared_buffers / 32; said explicitly so that the two stay tied.
  wal_buffers: '256kB',
};

/** PGlite's own start parameters plus ours (startParams replaces the defaults, so they are kept). */
export const pgliteStartParams = [...PGlite.defaultStartParams, ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];

/** Opens PGlite with these settings: the server, the backup and the restore all run the database alike. */
export function createPglite(location: string | undefined, options: Omit<PGliteOptions, 'startParams'> = {}): Promise<PGlite> {
  return PGlite.create(location, { ...options, startParams: pgliteStartParams });
}
