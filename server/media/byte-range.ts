/**
 * The one byte range of a `Range: bytes=…` header (RFC 9110 section 14), so a
 * browser can seek in a video. Several ranges at once are answered whole
 * (allowed by the RFC): no player asks for them.
 */
export type RangeRequest = { start: number; end: number } | 'unsatisfiable' | null;

/** Inclusive start and end within `size`, 'unsatisfiable' (416), or null to answer the whole file. */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
