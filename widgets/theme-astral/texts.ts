/** Texts of voy-theme-astral, the birth chart (issue 41); the birth fields' own are widgets/core/texts/birth.ts. French typography: U+202F before : ; ? ! and inside « ». */
export const THEME_ASTRAL_TEXTS = {
  formTitle: 'Vos données de naissance',
  submit: 'Calculer mon thème',
  computing: 'Calcul du thème astral…',
  errors: {
    dateMissing: 'Indiquez votre date de naissance.',
    placeMissing: 'Indiquez votre lieu de naissance.',
    chartTitle: 'Le thème n’a pas pu être calculé',
    chartText: 'Le serveur n’a pas répondu. Vos données sont conservées\u202f: réessayez dans un instant.',
    retry: 'Réessayer',
  },
  chart: {
    title: 'Votre thème astral',
    born: 'Naissance',
    /** « le 14 juillet 1977 à 12 h 30 (UTC+02:00), Lyon (Rhône, 69) » */
    birthLine: (date: string, time: string | null, offset: string, place: string | null) =>
      `le ${date}${time ? ` à ${time}` : ' (heure inconnue)'}, heure légale UTC${offset}${place ? `, ${place}` : ''}`,
    wheelLabel: 'Roue du thème astral',
    positionsCaption: 'Positions des planètes et des angles au moment de la naissance',
    point: 'Point',
    sign: 'Signe',
    position: 'Position',
    house: 'Maison',
    retrograde: 'rétrograde',
    retrogradeMark: 'R',
    housesPlacidus: 'Maisons Placidus',
    housesEqual: 'Maisons égales',
    aspectsTitle: 'Aspects',
    noAspect: 'Aucun aspect majeur.',
    orb: 'orbe',
    readingsTitle: 'Lecture du thème',
    share: 'Partager ce thème',
    copied: 'Lien copié\u202f: collez-le où vous voulez le partager.',
    copyByHand: 'Copiez ce lien pour partager ce thème\u202f:',
  },
} as const;
