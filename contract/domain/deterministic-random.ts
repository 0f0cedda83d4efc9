/**
 * The small stable hash and generator behind every deterministic choice,
 * server's and widgets' alike (the daily picks, the horoscope's wording, the
 * oracle's reading, the profile's testimonials), so that "random" is the same
 * for everyone, every run, and on both sides of a hydrated page.
 */

/** FNV-1a, 32 bits. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic 32-bit PRNG (mulberry32): numbers in [0, 1) from `seed`. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
