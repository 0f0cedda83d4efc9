/**
 * How two screenshots differ, as a person would see it: pixelmatch counts the
 * pixels whose colour differs beyond `threshold` (0 to 1), and leaves out
 * anti-aliased ones, which Chromium's software rasteriser may draw a few
 * levels apart from one paint to the next (seen: two corner pixels of a gold
 * border, 5 levels apart, on a busy machine).
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface ScreenshotDiff {
  /** Pixels that differ; every pixel when the sizes differ. */
  differing: number;
  /** Their share of the pixels compared, 0 to 1. */
  share: number;
}

/** `edge`: outer rows and columns left out (a widget at a fractional position blends its edge with the page behind it). */
export function screenshotDiff(expected: Buffer, actual: Buffer, { threshold, edge = 0 }: { threshold: number; edge?: number }): ScreenshotDiff {
  // The same renderer draws the same pixels into the same PNG bytes: most pairs need no decoding.
  if (expected.equals(actual)) return { differing: 0, share: 0 };
  const [a, b] = [PNG.sync.read(expected), PNG.sync.read(actual)];
  if (a.width !== b.width || a.height !== b.height) return { differing: Math.max(a.width * a.height, b.width * b.height), share: 1 };
  const [ia, ib] = [inner(a, edge), inner(b, edge)];
  const differing = pixelmatch(ia.data, ib.data, undefined, ia.width, ia.height, { threshold });
  return { differing, share: differing / (ia.width * ia.height) };
}

function inner(png: PNG, edge: number): PNG {
  if (edge === 0) return png;
  const out = new PNG({ width: png.width - 2 * edge, height: png.height - 2 * edge });
  PNG.bitblt(png, out, edge, edge, out.width, out.height, 0, 0);
  return out;
}
