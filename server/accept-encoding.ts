/**
 * Content negotiation of Accept-Encoding (RFC 9110 section 12.5.3) between
 * the encodings our ready answers exist in, by negotiator (Express's).
 * Not @fastify/accept-negotiator, which @fastify/static uses for its
 * precompressed files: it sends Brotli to `*;q=0.5, br;q=0`, which refuses it.
 */
import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Ours, best first: Brotli is the smaller. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/** `identity` when the client refuses everything: an answer it may not want rather than none (RFC 9110 allows both). */
const negotiate = (header: string): ContentEncoding =>
  new Negotiator({ headers: { 'accept-encoding': header } }).encoding(PREFERENCE, { preferred: PREFERENCE }) ?? 'identity';

/** Negotiated answers per header value, as it is read on every request of a ready answer; bounded in count and length. */
const negotiated = new Map<string, ContentEncoding>();
const MEMO_SIZE = 64;
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
  if (encoding === undefined) {
    encoding = negotiate(header);
    // Clients send a handful of distinct values; a flood of made-up ones only empties the memo.
    if (negotiated.size >= MEMO_SIZE) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}
