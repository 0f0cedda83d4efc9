/** Texts of voy-compatibilite (issue 41); the birth fields' own are widgets/core/texts/birth.ts. French typography: U+202F before : ; ? ! and inside « », the apostrophe ’. */
export const COMPATIBILITY_TEXTS = {
  title: 'Votre compatibilité amoureuse',
  intro: 'Vos deux dates de naissance suffisent. L’heure place la Lune exactement\u202f; avec l’heure et le lieu, l’ascendant compte aussi.',
  people: { '1': 'Vous', '2': 'L’autre personne' },
  firstName: 'Prénom (facultatif)',
  submit: 'Calculer notre compatibilité',
  computing: 'Calcul de la compatibilité…',
  errors: {
    dateMissing: 'Indiquez la date de naissance.',
    failed: 'La compatibilité n’a pas pu être calculée. Vos données sont conservées\u202f: réessayez dans un instant.',
    retry: 'Réessayer',
  },
  result: {
    title: (first: string, second: string) => `${first} et ${second}`,
    score: 'Score de compatibilité',
    outOf: '/\u00a0100',
    /** After « 50 + 18,4 = 68,4 » under the score: it is nothing but the neutral 50 and the aspects' weights. */
    rounded: (score: number) => `arrondi à ${score}`,
    clamped: (score: number) => `ramené à ${score} (le score reste entre 3 et 97)`,
    sumLabel: 'Le calcul',
    aspectsTitle: 'Ce qui fait ce score',
    aspectsCaption: 'Chaque aspect entre vos deux thèmes ajoute ou retire des points à 50.',
    noAspect: 'Aucun aspect majeur entre vos deux thèmes\u202f: le score reste neutre.',
    orb: 'orbe',
    readingsTitle: 'Lecture',
    notesTitle: 'À savoir',
    advisors: 'Consulter un voyant spécialiste de l’amour',
    share: 'Lien de ce résultat',
  },
} as const;
