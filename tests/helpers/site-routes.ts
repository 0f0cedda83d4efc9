/**
 * An address for every route of site/route-patterns.ts (tests/e2e/shell.test.ts
 * checks that none is missing), an unknown one besides: for the tests that
 * walk the whole site. One profile per slug given.
 */
export function examplePaths(profileSlugs: readonly string[]): string[] {
  return [
    '/',
    '/tous-nos-voyants',
    '/horoscopes',
    '/horoscopes/lion',
    '/horoscopes/lion/semaine',
    '/theme-astral',
    // A chart its address holds (Lyon's INSEE code): the wheel and the table on the page.
    '/theme-astral?date=1977-07-14&heure=12:30&lieu=69123',
    '/compatibilite',
    // A compatibility its address holds: the score and its rows on the page.
    '/compatibilite?prenom1=Alex&date1=1990-04-12&prenom2=Camille&date2=1988-11-03',
    '/par-thematique',
    '/par-thematique/tarologie',
    '/par-specialite',
    '/par-specialite/amour',
    '/temoignages',
    '/agence',
    '/faq',
    '/contact',
    '/ma-question-gratuite',
    '/mentions-legales',
    '/conditions-generales',
    '/politique-de-confidentialite',
    '/auto-exclusion',
    '/comment-nous-verifions-les-avis',
    '/consultant-profile',
    ...profileSlugs.map((slug) => `/consultant-profile/${slug}`),
    '/404',
    '/une-page-inconnue',
  ];
}
