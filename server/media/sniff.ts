/**
 * What an uploaded file really is, read from its bytes: never from its name
 * nor from the type the browser declared, which the sender chooses. Photos
 * are then decoded by sharp (server/media/photo.ts), which has the last word;
 * videos are checked here (no video decoder ships with the product), their
 * container walked to its end, then walked again to blank their metadata
 * (server/media/video-metadata.ts).
 *
 * Ours rather than file-type (21, the last for Node 20): it reads a file's
 * head only, so the walk of a video to its end would stay ours, and it
 * names by the major brand alone where we read the compatible ones too: an
 * AVIF branded `mif1` + `avif` is « heic » to it, an MP4 branded `3gp4` +
 * `isom` « 3gp »: files we take, it would have us refuse. Four packages
 * (strtok3, token-types, @tokenizer/inflate, uint8array-extras) for the
 * twenty lines of magic numbers it would replace; 30 µs a JPEG against our
 * 0.05 µs (2.4 µs an AVIF), both nothing beside sharp's 6 ms (load 19).
 */

export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'avif';
export type VideoKind = 'mp4' | 'webm';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

/** The brands of a leading ISO-BMFF `ftyp` box (major, then compatible), or null without one. */
function ftypBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = bytes.readUInt32BE(0);
  if (size < 16 || size > bytes.length) return null;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

const AVIF_BRANDS = new Set(['avif', 'avis']);
/** Image brands of the ISO family (HEIF, AVIF): an ftyp box carrying one is a picture, not a video. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'mif1', 'msf1']);
/** The MP4 family a browser's `<video>` plays (QuickTime's 'qt  ' is not one). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'iso8', 'iso9', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4']);

/** A photo format by its magic number, or null. */
export function sniffPhoto(bytes: Buffer): PhotoKind | null {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ftypBrands(bytes)?.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  return null;
}

export const isGif = (bytes: Buffer) => startsWith(bytes, GIF);

/** A video format by its container, walked whole; null for anything else, a truncated file included. */
export function sniffVideo(bytes: Buffer): VideoKind | null {
  if (isMp4(bytes)) return 'mp4';
  if (isWebm(bytes)) return 'webm';
  return null;
}

/**
 * An MP4: an `ftyp` box of the MP4 family first, then top-level boxes whose
 * sizes lead exactly to the end of the file, one of them the `moov` a player
 * needs. A PDF renamed .mp4, an AVIF or a file cut short all fail.
 */
function isMp4(bytes: Buffer): boolean {
  const brands = ftypBrands(bytes);
  if (!brands || brands.some((brand) => IMAGE_BRANDS.has(brand)) || !brands.some((brand) => MP4_BRANDS.has(brand))) return false;
  let at = 0;
  let sawMovie = false;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) return false;
    let size = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, at + 8);
    if (size === 1) {
      // A 64-bit size follows the type.
      if (at + 16 > bytes.length) return false;
      size = Number(bytes.readBigUInt64BE(at + 8));
    } else if (size === 0) {
      // The last box runs to the end of the file.
      size = bytes.length - at;
    }
    if (size < 8 || at + size > bytes.length) return false;
    if (type === 'moov') sawMovie = true;
    at += size;
  }
  return sawMovie;
}

/** An EBML variable-length integer at `at`: its byte length and value (the marker bit cleared), or null. */
function readVint(bytes: Buffer, at: number): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index]!;
  return { length, value };
}

/** An element ID keeps its marker bits: its length comes from the first byte as for a vint. */
function readId(bytes: Buffer, at: number): { length: number; id: number } | null {
  const first = bytes[at];
  if (first === undefined || first < 0x10) return null;
  const length = Math.clz32(first) - 23;
  if (length > 4 || at + length > bytes.length) return null;
  return { length, id: bytes.readUIntBE(at, length) };
}

const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;

/** A WebM: the EBML header (1A 45 DF A3) whose DocType is 'webm', followed by a Segment. */
function isWebm(bytes: Buffer): boolean {
  if (!startsWith(bytes, EBML)) return false;
  const headerSize = readVint(bytes, EBML.length);
  if (!headerSize) return false;
  const bodyStart = EBML.length + headerSize.length;
  const bodyEnd = bodyStart + headerSize.value;
  if (bodyEnd > bytes.length) return false;
  let docType: string | null = null;
  for (let at = bodyStart; at < bodyEnd; ) {
    const id = readId(bytes, at);
    const size = id && readVint(bytes, at + id.length);
    if (!id || !size) return false;
    const valueStart = at + id.length + size.length;
    if (valueStart + size.value > bodyEnd) return false;
    if (id.id === DOC_TYPE) docType = ascii(bytes, valueStart, valueStart + size.value);
    at = valueStart + size.value;
  }
  if (docType !== 'webm') return false;
  const segment = readId(bytes, bodyEnd);
  return segment?.id === SEGMENT;
}
