import { elides } from '../../contract/domain/french-elision';

/** Texts of voy-horoscope (SPEC.md sections 2, 5, 8 and 9). */
export const HOROSCOPE_TEXTS = {
  /** SPEC.md section 8's messages of the sign page. */
  errors: {
    horoscopeTitle: 'Oops ! Les astres sont temporairement silencieux',
    horoscopeText: 'Nous rencontrons des difficultés pour accéder à votre horoscope. Veuillez réessayer dans quelques instants.',
    retry: 'Réessayer',
    signNotFoundTitle: 'Signe non trouvé',
    signNotFoundText: "Le signe zodiacal demandé n’existe pas.",
    sectionMissing: 'Données non disponibles pour le moment.',
    fieldMissing: 'Données non disponibles',
  },
  /** Tab labels, in the order of HOROSCOPE_PERIODS. */
  periods: ["Aujourd’hui", 'Demain', 'Semaine', 'Mois', 'Année'],
  periodsLabel: "Période de l’horoscope",
  sections: { personal: 'Vie personnelle', health: 'Santé', profession: 'Profession', emotions: 'Émotions', travel: 'Voyage' },
  weekOf: (date: string) => `Semaine du ${date}`,
  /** The year's heading: its first and last months, 'De décembre 2026 à novembre 2027', 'D’avril 2026 à mars 2027'. */
  yearSpan: (first: string, last: string) => `${elides(first) ? 'D’' : 'De '}${first} à ${last}`,
  defaultCosmicAdvice: 'Embrassez les opportunités qui se présentent à vous.',
  cosmicAdvice: 'Conseil cosmique',
  luck: 'Chance du jour',
  luckyColours: 'Couleurs porte-bonheur',
  updating: 'Mise à jour...',
  loading: 'Chargement de votre horoscope...',
  illustration: (sign: string) => `Illustration du signe ${sign}`,
  askTitle: 'Une question sur votre avenir ?',
  /** `channels`: the channels whose buttons are shown, 'WhatsApp, Messenger ou téléphone'. */
  askText: (firstName: string, channels: string) => `Notre astrologue du jour, ${firstName}, vous répond par ${channels}.`,
  otherSigns: 'Voir un autre signe Astrologique',
  fullHoroscope: 'Lire l’horoscope complet',
} as const;
