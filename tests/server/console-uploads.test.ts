/**
 * Photo and video uploads from the console (issue 15, point 2), on the real
 * app and database: real images made here with sharp (a JPEG carrying an EXIF
 * orientation and a GPS position, a PNG, a WebP, an AVIF) become their 4:5
 * WebP and AVIF variants without metadata; real videos recorded by Chromium
 * (tests/fixtures/media) are kept as sent but for their metadata, blanked in
 * place (XMP naming a person, the recording date); everything is served by /media/
 * with the headers partner pages and browsers rely on, byte ranges included.
 * Bad files are refused in French and change nothing. The caps are checked
 * on a real socket too: the server answers before reading what is over them.
 */
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as z from 'zod/mini';
import { createApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { advisors, auditLog, mediaFiles } from '../../server/db/schema';
import { UPLOAD_CAPS } from '../../server/media/limits';
import { withoutVideoMetadata } from '../../server/media/video-metadata';
import { PROJECT_ROOT } from '../../server/paths';
import { PHOTO_FORMATS, PHOTO_WIDTHS, parsePhotoVariant, photoHeight, photoVariantPath } from '../../contract/domain/photo-variants';
import { UploadReceipt } from '../../contract/schemas/console/advisors';
import { signedIn, type SignedIn } from '../helpers/console-session';
import { startPostgres } from '../helpers/postgres';
import { createTestApp } from '../helpers/test-app';

const FIXTURES = join(PROJECT_ROOT, 'tests/fixtures/media');
const MP4 = readFileSync(join(FIXTURES, 'tiny.mp4'));
const WEBM = readFileSync(join(FIXTURES, 'tiny.webm'));

let app: FastifyInstance;
let admin: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signedIn(app, 'admin');
});
afterAll(async () => app?.close());

// ─── Files made for the tests ───────────────────────────────────────────────

/** Landscape, red on the left and blue on the right: shown upright (EXIF orientation 6), red is on top. */
async function jpegWithOrientationAndGps(): Promise<Buffer> {
  const red = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'AppareilTest', Model: 'Modèle 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
    .toBuffer();
}

const plain = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 20, g: 160, b: 90, alpha: 0.5 } : '#3366cc' } });

/** An MP4 box of `type` holding `body`. */
function mp4Box(type: string, ...body: Buffer[]): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + Buffer.concat(body).length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, ...body]);
}

/**
 * A valid MP4 over the size the server keeps whole in memory: the fixture and
 * a 2 MB `free` box (players skip it), without metadata, so the server keeps
 * it byte for byte.
 */
function largeMp4(): Buffer {
  return withoutVideoMetadata(Buffer.concat([MP4, mp4Box('free', Buffer.alloc(2 * 1024 * 1024, 0x2a))]), 'mp4')!;
}

// ─── Requests ───────────────────────────────────────────────────────────────

