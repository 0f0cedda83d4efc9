/**
 * FNV-1a, 32 bits: the one small stable hash behind every deterministic
 * choice of the server (the daily picks, the horoscope's wording, the
 * oracle's reading), so that "random" is the same for everyone and every run.
 */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
