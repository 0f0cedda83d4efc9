/**
 * The images a link preview shows (Open Graph, 1200 x 630): a sign's drawing
 * for its horoscope pages, an advisor's photo for a profile, and the site's
 * mark among the twelve signs for every other page. Each is drawn here as
 * SVG in the site's night-sky colours, with no text (a server without fonts
 * draws it the same; the preview's title is in the page), then made into a
 * JPEG by sharp once and kept: previews are asked for rarely, but by every
 * reader at once when a link is shared.
 */
import { PREVIEW_IMAGE_SIZE, type PreviewSubject } from '../../contract/domain/preview-images';
import { SIGN_STARS, signGlyph } from '../../contract/domain/sign-glyphs';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { loadSharp } from '../media/load-sharp';
import { readyBytes, type ReadyAnswer } from '../routes/ready-json';

const { width: WIDTH, height: HEIGHT } = PREVIEW_IMAGE_SIZE;

/** The widgets' accent (their runtime's theme.module.css) and its lighter form. */
const GOLD = '#d4af37';
const GOLD_LIGHT = '#e1c773';

/** The advisor's photo in the preview: the cards' 4:5 portrait. */
const PHOTO = { width: 400, height: 500, left: 400, top: 65, radius: 18 } as const;

/** Stars strewn over the sky, the same on every image: a fixed pseudo-random draw. */
const SKY_STARS = (() => {
  let seed = 20_031_979;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: 70 }, () => `M${Math.round(next() * WIDTH)} ${Math.round(next() * HEIGHT)}h0`).join('');
})();

function sky(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
<radialGradient id="sky" cx="50%" cy="40%" r="80%"><stop offset="0" stop-color="#2a2160"/><stop offset="0.55" stop-color="#17113a"/><stop offset="1" stop-color="#0c0820"/></radialGradient>
<radialGradient id="medal" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#2a2160"/><stop offset="0.62" stop-color="#17113a"/><stop offset="1" stop-color="#0c0820"/></radialGradient>
<radialGradient id="glow" cx="32%" cy="28%" r="45%"><stop offset="0" stop-color="#f0cf63" stop-opacity="0.16"/><stop offset="1" stop-color="#f0cf63" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<path d="${SKY_STARS}" fill="none" stroke="${GOLD_LIGHT}" stroke-width="3" stroke-linecap="round" opacity="0.45"/>
${content}
</svg>`;
}

/** A sign's medallion of radius `radius` centred on (x, y), as the widgets draw it (parts/sign-art.module.css). */
function medallion(sign: string, x: number, y: number, radius: number): string {
  const scale = radius / 32;
  return `<g transform="translate(${x} ${y})">
<circle r="${radius}" fill="url(#medal)" stroke="${GOLD}" stroke-opacity="0.3" stroke-width="${Math.max(1.5, radius / 60)}"/>
<circle r="${radius}" fill="url(#glow)"/>
<circle r="${radius * 0.93}" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="${Math.max(1, radius / 50)}"/>
<g transform="scale(${scale}) translate(-32 -32)" fill="none" stroke-linecap="round" stroke-linejoin="round">
<path d="${SIGN_STARS}" stroke="${GOLD_LIGHT}" stroke-width="1.6" opacity="0.7"/>
<path d="${signGlyph(sign) ?? ''}" stroke="${GOLD}" stroke-width="2.4"/>
</g>
</g>`;
}

/** The site's mark (site/public/favicon.svg): the crescent moon and its star, on a 40 x 40 grid. */
const MARK = 'M26 9a12 12 0 1 0 0 22 10 10 0 1 1 0-22zM14 13l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z';

/** The mark in the middle, the twelve signs around it. */
function siteDrawing(): string {
  const ring = ZODIAC_SIGNS.map((sign, index) => {
    const angle = ((index * 30 - 90) * Math.PI) / 180;
    return medallion(sign.slug, Math.round(600 + 250 * Math.cos(angle)), Math.round(315 + 250 * Math.sin(angle)), 42);
  });
  return sky(`${ring.join('\n')}\n<path d="${MARK}" fill="${GOLD}" transform="translate(600 315) scale(6) translate(-20 -20)"/>`);
}

/** The gold frame around an advisor's photo. */
const photoFrame = () =>
  sky(
    `<rect x="${PHOTO.left - 10}" y="${PHOTO.top - 10}" width="${PHOTO.width + 20}" height="${PHOTO.height + 20}" rx="${PHOTO.radius + 8}" fill="#0c0820" stroke="${GOLD}" stroke-width="4"/>`,
  );

const photoCorners = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO.width}" height="${PHOTO.height}"><rect width="${PHOTO.width}" height="${PHOTO.height}" rx="${PHOTO.radius}"/></svg>`);

const JPEG = { quality: 86, mozjpeg: true } as const;

async function jpegOfSvg(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer();
}

/** The photo (any format sharp reads: the seed's SVG, an upload's WebP) cut to the portrait, corners rounded, in its frame. */
async function jpegOfPhoto(photo: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  const portrait = await sharp(photo)
    .resize(PHOTO.width, PHOTO.height, { fit: 'cover' })
    .composite([{ input: photoCorners, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(photoFrame()))
    .composite([{ input: portrait, left: PHOTO.left, top: PHOTO.top }])
    .jpeg(JPEG)
    .toBuffer();
}

/** Reads a photo by its catalogue path (`images/voyants/x.svg`, `media/photos/…`); null when there is none. */
export type PhotoReader = (path: string) => Promise<Buffer | null>;

/** A few hundred kilobytes each: enough for every sign and advisor of a catalogue, bounded all the same. */
const MAX_KEPT = 200;

export interface PreviewImages {
  /** The image of `subject`; an advisor with no photo, or whose photo cannot be read, gets the site's. */
  image(subject: PreviewSubject, photo?: string | null): Promise<ReadyAnswer>;
}

export function createPreviewImages(readPhoto: PhotoReader): PreviewImages {
  const kept = new Map<string, Promise<ReadyAnswer>>();

  function keep(key: string, make: () => Promise<Buffer>): Promise<ReadyAnswer> {
    let image = kept.get(key);
    if (!image) {
      image = make().then(readyBytes);
      // A failure is not kept: the next request tries again.
      image.catch(() => kept.delete(key));
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(key, image);
    }
    return image;
  }

  const site = () => keep('site', () => jpegOfSvg(siteDrawing()));

  /** Keyed by the photo, not the advisor: a new photo has a new path, and the old image is simply no longer asked for. */
  const advisorImage = (photoPath: string) =>
    keep(`photo:${photoPath}`, async () => {
      const photo = await readPhoto(photoPath);
      if (!photo) throw new Error(`no photo at ${photoPath}`);
      return jpegOfPhoto(photo);
    }).catch(() => site());

  return {
    image(subject, photo) {
      switch (subject.kind) {
        case 'site':
          return site();
        case 'sign':
          return keep(`sign:${subject.sign}`, () => jpegOfSvg(sky(medallion(subject.sign, 600, 315, 265))));
        case 'advisor':
          return photo ? advisorImage(photo) : site();
      }
    },
  };
}