interface Part {
  name: string;
  content: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart body exactly as a browser's FormData makes it. */
async function formData(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.name, String(part.content));
    else form.append(part.name, new Blob([typeof part.content === 'string' ? part.content : new Uint8Array(part.content)], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

async function upload(advisorId: number, kind: 'photo' | 'video', parts: Part[], who: SignedIn = admin) {
  const { payload, contentType } = await formData(parts);
  return app.inject({ method: 'POST', url: `/api/console/advisors/${advisorId}/${kind}`, headers: { ...who.headers, 'content-type': contentType }, payload });
}

const file = (content: Buffer | string, filename: string, type: string): Part => ({ name: 'file', content, filename, type });

async function uploaded(advisorId: number, kind: 'photo' | 'video', content: Buffer, filename: string, type: string) {
  const response = await upload(advisorId, kind, [file(content, filename, type)]);
  expect(response.statusCode, response.body).toBe(200);
  return z.parse(UploadReceipt, response.json()).advisor;
}

// ─── State ──────────────────────────────────────────────────────────────────

let advisorCount = 0;
/** A fresh advisor for a test, so that what one test uploads never meets another's. */
async function newAdvisor(): Promise<number> {
  const [row] = await app.database.db
    .insert(advisors)
    .values({ slug: `televersement-${++advisorCount}`, firstName: 'Téléversement', type: 'Médium', reviewsCount: 0, photo: 'images/voyants/helene.svg' })
    .returning({ id: advisors.id });
  await app.catalogue.refresh();
  return row!.id;
}

const rowOf = async (id: number) => (await app.database.db.select().from(advisors).where(eq(advisors.id, id)))[0]!;
const mediaCount = async () => (await app.database.db.select({ n: count() }).from(mediaFiles))[0]!.n;
const auditCount = async () => (await app.database.db.select({ n: count() }).from(auditLog))[0]!.n;
const stored = async (path: string) => (await app.database.db.select().from(mediaFiles).where(eq(mediaFiles.path, path)))[0];

/** What must hold after a refused upload: the advisor, the media files and the audit log as they were. */
async function expectNothingChanged(advisorId: number, run: () => Promise<void>) {
  const before = { advisor: await rowOf(advisorId), media: await mediaCount(), audit: await auditCount() };
  await run();
  expect(await rowOf(advisorId)).toEqual(before.advisor);
  expect(await mediaCount()).toBe(before.media);
  expect(await auditCount()).toBe(before.audit);
}

// ─── Photos ─────────────────────────────────────────────────────────────────

describe('a photo', () => {
  it('becomes 4:5 WebP and AVIF variants at every width, upright, without EXIF or GPS, and the advisor’s photo is the 400-wide WebP', async () => {
    const id = await newAdvisor();
    const original = await jpegWithOrientationAndGps();
    const metadata = await sharp(original).metadata();
    expect(metadata.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825) is in the original's EXIF.
    expect(metadata.exif!.includes(Buffer.from([0x88, 0x25])) || metadata.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const advisor = await uploaded(id, 'photo', original, 'portrait.jpg', 'image/jpeg');
    const primary = parsePhotoVariant(advisor.photo);
    expect(primary).toMatchObject({ width: 400, format: 'webp' });
    expect((await app.inject(`/api/users/${id}`)).json()).toMatchObject({ photo: advisor.photo });

    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const path = photoVariantPath(primary!.hash, width, format);
        const row = await stored(path);
        expect(row, path).toBeDefined();
        expect(row!).toMatchObject({ contentType: `image/${format}`, advisorId: id, primary: path === advisor.photo });
        const variant = await sharp(row!.content).metadata();
        expect(variant).toMatchObject({ format: format === 'avif' ? 'heif' : 'webp', width, height: photoHeight(width) });
        expect(variant.exif, path).toBeUndefined();
        expect(variant.xmp, path).toBeUndefined();
        expect(variant.iptc, path).toBeUndefined();
        expect(variant.orientation, path).toBeUndefined();
        expect(row!.content.includes(Buffer.from('AppareilTest')), path).toBe(false);
        // Upright: the red half of the landscape is now the top of the portrait.
        const { data, info } = await sharp(row!.content).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const top = [...data.subarray(0, 3)];
        const bottom = [...data.subarray((info.width * (info.height - 1)) * 3, (info.width * (info.height - 1)) * 3 + 3)];
        expect(top[0]! > 200 && top[2]! < 60, `${path} top ${top}`).toBe(true);
        expect(bottom[2]! > 200 && bottom[0]! < 60, `${path} bottom ${bottom}`).toBe(true);
      }
    }
    const audit = (await app.database.db.select().from(auditLog).where(eq(auditLog.target, `advisor:${id}`)))[0];
    expect(audit).toMatchObject({ action: 'photo-uploaded', actor: admin.email });
  });

  it.each([
    ['a PNG with transparency', () => plain(600, 900, 4).png().toBuffer(), 'photo.png', 'image/png'],
    ['a WebP', () => plain(500, 700).webp().toBuffer(), 'photo.webp', 'image/webp'],
    ['an AVIF', () => plain(400, 500).avif().toBuffer(), 'photo.avif', 'image/avif'],
    ['a JPEG declared as something else', () => plain(800, 600).jpeg().toBuffer(), 'photo.bin', 'application/octet-stream'],
  ])('%s is accepted', async (_name, make, filename, type) => {
    const id = await newAdvisor();
    const advisor = await uploaded(id, 'photo', await make(), filename, type);
    const { hash } = parsePhotoVariant(advisor.photo)!;
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const row = await stored(photoVariantPath(hash, width, format));
        expect(await sharp(row!.content).metadata()).toMatchObject({ width, height: photoHeight(width) });
      }
    }
  });

  it('replacing a photo keeps the former files served but only the new one primary', async () => {
    const id = await newAdvisor();
    const first = await uploaded(id, 'photo', await plain(400, 500).png().toBuffer(), 'a.png', 'image/png');
    const second = await uploaded(id, 'photo', await plain(400, 600).png().toBuffer(), 'b.png', 'image/png');
    expect(second.photo).not.toBe(first.photo);
    expect(await stored(first.photo!)).toMatchObject({ primary: false });
    expect(await stored(second.photo!)).toMatchObject({ primary: true });
    expect((await app.inject(`/${first.photo}`)).statusCode).toBe(200);
  });
});

