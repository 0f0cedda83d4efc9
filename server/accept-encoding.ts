/**
 * Content negotiation of Accept-Encoding (RFC 9110 section 12.5.3) between
 * the encodings our ready answers exist in, by negotiator (Express's).
 * Not @fastify/accept-negotiator, which @fastify/static uses for its
 * precompressed files: it sends Brotli to `*;q=0.5, br;q=0`, which refuses it.
 */
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Ours, best first: Brotli is the smaller. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/** `identity` when the client refuses everything: an answer it may not want rather than none (RFC 9110 allows both). */
const negotiate = (header: string): ContentEncoding =>
  new Negotiator({ headers: { 'accept-encoding': header } }).encoding(PREFERENCE, { preferred: PREFERENCE }) ?? 'identity';

/**
 * Negotiated answers per header value, as it is read on every request of a
 * ready answer: clients send a handful of distinct values, and a flood of
 * made-up ones only pushes out the oldest (the media library's LRU, lru-cache).
 */
const negotiated = new LRUCache<string, ContentEncoding>({ max: 64 });
const MEMO_HEADER_LENGTH = 200;

/**
 * The encoding to send: the client's highest q-value among ours, Brotli
 * before gzip on a tie. `identity` stays acceptable unless refused by name
 * (or by `*;q=0` without naming it); without the header, identity.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  if (header.length > MEMO_HEADER_LENGTH) return negotiate(header);
  let encoding = negotiated.get(header);
  if (encoding === undefined) negotiated.set(header, (encoding = negotiate(header)));
  return encoding;
}
