/**
 * Reads the uploaded files from media_files (in the database, so every
 * instance serves what any of them received). Their paths are content-hashed
 * and never change meaning, so what was read once may be kept: small files
 * (the photo variants) stay in a byte-bounded LRU; a large one (a video) is
 * read by slices, only the bytes asked for and never whole in memory.
 */
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/open';
import { mediaFiles } from '../db/schema';
import { base64Of, bytesOf } from './bytea-base64';
import { ByteLru } from './byte-lru';

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

export class MediaLibrary {
  readonly #cache = new ByteLru<MediaEntry>(CACHE_BUDGET_BYTES, KEEP_WHOLE_BYTES + ENTRY_OVERHEAD_BYTES);

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
    this.#cache.set(path, entry, ENTRY_OVERHEAD_BYTES + (entry.content?.length ?? 0));
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
