/**
 * The addresses of the images a link preview shows (Open Graph): the site
 * names them in each page's head, the server draws them
 * (server/previews/preview-images.ts). Written once here, so that the two
 * agree; JPEG, 1200 x 630, which every preview reader accepts.
 */

/** The size Facebook, LinkedIn, Slack and X draw a large preview at. */
export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const PREVIEW_IMAGES_PREFIX = '/images/apercus/';

/** What a preview shows: the site's mark (every page but these), a sign's drawing, an advisor's photo. */
export type PreviewSubject = { kind: 'site' } | { kind: 'sign'; sign: string } | { kind: 'advisor'; slug: string };

export function previewImagePath(subject: PreviewSubject): string {
  switch (subject.kind) {
    case 'site':
      return `${PREVIEW_IMAGES_PREFIX}site.jpg`;
    case 'sign':
      return `${PREVIEW_IMAGES_PREFIX}signes/${subject.sign}.jpg`;
    case 'advisor':
      return `${PREVIEW_IMAGES_PREFIX}voyants/${encodeURIComponent(subject.slug)}.jpg`;
  }
}
