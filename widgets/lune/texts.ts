/** Texts of voy-lune (issue 41, point 3), with French typography: U+202F before : and %, no-break spaces in « 7 h 22 ». */
const NNBSP = '\u202f';

export const LUNE_TEXTS = {
  today: 'La Lune aujourd’hui',
  /** `day`: 'mardi 7 octobre 2025'. */
  onDay: (day: string) => `La Lune du ${day}`,
  /** `percent`: a whole number. */
  lit: (percent: number) => `Éclairée à ${percent}${NNBSP}%`,
  /** `sign`: 'Taureau' (every sign takes « en »: en Bélier, en Gémeaux). */
  inSign: (sign: string) => `La Lune est en ${sign}`,
  /** The drawing's text alternative: which side is lit says whether the Moon waxes. */
  drawing: (percent: number, waxing: boolean) => `Dessin de la Lune ${waxing ? 'croissante' : 'décroissante'}, éclairée à ${percent}${NNBSP}%`,
  nextNew: `Prochaine nouvelle lune${NNBSP}:`,
  nextFull: `Prochaine pleine lune${NNBSP}:`,
  /** `day`: 'mardi 1er décembre'; `time`: '7 h 22'. */
  when: (day: string, time: string) => `${day} à ${time}`,
  parisTime: 'Heures de Paris.',
  loading: 'Calcul de la Lune…',
  error: 'La Lune n’a pas pu être calculée. Veuillez réessayer dans quelques instants.',
  retry: 'Réessayer',
  horoscopes: 'Nos horoscopes du jour',
} as const;
