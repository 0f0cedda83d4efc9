/**
 * Lowercase, with the oe and ae ligatures spelt out and accents removed:
 * "Zoé-Cœur" -> "zoe-coeur". The slug rule and the oracle's reading of a
 * question both start here.
 */
export function foldFrench(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * The slug rule of the product: lowercase, accents and the oe ligature removed,
 * every other run of characters outside [a-z0-9] becomes one '-'.
 * "Gémeaux" -> "gemeaux", "Zoé-Cœur" -> "zoe-coeur".
 */
export function slugify(text: string): string {
  return foldFrench(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
