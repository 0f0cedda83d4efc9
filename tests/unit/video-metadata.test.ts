/**
 * An uploaded video's metadata is blanked in place (issue 15, point 2): the
 * Chromium recordings of tests/fixtures/media with what a phone adds (title,
 * author, GPS position, XMP, tags) come out without any of it, the same
 * length, the pictures' bytes untouched, still an MP4 or a WebM.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffVideo } from '../../server/media/sniff';
import { withoutVideoMetadata } from '../../server/media/video-metadata';

const FIXTURES = join(import.meta.dirname, '../fixtures/media');
const MP4 = readFileSync(join(FIXTURES, 'tiny.mp4'));
const WEBM = readFileSync(join(FIXTURES, 'tiny.webm'));

const SECRETS = ['Anniversaire de Léa', '+48.8566+002.3522/', 'Julie Martin', 'iPhone de Julie', '2026:05:14 18:02:11'];

const latin1 = (text: string) => Buffer.from(text, 'latin1');

function expectNoSecret(bytes: Buffer) {
  for (const secret of SECRETS) {
    expect(bytes.includes(Buffer.from(secret, 'utf8')), secret).toBe(false);
    expect(bytes.includes(latin1(secret)), secret).toBe(false);
  }
}

// ─── MP4 ────────────────────────────────────────────────────────────────────

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** The top-level boxes of an MP4, as [type, bytes]. */
function topBoxes(bytes: Buffer): [string, Buffer][] {
  const boxes: [string, Buffer][] = [];
  for (let at = 0; at < bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    boxes.push([bytes.toString('latin1', at + 4, at + 8), bytes.subarray(at, at + size)]);
    at += size;
  }
  return boxes;
}

/** Appends `extra` boxes to the box of `type` among `boxes`, fixing its size. */
function withChildren(whole: Buffer, extra: Buffer[]): Buffer {
  return box(whole.toString('latin1', 4, 8), whole.subarray(8), ...extra);
}

/** The fixture as a phone would leave it: a titled, located, authored movie with XMP and a tagged track. */
function mp4WithMetadata(): Buffer {
  const appleItem = (code: string, value: string) => box(`\xa9${code}`, Buffer.from([0, 0, 0, 0]), Buffer.from(value, 'utf8'));
  const udta = box('udta', appleItem('nam', SECRETS[0]!), appleItem('xyz', SECRETS[1]!), appleItem('ART', SECRETS[2]!));
  const meta = box('meta', Buffer.alloc(4), box('ilst', box('\xa9too', box('data', Buffer.alloc(8), Buffer.from(SECRETS[3]!, 'utf8')))));
  const xmp = box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), Buffer.from(`<x:xmpmeta><dc:creator>${SECRETS[2]}</dc:creator><xmp:CreateDate>${SECRETS[4]}</xmp:CreateDate></x:xmpmeta>`));
  return Buffer.concat(
    topBoxes(MP4).flatMap(([type, bytes]) => {
      if (type !== 'moov') return [bytes];
      const children = topBoxes(bytes.subarray(8)).map(([child, childBytes]) => (child === 'trak' ? withChildren(childBytes, [meta]) : childBytes));
      return [box('moov', ...children, udta), xmp];
    }),
  );
}

describe('an MP4', () => {
  const dirty = mp4WithMetadata();

  it('loses its title, position, author, XMP and tags, keeping its length and its pictures', () => {
    expect(dirty.includes(Buffer.from(SECRETS[0]!, 'utf8'))).toBe(true);
    const clean = withoutVideoMetadata(dirty, 'mp4')!;
    expect(clean).not.toBeNull();
    expectNoSecret(clean);
    expect(clean.length).toBe(dirty.length);
    expect(sniffVideo(clean)).toBe('mp4');
    const media = (bytes: Buffer) => topBoxes(bytes).filter(([type]) => ['moof', 'mdat', 'mfra'].includes(type)).map(([, b]) => b.toString('hex'));
    expect(media(clean)).toEqual(media(dirty));
    expect(topBoxes(clean).map(([type]) => type)).toEqual(['ftyp', 'moov', 'free', 'moof', 'mdat', 'mfra']);
  });

  it('keeps no recording date in the movie, track and media headers', () => {
    const clean = withoutVideoMetadata(MP4, 'mp4')!;
    for (const type of ['mvhd', 'tkhd', 'mdhd']) {
      const at = MP4.indexOf(type);
      // Version 1: 64-bit creation and modification times after the version and flags.
      expect(MP4[at + 4]).toBe(1);
      expect(MP4.subarray(at + 8, at + 24).some((byte) => byte !== 0)).toBe(true);
      expect(clean.subarray(at + 8, at + 24).every((byte) => byte === 0)).toBe(true);
      expect(clean.subarray(at + 24, at + 40)).toEqual(MP4.subarray(at + 24, at + 40));
    }
  });

  it('is refused when a box inside the movie lies about its size', () => {
    const broken = Buffer.from(MP4);
    broken.writeUInt32BE(0xffff, broken.indexOf('mvhd') - 4);
    expect(withoutVideoMetadata(broken, 'mp4')).toBeNull();
  });

  it('walks only where the format nests boxes: a movie inside movies without end is no stack overflow', () => {
    const inner = box('udta', Buffer.from('Julie Martin'));
    const depth = 200_000;
    const nested = Buffer.alloc(8 * depth + inner.length);
    for (let level = 0; level < depth; level++) {
      nested.writeUInt32BE(nested.length - 8 * level, 8 * level);
      nested.write('moov', 8 * level + 4, 'latin1');
    }
    inner.copy(nested, 8 * depth);
    const ftyp = MP4.subarray(0, MP4.readUInt32BE(0));
    const crafted = Buffer.concat([ftyp, nested]);
    expect(sniffVideo(crafted)).toBe('mp4');
    expect(() => withoutVideoMetadata(crafted, 'mp4')).not.toThrow();
  });

  it('does not change the upload it was given', () => {
    const before = Buffer.from(dirty);
    withoutVideoMetadata(dirty, 'mp4');
    expect(dirty.equals(before)).toBe(true);
  });
});

