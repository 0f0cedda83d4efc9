/**
 * How an uploaded advisor photo is kept and served, once for the server
 * (which names the files it writes) and the widgets (which build `srcset`
 * from the advisor's `photo` path): portrait 4:5 like the cards, three
 * widths, AVIF and WebP, each file named by the upload's content hash so its
 * address never changes meaning and can be cached for good.
 *
 * The advisor's `photo` field names the 400-wide WebP, which every client
 * that reads SPEC.md's `photo` as one image can show; the other variants are
 * found from it. Seed photos (images/voyants/*.svg) follow no such pattern
 * and are shown as they are.
 */

/** The widths written, smallest first: a card at 1x and 2x, a profile at 2x. */
export const PHOTO_WIDTHS = [200, 400, 800] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** Best first: a `<picture>` offers AVIF and falls back to WebP. */
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = { avif: 'image/avif', webp: 'image/webp' };

/** The cards' portrait: width 4, height 5. */
const PHOTO_ASPECT = { width: 4, height: 5 } as const;

/** The variant the `photo` field names. */
export const PRIMARY_PHOTO = { width: 400, format: 'webp' } as const satisfies { width: PhotoWidth; format: PhotoFormat };

/** Hex of the content hash in a media path (128 bits of SHA-256). */
export const MEDIA_HASH_LENGTH = 32;

export const photoHeight = (width: number): number => Math.round((width * PHOTO_ASPECT.height) / PHOTO_ASPECT.width);

/** `media/photos/<hash>-<width>.<format>` */
export function photoVariantPath(hash: string, width: PhotoWidth, format: PhotoFormat): string {
  return `media/photos/${hash}-${width}.${format}`;
}

const VARIANT = new RegExp(`^media/photos/([0-9a-f]{${MEDIA_HASH_LENGTH}})-(${PHOTO_WIDTHS.join('|')})\\.(${PHOTO_FORMATS.join('|')})$`);

export interface PhotoVariant {
  hash: string;
  width: PhotoWidth;
  format: PhotoFormat;
}

/** The variant a path names, or null when it follows no variant pattern (a seed photo, an outside address). */
export function parsePhotoVariant(path: string | null | undefined): PhotoVariant | null {
  const match = path ? VARIANT.exec(path.replace(/^\/+/, '')) : null;
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]) as PhotoWidth, format: match[3] as PhotoFormat };
}

/**
 * The `srcset` of one format for the photo a path names, each address made
 * by `url` (the widget joins its API base); null when the path is not a variant.
 */
export function photoSrcset(photo: string | null | undefined, format: PhotoFormat, url: (path: string) => string): string | null {
  const variant = parsePhotoVariant(photo);
  if (!variant) return null;
  return PHOTO_WIDTHS.map((width) => `${url(photoVariantPath(variant.hash, width, format))} ${width}w`).join(', ');
}
