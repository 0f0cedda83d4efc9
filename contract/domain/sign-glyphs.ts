/**
 * The twelve sign drawings, drawn for this project: each sign's glyph as one
 * line path, stroked, never filled, on a 64 x 64 grid centred on (32, 32),
 * and a few stars around it. Data only, so that the widgets' medallions
 * (parts/sign-art.tsx) and the server's preview images
 * (server/previews/preview-images.ts) draw the same signs.
 */
import { ZODIAC_SIGNS } from './zodiac';

/** Glyph paths on a 64 x 64 grid, centred on (32, 32); stroked, never filled. In zodiac order, as ZODIAC_SIGNS. */
const GLYPHS: readonly string[] = [
  // Bélier: the ram's horns curling out of one stem.
  'M32 47V28c0-7-3-11-8-11s-7 3-7 6.5S19.5 29 23 29M32 28c0-7 3-11 8-11s7 3 7 6.5S44.5 29 41 29',
  // Taureau: the bull's head, a circle under a crescent of horns.
  'M17 17c2 7 7.5 11 15 11s13-4 15-11M23 38a9 9 0 1 0 18 0a9 9 0 1 0-18 0',
  // Gémeaux: two pillars between two bowed beams.
  'M18 18c9 3.5 19 3.5 28 0M18 46c9-3.5 19-3.5 28 0M26 21v22M38 21v22',
  // Cancer: two claws turned towards each other.
  'M47 25c-4-6-13-8-20-5M19 25a5 5 0 1 0 10 0a5 5 0 1 0-10 0M17 39c4 6 13 8 20 5M35 39a5 5 0 1 0 10 0a5 5 0 1 0-10 0',
  // Lion: the mane's loop running into a curled tail.
  'M26 40a5 5 0 1 1-10 0a5 5 0 1 1 10 0c0-7-3-10-3-17a8.5 8.5 0 0 1 17 0c0 8-5.5 12-5.5 18 0 4 3 6.5 7 6.5 3 0 5-2 5-4.5',
  // Vierge: an m whose last stroke loops back across itself.
  'M15 22v21M15 27c0-6 8-6 8 0v16M23 27c0-6 8-6 8 0v13c0 5 3 7 7 7M31 35c3-6 13-7 14-1 1 6-7 8-12 13',
  // Balance: the scales, a beam under the rising sun.
  'M16 45h32M16 37h8.5a7.5 7.5 0 1 1 15 0h8.5',
  // Scorpion: an m ending in the scorpion's raised sting.
  'M14 22v21M14 27c0-6 8-6 8 0v16M22 27c0-6 8-6 8 0v14c0 3 2 5 5 5h10M41 42l4 4-4 4',
  // Sagittaire: the archer's arrow, crossed at its shaft.
  'M18 46 46 18M33 18h13v13M22 31l11 11',
  // Capricorne: the sea-goat, a horned stroke ending in a fish tail.
  'M15 21c4 0 6 3 6 7v15M21 28c0-6 9-6 9 0v8c0 7 3 10 8 10a5 5 0 1 0-3.5-8.5C32 40 31 44 27 47',
  // Verseau: two waves of water.
  'M15 28l5.7-5 5.6 5 5.7-5 5.6 5 5.7-5 5.7 5M15 40l5.7-5 5.6 5 5.7-5 5.6 5 5.7-5 5.7 5',
  // Poissons: two fish back to back, tied by a cord.
  'M20 17c8 8 8 22 0 30M44 17c-8 8-8 22 0 30M17 32h30',
];

/** A few stars around the glyph: zero-length strokes with round caps draw dots. */
export const SIGN_STARS = 'M13 16h0M50 13h0M53 47h0M11 45h0M44 53h0M20 54h0';

/** The glyph path of the sign `slug`, or undefined for a slug that names no sign. */
export function signGlyph(slug: string): string | undefined {
  return GLYPHS[ZODIAC_SIGNS.findIndex((zodiac) => zodiac.slug === slug)];
}
