/**
 * Content negotiation of Accept-Encoding (RFC 9110 section 12.5.3) between
 * the encodings our ready answers exist in.
 */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Ours, best first: Brotli is the smaller. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

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

function negotiate(header: string): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding): number => weights.get(encoding) ?? weights.get('*') ?? (encoding === 'identity' ? 0.001 : 0);
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    const weight = weightOf(encoding);
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
