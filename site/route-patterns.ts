/**
 * The site's routes (SPEC.md section 2), as patterns only: the site maps each
 * to its page (app.tsx), the server uses them to tell a page from an unknown
 * path (a 200, or the catch-all's by-theme index with a 404). Any other path
 * shows the by-theme index.
 */
export const PAGE_PATTERNS = [
  '/',
  '/tous-nos-voyants',
  '/horoscopes',
  // The day's horoscope, or another period's own address (contract/domain/horoscope-periods.ts).
  '/horoscopes/:signName/:period?',
  // A birth chart; its address's query holds the chart's data (contract/domain/birth-data.ts).
  '/theme-astral',
  '/par-thematique',
  '/par-thematique/:theme',
  '/par-specialite',
  '/par-specialite/:specialty',
  '/temoignages',
  '/agence',
  '/faq',
  '/contact',
  '/ma-question-gratuite',
  '/compatibilite',
  '/mentions-legales',
  '/conditions-generales',
  '/politique-de-confidentialite',
  '/auto-exclusion',
  '/comment-nous-verifions-les-avis',
  '/consultant-profile/:slug?',
  '/404',
] as const;

export type PagePattern = (typeof PAGE_PATTERNS)[number];
