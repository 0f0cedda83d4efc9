/**
 * Content negotiation of Accept-Encoding (RFC 9110 section 12.5.3) between
 * the encodings our ready answers exist in.
 */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Ours, best first: Brotli is the smaller. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding to send: the client's highest q-value among ours, Brotli
 * before gzip on a tie. `identity` stays acceptable unless refused by name
 * (or by `*;q=0` without naming it); without the header, identity.
 */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
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
