/**
 * An uploaded video's metadata blanked without re-encoding (no video codec
 * ships with the product): what a phone or an editor writes beside the
 * pictures (title, author, recording date, GPS position, XMP, cover art) is
 * overwritten in place by padding of the same length. Nothing moves, so the
 * sample offsets an MP4 keeps in absolute bytes stay right and the file
 * plays as before.
 *
 * - MP4: `udta`, `meta` and `uuid` boxes, at the top level and in the movie,
 *   its tracks and their media, become `free` boxes of zeros; the creation
 *   and modification times of `mvhd`, `tkhd` and `mdhd` become 0 (unknown).
 * - WebM: the segment's `Tags` and `Attachments`, and the `Title` and
 *   `DateUTC` of its `Info`, become `Void` elements of zeros.
 *
 * Returns a blanked copy, or null when the structure cannot be walked (the
 * upload is then refused: a file we cannot clean is not published).
 */
import type { VideoKind } from './sniff';

export function withoutVideoMetadata(video: Buffer, kind: VideoKind): Buffer | null {
  const copy = Buffer.from(video);
  const walked = kind === 'mp4' ? blankMp4Boxes(copy, 0, copy.length, '') : blankWebm(copy);
  return walked ? copy : null;
}

// ─── MP4 (ISO base media file format) ───────────────────────────────────────

/** Boxes that only describe: dropped wherever they are met. */
const MP4_METADATA = new Set(['udta', 'meta', 'uuid']);
/**
 * The boxes walked into, by the box they stand in ('' is the file): the movie,
 * its tracks, their media and media information, each only where the format
 * puts it, so a file of boxes nested without end cannot run the walk out of stack.
 */
const MP4_CONTAINERS: ReadonlyMap<string, string> = new Map([
  ['moov', ''],
  ['trak', 'moov'],
  ['mdia', 'trak'],
  ['minf', 'mdia'],
]);
/** Full boxes starting with a version byte, 3 flag bytes, then creation and modification times. */
const MP4_TIMED = new Set(['mvhd', 'tkhd', 'mdhd']);

function blankMp4Boxes(bytes: Buffer, from: number, to: number, parent: string): boolean {
  for (let at = from; at < to; ) {
    if (at + 8 > to) return false;
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return false;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return false;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (MP4_METADATA.has(type)) {
      bytes.write('free', at + 4, 'latin1');
      bytes.fill(0, at + header, at + size);
    } else if (MP4_CONTAINERS.get(type) === parent) {
      if (!blankMp4Boxes(bytes, at + header, at + size, type)) return false;
    } else if (MP4_TIMED.has(type)) {
      const body = at + header;
      // Version 1 has 64-bit times, version 0 32-bit ones.
      const timesLength = bytes[body] === 1 ? 16 : 8;
      if (body + 4 + timesLength > at + size) return false;
      bytes.fill(0, body + 4, body + 4 + timesLength);
    }
    at += size;
  }
  return true;
}

// ─── WebM (Matroska's EBML) ─────────────────────────────────────────────────

const EBML_ID = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const VOID = 0xec;
/** Segment children dropped whole. */
const WEBM_METADATA = new Set([0x1254c367 /* Tags */, 0x1941a469 /* Attachments */]);
/** Info children dropped: the title and the date it was made; the muxer's name and the timing stay. */
const INFO_METADATA = new Set([0x7ba9 /* Title */, 0x4461 /* DateUTC */]);
/** Every child a segment may have: where a cluster of unknown size ends. */
const SEGMENT_CHILDREN = new Set([0x114d9b74, INFO, 0x1654ae6b, 0x1c53bb6b, 0x1043a770, CLUSTER, ...WEBM_METADATA]);

interface Element {
  id: number;
  /** Where the element starts, where its data starts, and where it ends (null: unknown size). */
  start: number;
  dataStart: number;
  end: number | null;
}

function readElement(bytes: Buffer, at: number, limit: number): Element | null {
  const first = bytes[at];
  if (first === undefined || first < 0x10) return null;
  const idLength = Math.clz32(first) - 23;
  const sizeAt = at + idLength;
  const sizeFirst = bytes[sizeAt];
  if (idLength > 4 || sizeFirst === undefined || sizeFirst === 0) return null;
  const sizeLength = Math.clz32(sizeFirst) - 23;
  const dataStart = sizeAt + sizeLength;
  if (dataStart > limit) return null;
  let size = sizeFirst & (0xff >> sizeLength);
  let unknown = size === 0xff >> sizeLength;
  for (let index = 1; index < sizeLength; index++) {
    const byte = bytes[sizeAt + index]!;
    unknown &&= byte === 0xff;
    size = size * 256 + byte;
  }
  if (!unknown && dataStart + size > limit) return null;
  return { id: bytes.readUIntBE(at, idLength), start: at, dataStart, end: unknown ? null : dataStart + size };
}

/** Overwrites an element with a Void element of exactly its length, data zeroed. */
function blankEbml(bytes: Buffer, from: number, to: number): void {
  const total = to - from;
  // The shortest size field that can say how many bytes remain after the ID and itself.
  let sizeLength = 1;
  while (sizeLength < 8 && total - 1 - sizeLength >= 2 ** (7 * sizeLength) - 1) sizeLength++;
  const size = total - 1 - sizeLength;
  bytes.fill(0, from, to);
  bytes[from] = VOID;
  let rest = size;
  for (let index = sizeLength - 1; index >= 0; index--) {
    bytes[from + 1 + index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[from + 1] = bytes[from + 1]! | (0x80 >> (sizeLength - 1));
}

function blankWebm(bytes: Buffer): boolean {
  const header = readElement(bytes, 0, bytes.length);
  if (header?.id !== EBML_ID || header.end === null) return false;
  const segment = readElement(bytes, header.end, bytes.length);
  if (segment?.id !== SEGMENT) return false;
  // One segment to the end of the file: bytes after it would be left unwalked, and unblanked.
  if (segment.end !== null && segment.end !== bytes.length) return false;
  const segmentEnd = segment.end ?? bytes.length;
  for (let at = segment.dataStart; at < segmentEnd; ) {
    const child = readElement(bytes, at, segmentEnd);
    if (!child) return false;
    if (child.end === null) {
      // Live recorders write clusters of unknown size: one ends where the next segment child begins.
      if (child.id !== CLUSTER) return false;
      const next = endOfOpenCluster(bytes, child.dataStart, segmentEnd);
      if (next === null) return false;
      at = next;
      continue;
    }
    if (WEBM_METADATA.has(child.id) && child.end - child.start >= 2) blankEbml(bytes, child.start, child.end);
    else if (child.id === INFO && !blankInfo(bytes, child.dataStart, child.end)) return false;
    at = child.end;
  }
  return true;
}

function blankInfo(bytes: Buffer, from: number, to: number): boolean {
  for (let at = from; at < to; ) {
    const child = readElement(bytes, at, to);
    if (!child || child.end === null) return false;
    if (INFO_METADATA.has(child.id) && child.end - child.start >= 2) blankEbml(bytes, child.start, child.end);
    at = child.end;
  }
  return true;
}

function endOfOpenCluster(bytes: Buffer, from: number, to: number): number | null {
  let at = from;
  while (at < to) {
    const child = readElement(bytes, at, to);
    if (!child) return null;
    if (SEGMENT_CHILDREN.has(child.id)) return at;
    if (child.end === null) return null;
    at = child.end;
  }
  return at;
}
