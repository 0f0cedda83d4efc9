/**
 * What an upload is, by its brands as well as its magic numbers: files a
 * head-only sniffer naming by the major brand alone (file-type) would call
 * HEIF or 3GP, and refuse, are the AVIF photo and the MP4 video they are.
 */
import { describe, expect, it } from 'vitest';
import { sniffPhoto, sniffVideo } from '../../server/media/sniff';

/** An ISO-BMFF box: its 32-bit size, its type, its body. */
const box = (type: string, body = Buffer.alloc(8)) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
/** An `ftyp` box: the major brand, a minor version, the compatible brands. */
const ftyp = (major: string, compatible: string[]) => box('ftyp', Buffer.from(`${major}\0\0\0\0${compatible.join('')}`, 'latin1'));

describe('sniffing by brands', () => {
  it('an image branded mif1 but compatible with avif is an AVIF photo', () => {
    expect(sniffPhoto(Buffer.concat([ftyp('mif1', ['mif1', 'avif', 'miaf']), box('meta')]))).toBe('avif');
  });

  it.each([
    ['3gp4', ['isom', '3gp4']],
    ['M4V ', ['M4V ', 'mp42']],
    ['isom', ['isom', 'iso2', 'mp41']],
  ])('a video branded %j (compatible %j) with its movie box is an MP4', (major, compatible) => {
    expect(sniffVideo(Buffer.concat([ftyp(major, compatible), box('moov'), box('mdat', Buffer.alloc(64))]))).toBe('mp4');
  });

  it('QuickTime, an AVIF or a movie cut short is no MP4', () => {
    expect(sniffVideo(Buffer.concat([ftyp('qt  ', ['qt  ']), box('moov'), box('mdat')]))).toBeNull();
    expect(sniffVideo(Buffer.concat([ftyp('avif', ['avif', 'mif1']), box('moov'), box('mdat')]))).toBeNull();
    expect(sniffVideo(Buffer.concat([ftyp('isom', ['isom']), box('moov'), box('mdat', Buffer.alloc(64))]).subarray(0, 60))).toBeNull();
  });
});
