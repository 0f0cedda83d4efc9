/**
 * The slug rule of the product: lowercase, accents and the oe ligature removed,
 * every other run of characters outside [a-z0-9] becomes one '-'.
 * "Gémeaux" -> "gemeaux", "Zoé-Cœur" -> "zoe-coeur".
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
