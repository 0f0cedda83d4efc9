/**
 * An uploaded photo made into the variants the site serves: its real format
 * checked (magic number, then sharp's own reading), turned upright from its
 * EXIF orientation, cover-cropped to the cards' 4:5 portrait around what
 * draws the eye, and written at each width in AVIF and WebP. The pixels go
 * through a raw buffer between decoding and encoding, so nothing of the
 * original's metadata (EXIF, GPS position, camera, XMP) can reach a variant.
 */
import type { Sharp } from 'sharp';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_FORMATS,
  PHOTO_WIDTHS,
  PRIMARY_PHOTO,
  photoHeight,
  photoVariantPath,
  type PhotoFormat,
} from '../../contract/domain/photo-variants';
import { MAX_PHOTO_PIXELS } from './limits';
import { uploadRefusals } from './messages';
import { isGif, sniffPhoto, type PhotoKind } from './sniff';
import { contentHash, type MediaFile } from './media-file';
import { loadSharp } from './load-sharp';

/** How sharp names each accepted format (AVIF is read by its HEIF loader). */
const SHARP_FORMAT: Readonly<Record<PhotoKind, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif' };

const LARGEST = Math.max(...PHOTO_WIDTHS);
const SMALLEST = Math.min(...PHOTO_WIDTHS);

/** 'warning' is sharp's advice for untrusted input: a truncated or corrupt image fails instead of showing grey. */
const DECODE = { failOn: 'warning', limitInputPixels: MAX_PHOTO_PIXELS } as const;

const ENCODE: Readonly<Record<PhotoFormat, (image: Sharp) => Sharp>> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/** The six variants of an uploaded photo, the primary one (PRIMARY_PHOTO) marked; throws the French refusal for anything else. */
export async function photoVariants(upload: Buffer): Promise<MediaFile[]> {
  if (isGif(upload)) throw uploadRefusals.gif();
  const kind = sniffPhoto(upload);
  if (!kind) throw uploadRefusals.notAPhoto();
  const sharp = await loadSharp();
  const metadata = await sharp(upload, DECODE)
    .metadata()
    .catch(() => {
      throw uploadRefusals.unreadablePhoto();
    });
  // The magic number and the decoder must agree: an AVIF signature on another HEIF codec is no AVIF.
  if (metadata.format !== SHARP_FORMAT[kind] || (kind === 'avif' && metadata.compression !== 'av1')) throw uploadRefusals.notAPhoto();
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw uploadRefusals.photoTooBig();
  const upright = metadata.autoOrient;
  if (upright.width < SMALLEST || upright.height < photoHeight(SMALLEST)) throw uploadRefusals.photoTooSmall(SMALLEST, photoHeight(SMALLEST));

  const portrait = await sharp(upload, DECODE)
    .rotate()
    .resize(LARGEST, photoHeight(LARGEST), { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw uploadRefusals.unreadablePhoto();
    });
  const { width, height, channels } = portrait.info;
  const raw = { raw: { width, height, channels } } as const;

  const hash = contentHash(upload);
  const variants = PHOTO_WIDTHS.flatMap((variantWidth) =>
    PHOTO_FORMATS.map(async (format): Promise<MediaFile> => {
      const resized = sharp(portrait.data, raw).resize(variantWidth, photoHeight(variantWidth));
      return {
        path: photoVariantPath(hash, variantWidth, format),
        contentType: PHOTO_CONTENT_TYPES[format],
        content: await ENCODE[format](resized).toBuffer(),
        primary: variantWidth === PRIMARY_PHOTO.width && format === PRIMARY_PHOTO.format,
      };
    }),
  );
  return Promise.all(variants);
}
