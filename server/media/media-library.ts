/**
 * The uploaded files in media_files (in the database, so every instance
 * serves what any of them received): the one place their rows are written
 * and read. Their paths are content-hashed and never change meaning, so what
 * was read once may be kept: small files (the photo variants) stay in a
 * byte-bounded LRU; a large one (a video) is read by slices, only the bytes
 * asked for and never whole in memory.
 *
 * The bytes travel as base64 text. PGlite converts a bytea value to and from
 * hex in JavaScript one byte at a time (measured: 2.3 s per MB written, 0.3 s
 * per MB read), which would take minutes for a 50 MB video; base64 text
 * through PostgreSQL's own encode/decode is about ten times faster there, and
 * a third smaller than node-postgres's hex on the wire.
 */
import { Readable } from 'node:stream';
import { and, eq, like, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppDb } from '../db/open';
import { mediaFiles } from '../db/schema';
import type { MediaFile } from './media-file';

export interface MediaEntry {
  contentType: string;
  size: number;
  /** The bytes, when small enough to keep in memory; else read by slices. */
  content: Buffer | null;
}

/** Enough for a few hundred photo variants (5 to 60 KB each). */
const CACHE_BUDGET_BYTES = 24 * 1024 * 1024;
/** Files up to this size are read whole and kept; the largest photo variant is far below it. */
const KEEP_WHOLE_BYTES = 1024 * 1024;
/** What a known file's entry without its bytes costs the cache (its type and size). */
const ENTRY_OVERHEAD_BYTES = 256;
/** A large file goes out in slices of this size, one query each. */
const SLICE_BYTES = 1024 * 1024;

/** A bytea value to insert. */
const byteaFrom = (bytes: Buffer): SQL => sql`decode(${bytes.toString('base64')}, 'base64')`;
/** A bytea expression read as base64 text; decode it with bytesOf. */
const base64Of = (bytea: SQLWrapper): SQL<string> => sql<string>`encode(${bytea}, 'base64')`;
/** PostgreSQL's base64 breaks lines every 76 characters: Node's decoder skips them. */
const bytesOf = (base64: string): Buffer => Buffer.from(base64, 'base64');

/**
 * Stores an upload's files as `advisorId`'s, in the caller's transaction. The
 * same bytes uploaded again name the same files: they become this advisor's
 * primary again. The advisor's former file of the same folder stays served
 * (pages and caches may still name it) but is no longer its primary.
 * Returns the primary file.
 */
export async function storeMediaFiles(tx: AppDb, advisorId: number, files: readonly MediaFile[]): Promise<MediaFile> {
  const primary = files.find((file) => file.primary)!;
  const folder = primary.path.slice(0, primary.path.lastIndexOf('/') + 1);
  await tx
    .insert(mediaFiles)
    .values(files.map((file) => ({ ...file, content: byteaFrom(file.content), advisorId })))
    .onConflictDoUpdate({ target: mediaFiles.path, set: { primary: sql`excluded.${sql.identifier('primary')}`, advisorId } });
  await tx
    .update(mediaFiles)
    .set({ primary: false })
    .where(and(eq(mediaFiles.advisorId, advisorId), like(mediaFiles.path, `${folder}%`), ne(mediaFiles.path, primary.path), eq(mediaFiles.primary, true)));
  return primary;
}

export class MediaLibrary {
  /** Bounded by the bytes it holds, not by a count: a few large files cannot push the process's memory up. */
  readonly #cache = new LRUCache<string, MediaEntry>({
    maxSize: CACHE_BUDGET_BYTES,
    // The largest entry find() makes (a file read whole); a video's holds no bytes.
    maxEntrySize: KEEP_WHOLE_BYTES + ENTRY_OVERHEAD_BYTES,
    sizeCalculation: (entry) => ENTRY_OVERHEAD_BYTES + (entry.content?.length ?? 0),
  });

  constructor(private readonly db: AppDb) {}

  /** The file at `path`, or null when there is none. One query on a miss, none on a hit. */
  async find(path: string): Promise<MediaEntry | null> {
    const cached = this.#cache.get(path);
    if (cached) return cached;
    const size = sql`octet_length(${mediaFiles.content})`;
    const [row] = await this.db
      .select({
        contentType: mediaFiles.contentType,
        size: size.mapWith(Number),
        content: sql<string | null>`case when ${size} <= ${KEEP_WHOLE_BYTES} then ${base64Of(mediaFiles.content)} end`,
      })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, path));
    if (!row) return null;
    const entry: MediaEntry = { contentType: row.contentType, size: row.size, content: row.content === null ? null : bytesOf(row.content) };
    this.#cache.set(path, entry);
    return entry;
  }

  /** Bytes `start` to `end` (inclusive) of a file found by find(), as a stream of slices. */
  read(path: string, entry: MediaEntry, start: number, end: number): Readable | Buffer {
    if (entry.content) return entry.content.subarray(start, end + 1);
    const slice = (from: number, to: number) => this.#slice(path, from, to);
    return Readable.from(
      (async function* () {
        for (let from = start; from <= end; from += SLICE_BYTES) yield await slice(from, Math.min(end, from + SLICE_BYTES - 1));
      })(),
    );
  }

  async #slice(path: string, start: number, end: number): Promise<Buffer> {
    const [row] = await this.db
      .select({ chunk: base64Of(sql`substring(${mediaFiles.content} from ${start + 1} for ${end - start + 1})`) })
      .from(mediaFiles)
      .where(eq(mediaFiles.path, path));
    if (!row) throw new Error('media file removed while being served');
    return bytesOf(row.chunk);
  }
}
