/**
 * sharp (libvips, about 20 MB resident) is loaded the first time an image is
 * made (an upload, a preview image), not at start: most server processes
 * never make one. Its cache of decoded images is off: each input is read
 * once, and kept images would only hold memory.
 */
import type sharpModule from 'sharp';

let loadedSharp: Promise<typeof sharpModule> | undefined;

export function loadSharp(): Promise<typeof sharpModule> {
  return (loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}
