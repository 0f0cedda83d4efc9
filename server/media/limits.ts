/** What an upload may weigh (issue 15): beyond, the route stops reading and answers 413. */
const MB = 1024 * 1024;

export type MediaKind = 'photo' | 'video';

export const UPLOAD_CAPS: Readonly<Record<MediaKind, number>> = { photo: 10 * MB, video: 50 * MB };

/** The cap as the error message says it: "10 Mo". */
export const capLabel = (kind: MediaKind) => `${UPLOAD_CAPS[kind] / MB}\u00a0Mo`;

/**
 * Room for the multipart envelope around the file (boundaries, part headers,
 * a few small fields): a request whose Content-Length exceeds the cap plus
 * this is refused before a byte of it is read.
 */
export const MULTIPART_ENVELOPE_BYTES = 16 * 1024;

/**
 * Decoding a photo needs width × height × 4 bytes: a small file can declare a
 * huge picture (a decompression bomb). 100 megapixels is above any phone's
 * ordinary photo.
 */
export const MAX_PHOTO_PIXELS = 100_000_000;
