/**
 * The backup archive of an embedded database: PGlite's own dump of its data
 * folder (a tar of PGDATA), gzipped. Both the running server (on request of
 * `npm run db:backup`) and the backup script (when no server runs) make it
 * here, and `npm run db:restore` reads it back.
 *
 * Why it is consistent while the server takes writes: PGlite runs PostgreSQL
 * in this single JavaScript thread, and dumpDataDir holds the same mutex as
 * every query and copies the files synchronously, so the copy is taken
 * between two statements, never inside one. With synchronous_commit on
 * (open.ts), every COMMIT acknowledged before that moment has its WAL record
 * in the copy; a transaction still open is rolled back when the copy starts,
 * exactly as after a crash. The CHECKPOINT first only keeps that recovery short.
 */
import { Readable } from 'node:stream';
import { createGzip, gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

/** The archive as a stream of gzip bytes (the tar is in memory; gzip runs outside PGlite's mutex). */
export async function dumpArchive(pglite: PGlite): Promise<Readable> {
  await pglite.exec('CHECKPOINT');
  const tar = await pglite.dumpDataDir('none');
  return Readable.from(Buffer.from(await tar.arrayBuffer())).pipe(createGzip());
}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The tar PGlite's loadDataDir expects, from an archive's bytes (gzipped or not). */
export function archiveToTar(bytes: Buffer): Blob {
  const gzipped = bytes[0] === GZIP_MAGIC[0] && bytes[1] === GZIP_MAGIC[1];
  const tar = gzipped ? gunzipSync(bytes) : bytes;
  return new Blob([new Uint8Array(tar)], { type: 'application/x-tar' });
}
