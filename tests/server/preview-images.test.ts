/**
 * Link previews (issue 17, point 5): each page names an image in its head
 * (og:image with its size and text, a large card for X), and the server draws
 * it: a sign's drawing for its horoscope pages, the advisor's photo for a
 * profile, the site's mark for the others. Read as a preview bot would: the
 * HTML, then the JPEG, decoded here by sharp.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { advisors } from '../../server/db/schema';
import { paths } from '../../server/paths';
import { createTestApp } from '../helpers/test-app';

const built = existsSync(join(paths.site, 'index.html'));
const ORIGIN = 'https://www.voyance-etoilee.example';
const PREVIEW_BOT = { accept: '*/*', 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

async function image(path: string) {
  const response = await app.inject({ method: 'GET', url: path, headers: PREVIEW_BOT });
  return { response, bytes: response.rawPayload };
}

/** The mean colour of a region, each channel 0 to 255. */
async function meanColour(jpeg: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<number[]> {
  // stats() reads its input, not the pipeline's output: the region is cut first.
  const { channels } = await sharp(await sharp(jpeg).extract(region).png().toBuffer()).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

const distance = (a: number[], b: number[]) => Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));

describe.skipIf(!built)('the preview each page names', () => {
  const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

  it.each([
    ['/', '/images/apercus/site.jpg', 'Voyance Étoilée\u202f: le croissant de lune et les douze signes du zodiaque'],
    ['/faq', '/images/apercus/site.jpg', 'Voyance Étoilée\u202f: le croissant de lune et les douze signes du zodiaque'],
    ['/horoscopes/lion', '/images/apercus/signes/lion.jpg', 'Dessin du signe Lion\u202f: son symbole en or sur un médaillon de ciel nocturne'],
    ['/horoscopes/poissons/semaine', '/images/apercus/signes/poissons.jpg', 'Dessin du signe Poissons\u202f: son symbole en or sur un médaillon de ciel nocturne'],
    ['/consultant-profile/bastien', '/images/apercus/voyants/bastien.jpg', 'Photo de Bastien'],
    // Joël has no photo: his profile's preview is the site's.
    ['/consultant-profile/joel', '/images/apercus/site.jpg', 'Voyance Étoilée\u202f: le croissant de lune et les douze signes du zodiaque'],
  ])('%s names %s, its size, type and text, as a large card', async (page, imagePath, alt) => {
    const html = (await app.inject({ method: 'GET', url: page, headers: PREVIEW_BOT })).body;
    expect(meta(html, 'og:image')).toBe(ORIGIN + imagePath);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBe(alt);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The image the page names is there, at our own address.
    expect((await image(imagePath)).response.statusCode).toBe(200);
  });
});

describe('the preview images', () => {
  it('are 1200 x 630 JPEGs, cached a day by anyone, with an ETag that answers 304, and HEAD', async () => {
    for (const path of ['/images/apercus/site.jpg', '/images/apercus/signes/lion.jpg', '/images/apercus/voyants/bastien.jpg']) {
      const { response, bytes } = await image(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('image/jpeg');
      expect(response.headers['cache-control'], path).toBe('public, max-age=86400');
      expect(response.headers['content-encoding'], path).toBeUndefined();
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ format, width, height }, path).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      const etag = response.headers.etag as string;
      expect((await app.inject({ method: 'GET', url: path, headers: { 'if-none-match': etag } })).statusCode, path).toBe(304);
      const head = await app.inject({ method: 'HEAD', url: path });
      expect(head.statusCode, path).toBe(200);
      expect(Number(head.headers['content-length']), path).toBe(bytes.length);
    }
  });

  it('draw each sign its own, and an advisor with the very photo the catalogue names', async () => {
    const lion = (await image('/images/apercus/signes/lion.jpg')).bytes;
    const belier = (await image('/images/apercus/signes/belier.jpg')).bytes;
    const site = (await image('/images/apercus/site.jpg')).bytes;
    expect(lion.equals(belier)).toBe(false);
    expect(lion.equals(site)).toBe(false);

    // The photo sits in the middle, 400 x 500 from (400, 65): its centre there is the photo's own centre.
    const preview = (await image('/images/apercus/voyants/bastien.jpg')).bytes;
    const photo = await sharp(readFileSync(join(paths.publicAssets, 'images/voyants/bastien.svg'))).resize(400, 500).jpeg().toBuffer();
    const inPreview = await meanColour(preview, { left: 500, top: 215, width: 200, height: 200 });
    const inPhoto = await meanColour(photo, { left: 100, top: 150, width: 200, height: 200 });
    expect(distance(inPreview, inPhoto)).toBeLessThan(6);
    // And the sky beside it is not the photo.
    expect(distance(await meanColour(preview, { left: 40, top: 200, width: 200, height: 200 }), inPhoto)).toBeGreaterThan(20);
  });

  it('follow a new photo, and give the site’s image for a photo that cannot be read', async () => {
    const before = (await image('/images/apercus/voyants/bastien.jpg')).bytes;
    await app.database.db.update(advisors).set({ photo: 'images/voyants/ophelie.svg' }).where(eq(advisors.slug, 'bastien'));
    await app.catalogue.refresh();
    const after = (await image('/images/apercus/voyants/bastien.jpg')).bytes;
    expect(after.equals(before)).toBe(false);
    expect(after.equals((await image('/images/apercus/voyants/ophelie.jpg')).bytes)).toBe(true);

    await app.database.db.update(advisors).set({ photo: 'images/voyants/personne.svg' }).where(eq(advisors.slug, 'bastien'));
    await app.catalogue.refresh();
    expect((await image('/images/apercus/voyants/bastien.jpg')).bytes.equals((await image('/images/apercus/site.jpg')).bytes)).toBe(true);
  });

  it.each(['/images/apercus/signes/dragon.jpg', '/images/apercus/signes/Lion.jpg', '/images/apercus/signes/lion.png', '/images/apercus/voyants/personne.jpg', '/images/apercus/autre.jpg'])(
    '%s is a 404 of its own, in French, never a page',
    async (path) => {
      const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<{ message: string }>().message).toMatch(/[àâçéèêëîïôûùüÿœ]|Aucun/i);
    },
  );
});
