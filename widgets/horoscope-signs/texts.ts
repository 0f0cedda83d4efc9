/** Texts of voy-horoscope-signs, the horoscopes landing page (SPEC.md section 2). */
export const HOROSCOPE_SIGNS_TEXTS = {
  chooseSign: 'Choisissez votre signe astrologique',
  findYourHoroscope: 'Trouvez votre horoscope',
  /** The landing page's period cards; each key is the period its signs' pages open on. */
  periodCards: [
    { key: 'aujourdhui', title: 'Horoscope du jour', text: 'Les énergies de la journée pour votre signe.' },
    { key: 'demain', title: 'Horoscope de demain', text: 'Préparez-vous aux influences de demain.' },
    { key: 'semaine', title: 'Horoscope de la semaine', text: 'Les grandes tendances des sept jours à venir.' },
    { key: 'mois', title: 'Horoscope du mois', text: 'Amour, travail et santé : votre mois en détail.' },
    { key: 'annee', title: "Horoscope de l’année", text: 'Les cycles qui marqueront votre année.' },
  ],
} as const;