// ─── WebM ───────────────────────────────────────────────────────────────────

/** An EBML size of `length` bytes (8 by default, as Chromium writes them). */
const vint = (value: number, length = 8) => {
  const bytes = Buffer.alloc(length);
  for (let index = length - 1, rest = value; index >= 0; index--, rest = Math.floor(rest / 256)) bytes[index] = rest % 256;
  bytes[0] = bytes[0]! | (0x80 >> (length - 1));
  return bytes;
};
const UNKNOWN_SIZE = Buffer.from('01ffffffffffffff', 'hex');
const element = (id: string, body: Buffer, size = vint(body.length)) => Buffer.concat([Buffer.from(id, 'hex'), size, body]);

/** The EBML header, the segment's children (known sizes) as [id, bytes], read from the fixture. */
function webmParts() {
  const headerEnd = 5 + (WEBM[4]! & 0x7f);
  const segmentData = 4 + 8 + headerEnd;
  const children: [string, Buffer][] = [];
  for (let at = segmentData; at < WEBM.length; ) {
    const idLength = Math.clz32(WEBM[at]!) - 23;
    const sizeLength = Math.clz32(WEBM[at + idLength]!) - 23;
    let size = WEBM[at + idLength]! & (0xff >> sizeLength);
    for (let i = 1; i < sizeLength; i++) size = size * 256 + WEBM[at + idLength + i]!;
    const end = at + idLength + sizeLength + size;
    children.push([WEBM.toString('hex', at, at + idLength), WEBM.subarray(at, end)]);
    at = end;
  }
  return { header: WEBM.subarray(0, headerEnd), children };
}

const INFO = '1549a966';
const CLUSTER = '1f43b675';
const title = element('7ba9', Buffer.from(SECRETS[0]!, 'utf8'), vint(Buffer.byteLength(SECRETS[0]!), 1));
const tags = element('1254c367', element('7373', element('67c8', Buffer.concat([element('45a3', Buffer.from('ARTIST'), vint(6, 1)), element('4487', Buffer.from(SECRETS[2]!, 'utf8'), vint(Buffer.byteLength(SECRETS[2]!), 1))]))));

/** The fixture with a title in its Info and tags at the end of its segment; open sizes as a live recorder writes them, or known ones. */
function webmWithMetadata(open: boolean): Buffer {
  const { header, children } = webmParts();
  const body = children.map(([id, bytes]) => {
    if (id === INFO) {
      const idLength = 4;
      const sizeLength = Math.clz32(bytes[idLength]!) - 23;
      return element(INFO, Buffer.concat([bytes.subarray(idLength + sizeLength), title]));
    }
    if (id === CLUSTER && open) {
      const sizeLength = Math.clz32(bytes[4]!) - 23;
      return element(CLUSTER, bytes.subarray(4 + sizeLength), UNKNOWN_SIZE);
    }
    return bytes;
  });
  const segment = Buffer.concat([...body, tags]);
  return Buffer.concat([header, element('18538067', segment, open ? UNKNOWN_SIZE : vint(segment.length))]);
}

describe('a WebM', () => {
  it.each([
    ['with known sizes', false],
    ['recorded live (segment and clusters of unknown size)', true],
  ])('%s loses its title and tags, keeping its length, its muxer and its frames', (_name, open) => {
    const dirty = webmWithMetadata(open);
    expect(sniffVideo(dirty)).toBe('webm');
    expect(dirty.includes(Buffer.from(SECRETS[2]!, 'utf8'))).toBe(true);
    const clean = withoutVideoMetadata(dirty, 'webm')!;
    expect(clean).not.toBeNull();
    expectNoSecret(clean);
    expect(clean.length).toBe(dirty.length);
    expect(sniffVideo(clean)).toBe('webm');
    expect(clean.includes(Buffer.from('Chrome'))).toBe(true);
    const cluster = webmParts().children.find(([id]) => id === CLUSTER)![1];
    const frames = cluster.subarray(cluster.length - 200);
    expect(clean.includes(frames)).toBe(true);
    // Each blanked element became one Void element (0xEC) of zeros.
    const at = dirty.indexOf(Buffer.from('1254c367', 'hex'));
    expect(clean[at]).toBe(0xec);
  });

  it('is refused when bytes follow its segment: a second segment with tags would go unwalked', () => {
    const second = element('18538067', tags);
    expect(withoutVideoMetadata(Buffer.concat([WEBM, second]), 'webm')).toBeNull();
    expect(withoutVideoMetadata(Buffer.concat([WEBM, Buffer.from('garbage')]), 'webm')).toBeNull();
  });

  it('is refused when the segment holds something that is not an element', () => {
    const broken = Buffer.concat([WEBM, Buffer.from([0x00, 0x00])]);
    const segmentSizeAt = WEBM.indexOf(Buffer.from('18538067', 'hex')) + 4;
    broken.writeUIntBE(broken.readUIntBE(segmentSizeAt + 2, 6) + 2, segmentSizeAt + 2, 6);
    expect(withoutVideoMetadata(broken, 'webm')).toBeNull();
  });
});
