/**
 * The years our astrology answers for (issue 41, « Bad input »): astronomy-engine
 * is checked against JPL over 1900–2100, and no visitor needs more. A date
 * outside is refused with this message, never computed as if it were right.
 */
export const FIRST_ASTRO_YEAR = 1900;
export const LAST_ASTRO_YEAR = 2100;

export const ASTRO_YEARS_MESSAGE = `Nous calculons le ciel du 1er janvier ${FIRST_ASTRO_YEAR} au 31 décembre ${LAST_ASTRO_YEAR}\u202f: choisissez une date dans ces années.`;