describe('a video', () => {
  it.each([
    ['MP4', MP4, 'clip.mp4', 'video/mp4'],
    ['WebM', WEBM, 'clip.webm', 'video/webm'],
  ])('%s is kept as sent but for its metadata, and named by its content', async (name, recorded, filename, type) => {
    // What a phone's editor adds: XMP naming the person filmed, after the recording.
    const xmp = Buffer.from('<x:xmpmeta><dc:creator>Julie Martin</dc:creator><xmp:CreateDate>2026-05-14T18:02:11</xmp:CreateDate></x:xmpmeta>');
    const bytes = name === 'MP4' ? Buffer.concat([recorded, mp4Box('uuid', Buffer.alloc(16, 0xbe), xmp)]) : recorded;
    const id = await newAdvisor();
    const advisor = await uploaded(id, 'video', bytes, filename, type);
    expect(advisor.video).toMatch(new RegExp(`^media/videos/[0-9a-f]{32}\\.${name.toLowerCase()}$`));
    const row = await stored(advisor.video!);
    expect(row).toMatchObject({ contentType: type, primary: true, advisorId: id });
    expect(row!.content.length).toBe(bytes.length);
    expect(row!.content.includes('Julie Martin')).toBe(false);
    expect(row!.content.includes(recorded.subarray(recorded.length - 400))).toBe(true);
    expect((await app.inject(`/${advisor.video}`)).rawPayload.equals(row!.content)).toBe(true);
    expect((await app.inject(`/api/users/${id}`)).json()).toMatchObject({ video: advisor.video });
    expect((await app.database.db.select().from(auditLog).where(eq(auditLog.target, `advisor:${id}`)))[0]).toMatchObject({ action: 'video-uploaded' });
  });
});

// ─── Serving ────────────────────────────────────────────────────────────────

