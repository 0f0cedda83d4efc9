/**
 * Texts of the birth fields two widgets share (voy-theme-astral,
 * voy-compatibilite): the date, the time or « Heure inconnue », the place
 * found in the list of places, and which of a repeated hour.
 * French typography: U+202F before : ; ? ! and inside « ».
 */
export const BIRTH_TEXTS = {
  date: 'Date de naissance',
  time: 'Heure de naissance',
  unknownTime: 'Heure inconnue',
  timeMissing: 'Indiquez l’heure de naissance, ou cochez «\u202fHeure inconnue\u202f».',
  place: 'Lieu de naissance',
  placePlaceholder: 'Commune ou ville, par exemple Lyon',
  placeHint: 'Tapez les premières lettres, puis choisissez le lieu dans la liste.',
  placesLoading: 'Chargement de la liste des lieux…',
  placesFailed: 'La liste des lieux n’a pas pu être chargée. Vérifiez votre connexion, puis tapez à nouveau.',
  noPlaceFound: 'Aucun lieu ne correspond à ce que vous avez tapé.',
  placesFound: (count: number) => (count === 1 ? '1 lieu proposé' : `${count} lieux proposés`),
  placeList: 'Lieux proposés',
  placeNotPicked: 'Lieu non reconnu\u202f: choisissez-le dans la liste qui s’affiche pendant que vous tapez.',
  /** The hour the clocks went back over: which of its two occurrences. */
  twice: {
    first: 'la première (heure d’été)',
    second: 'la seconde (heure d’hiver)',
  },
} as const;