describe('/media/ serves', () => {
  let photo: string;
  let photoBytes: Buffer;
  beforeAll(async () => {
    const advisor = await uploaded(await newAdvisor(), 'photo', await plain(900, 1200).jpeg().toBuffer(), 'p.jpg', 'image/jpeg');
    photo = `/${advisor.photo}`;
    photoBytes = (await stored(advisor.photo!))!.content;
  });

  it('a photo with its type, a year of immutable cache, an ETag, open CORS, and its bytes untouched for a browser', async () => {
    const response = await app.inject({ url: photo, headers: { 'accept-encoding': 'gzip, deflate, br', origin: 'https://blog.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}-400\.webp"$/);
    expect(response.rawPayload.equals(photoBytes)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(photoBytes.length);

    const again = await app.inject({ url: photo, headers: { 'if-none-match': response.headers.etag! } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('HEAD with the headers of GET and no body', async () => {
    const head = await app.inject({ method: 'HEAD', url: photo });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers).toMatchObject({ 'content-type': 'image/webp', 'content-length': String(photoBytes.length), 'cache-control': 'public, max-age=31536000, immutable' });
  });

  it('the hot photos from memory: a variant served once does not need the database again', async () => {
    const variant = photo.replace('-400.webp', '-200.avif');
    const first = await app.inject(variant);
    expect(first.statusCode).toBe(200);
    await app.database.db.delete(mediaFiles).where(eq(mediaFiles.path, variant.slice(1)));
    const second = await app.inject(variant);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('a JSON 404 for a file that is not there, never the site’s page', async () => {
    for (const url of ['/media/photos/0123456789abcdef0123456789abcdef-400.webp', '/media/videos/nulle-part.mp4', '/media/', '/media/photos/']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json().message, url).toMatch(/^Aucun fichier|^Aucune ressource/);
    }
  });

  it('a video by byte ranges, so a browser can seek', async () => {
    const bytes = largeMp4();
    const advisor = await uploaded(await newAdvisor(), 'video', bytes, 'long.mp4', 'video/mp4');
    const url = `/${advisor.video}`;
    const whole = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'access-control-allow-origin': '*' });
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      ['bytes=1000000-1000999', 1_000_000, 1_000_999],
      [`bytes=${bytes.length - 10}-`, bytes.length - 10, bytes.length - 1],
      ['bytes=-50', bytes.length - 50, bytes.length - 1],
      // A suffix longer than the file is the whole file (RFC 9110 section 14.1.2), not a 416.
      [`bytes=-${bytes.length + 10}`, 0, bytes.length - 1],
      [`bytes=100-${bytes.length + 500}`, 100, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const part = await app.inject({ url, headers: { range, 'accept-encoding': 'gzip, deflate, br' } });
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range'], range).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(part.rawPayload.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
    const beyond = await app.inject({ url, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    // A range of another version of the file (If-Range with another ETag) gets the whole file.
    expect((await app.inject({ url, headers: { range: 'bytes=0-9', 'if-range': '"autre"' } })).statusCode).toBe(200);
    // An invalid range (its end before its start) is ignored: the whole file.
    expect((await app.inject({ url, headers: { range: 'bytes=9-0' } })).statusCode).toBe(200);

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.body).toBe('');
  });
});

// ─── Refusals ───────────────────────────────────────────────────────────────

describe('a bad upload is refused in French and changes nothing', () => {
  const jpeg = () => plain(800, 1000).jpeg().toBuffer();
  /** A real JPEG followed by zeros (decoders stop at its end marker), `size` bytes in all. */
  const paddedTo = async (size: number) => {
    const image = await jpeg();
    return Buffer.concat([image, Buffer.alloc(size - image.length)]);
  };

  it.each([
    ['a text file named .jpg', 'photo', async () => [file('ceci n’est pas une image', 'photo.jpg', 'image/jpeg')], 415, /n’est pas une photo JPEG, PNG, WebP ou AVIF/],
    ['a GIF', 'photo', async () => [file(await plain(400, 500).gif().toBuffer(), 'anim.gif', 'image/gif')], 415, /GIF ne sont pas acceptés/],
    ['a truncated JPEG', 'photo', async () => [file((await jpeg()).subarray(0, 3000), 'cut.jpg', 'image/jpeg')], 400, /illisible ou incomplète/],
    ['a photo too small for the cards', 'photo', async () => [file(await plain(120, 120).png().toBuffer(), 'tiny.png', 'image/png')], 400, /trop petite/],
    ['an MP4 sent as a photo', 'photo', async () => [file(MP4, 'clip.jpg', 'image/jpeg')], 415, /n’est pas une photo/],
    ['a PDF renamed .mp4', 'video', async () => [file('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF', 'clip.mp4', 'video/mp4')], 415, /n’est pas une vidéo MP4 ou WebM/],
    ['a JPEG sent as a video', 'video', async () => [file(await jpeg(), 'clip.mp4', 'video/mp4')], 415, /n’est pas une vidéo/],
    ['an AVIF sent as a video', 'video', async () => [file(await plain(400, 500).avif().toBuffer(), 'clip.mp4', 'video/mp4')], 415, /n’est pas une vidéo/],
    ['an MP4 cut short', 'video', async () => [file(MP4.subarray(0, MP4.length - 100), 'clip.mp4', 'video/mp4')], 415, /n’est pas une vidéo MP4 ou WebM complète/],
    ['a file in another field', 'photo', async () => [{ ...file(await jpeg(), 'p.jpg', 'image/jpeg'), name: 'photo' }], 400, /dans le champ «\u202ffile\u202f»/],
    ['two files', 'photo', async () => [file(await jpeg(), 'a.jpg', 'image/jpeg'), file(await jpeg(), 'b.jpg', 'image/jpeg')], 400, /un seul fichier/],
    ['no file at all', 'photo', async () => [{ name: 'note', content: 'bonjour' }], 400, /Aucun fichier reçu/],
    ['an empty file', 'photo', async () => [file(Buffer.alloc(0), 'vide.jpg', 'image/jpeg')], 400, /Aucun fichier reçu/],
    ['a photo of 10 MB + 1 byte', 'photo', async () => [file(await paddedTo(UPLOAD_CAPS.photo + 1), 'big.jpg', 'image/jpeg')], 413, /La photo dépasse 10\u00a0Mo/],
    ['a video of 50 MB + 1 byte', 'video', async () => [file(Buffer.concat([MP4, Buffer.alloc(UPLOAD_CAPS.video + 1 - MP4.length)]), 'big.mp4', 'video/mp4')], 413, /La vidéo dépasse 50\u00a0Mo/],
  ] as const)('%s', async (_name, kind, parts, status, message) => {
    const id = await newAdvisor();
    const body = await parts();
    await expectNothingChanged(id, async () => {
      const response = await upload(id, kind, body as Part[]);
      expect(response.statusCode, response.body).toBe(status);
      const answer = response.json();
      expect(answer.message).toMatch(message);
      // French typography: no plain space before a colon, no straight apostrophe.
      expect(answer.message).not.toMatch(/ [:;?!]|'/);
    });
  });

  it('a photo of exactly 10 MB is within the cap', async () => {
    const id = await newAdvisor();
    const image = await plain(400, 500).png().toBuffer();
    // Bytes after PNG's IEND chunk are ignored by decoders: a real photo of the cap's exact size.
    const exact = Buffer.concat([image, Buffer.alloc(UPLOAD_CAPS.photo - image.length)]);
    expect((await upload(id, 'photo', [file(exact, 'exact.png', 'image/png')])).statusCode).toBe(200);
  });

  it('a body that is not multipart is a 415 in French', async () => {
    const id = await newAdvisor();
    await expectNothingChanged(id, async () => {
      for (const [type, payload] of [
        ['application/json', '{"file":"x"}'],
        ['image/jpeg', await jpeg()],
      ] as const) {
        const response = await app.inject({ method: 'POST', url: `/api/console/advisors/${id}/photo`, headers: { ...admin.headers, 'content-type': type }, payload });
        expect(response.statusCode, type).toBe(415);
        expect(response.json().message).toMatch(/multipart\/form-data/);
      }
    });
  });

  it('an advisor account may not upload, even for itself; nobody may without a session', async () => {
    const id = await newAdvisor();
    const advisor = await signedIn(app, 'advisor', id);
    await expectNothingChanged(id, async () => {
      expect((await upload(id, 'photo', [file(await jpeg(), 'p.jpg', 'image/jpeg')], advisor)).statusCode).toBe(403);
      expect((await upload(id, 'video', [file(MP4, 'v.mp4', 'video/mp4')], advisor)).statusCode).toBe(403);
      const { payload, contentType } = await formData([file(await jpeg(), 'p.jpg', 'image/jpeg')]);
      const anonymous = await app.inject({ method: 'POST', url: `/api/console/advisors/${id}/photo`, headers: { origin: admin.headers.origin, 'content-type': contentType }, payload });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('an unknown advisor is a 404 in French', async () => {
    const response = await upload(999_999, 'photo', [file(await jpeg(), 'p.jpg', 'image/jpeg')]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'Voyant introuvable.' });
  });
});

describe('the caps on a real socket', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a declared length over the cap is answered 413 before the body is sent, and the connection closed', async () => {
    const id = await newAdvisor();
    await expectNothingChanged(id, async () => {
      const { port } = new URL(origin);
      const socket = connect(Number(port), '127.0.0.1');
      const answer = await new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
        socket.write(
          [
            `POST /api/console/advisors/${id}/video HTTP/1.1`,
            `Host: ${new URL(origin).host}`,
            `Cookie: ${admin.headers.cookie}`,
            // The page's own origin: the server's address on this socket.
            `Origin: ${origin}`,
            'Content-Type: multipart/form-data; boundary=x',
            `Content-Length: ${UPLOAD_CAPS.video * 2}`,
            '',
            '--x\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\n\r\n',
          ].join('\r\n'),
        );
        // Only these few bytes of the announced 100 MB are ever sent.
      });
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/connection: close/i);
      expect(answer).toContain('La vidéo dépasse 50\u00a0Mo');
    });
  });

  it('a file a little over the cap gets its French 413 on a connection a browser reads to the end', async () => {
    const id = await newAdvisor();
    await expectNothingChanged(id, async () => {
      const image = await plain(400, 500).jpeg().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([image, Buffer.alloc(UPLOAD_CAPS.photo + 1 - image.length)], { type: 'image/jpeg' }), 'big.jpg');
      const response = await fetch(new URL(`/api/console/advisors/${id}/photo`, origin), { method: 'POST', headers: { cookie: admin.headers.cookie, origin }, body: form });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ error: 'payload_too_large', message: 'La photo dépasse 10\u00a0Mo.' });
    });
  });

  it('a chunked upload without a length is cut at the cap: the server stops reading and closes the connection', async () => {
    const id = await newAdvisor();
    const willingToSend = UPLOAD_CAPS.photo * 10;
    await expectNothingChanged(id, async () => {
      const boundary = 'voyance-boundary';
      const url = new URL(`/api/console/advisors/${id}/photo`, origin);
      const sentWhenCut = await new Promise<number>((resolve) => {
        let sent = 0;
        const request = httpRequest(url, {
          method: 'POST',
          headers: { cookie: admin.headers.cookie, origin, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
        });
        // The server closes the connection while this client is still sending: its writes then fail.
        request.on('error', () => resolve(sent));
        request.on('close', () => resolve(sent));
        request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
        const chunk = Buffer.alloc(256 * 1024, 0xff);
        const pump = () => {
          while (sent < willingToSend && !request.destroyed) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          if (!request.destroyed) request.end(`\r\n--${boundary}--\r\n`);
        };
        pump();
      });
      // Past the cap, but far from all it was willing to send: only the socket buffers between the two ends took more.
      expect(sentWhenCut).toBeGreaterThan(UPLOAD_CAPS.photo);
      expect(sentWhenCut).toBeLessThan(UPLOAD_CAPS.photo * 3);
    });
  });
});

describe('on PostgreSQL (DATABASE_URL)', async () => {
  const started = await startPostgres();
  const server = 'url' in started ? started : null;
  if (!server) console.warn(`[voyance] uploads on PostgreSQL skipped: ${'unavailable' in started ? started.unavailable : ''}`);
  afterAll(() => server?.stop());

  it.skipIf(!server)('stores and serves a photo’s variants and a video by ranges the same way', async () => {
    const pgApp = await createApp(testConfig({ DATABASE_URL: server!.url }));
    try {
      const operator = await signedIn(pgApp, 'admin');
      const send = async (kind: 'photo' | 'video', part: Part) => {
        const { payload, contentType } = await formData([part]);
        const response = await pgApp.inject({ method: 'POST', url: `/api/console/advisors/1/${kind}`, headers: { ...operator.headers, 'content-type': contentType }, payload });
        expect(response.statusCode, response.body).toBe(200);
        return z.parse(UploadReceipt, response.json()).advisor;
      };
      const { photo } = await send('photo', file(await jpegWithOrientationAndGps(), 'p.jpg', 'image/jpeg'));
      const served = await pgApp.inject(`/${photo}`);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 400, height: 500 });

      const bytes = largeMp4();
      const { video } = await send('video', file(bytes, 'v.mp4', 'video/mp4'));
      expect((await pgApp.inject(`/${video}`)).rawPayload.equals(bytes)).toBe(true);
      const part = await pgApp.inject({ url: `/${video}`, headers: { range: 'bytes=1048000-1049999' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.equals(bytes.subarray(1_048_000, 1_050_000))).toBe(true);
    } finally {
      await pgApp.close();
    }
  });
});
