import { ofName } from '../../contract/domain/french-elision';

/** The advisor profile (voy-advisor-profile): messages, labels, default chips, availability (SPEC.md sections 2, 8 and 9). */
export const PROFILE_TEXTS = {
  /** SPEC.md section 8's messages of the profile. */
  errors: {
    profileLoading: 'Chargement du profil...',
    data: 'Une erreur est survenue lors du chargement des données.',
    advisorNotFound: 'Voyant non trouvé',
    noIdentifier: 'Page non accessible directement. Veuillez revenir à la liste des voyants.',
  },
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  advisors: 'Nos Voyants',
  backToList: 'Revenir à la liste des voyants',
  details: (firstName: string) => `Profil ${ofName(firstName)}`,
  /** The latest published reviews of paid consultations (./reviews.tsx). */
  reviews: 'Avis vérifiés',
  verified: (day: string) => `Avis vérifié\u202f: consultation payée le ${day}`,
  answer: 'Réponse du voyant\u202f:',
  /** A demonstration review of a fresh install (server/db/seed-reviews.ts). */
  sample: 'Exemple de démonstration',
  supports: 'Supports divinatoires',
  prices: 'Tarifs',
  availability: 'Disponibilités',
  /** The median time to accept a chat over 30 days (shown from 5 requests): « en 40 s », « en 2 min ». */
  responseTime: (time: string) => `Répond en moyenne en ${time}`,
  /** Default chips: the advisor's type and specialty (these when absent), then three fixed ones. */
  defaultChipType: 'Médium',
  defaultChipSpecialty: 'Tarot de Marseille',
  defaultChips: ['Cartomancienne', 'Numérologue', 'Oracle'],
  /** Under 'Disponibilités': the zone the advisor's weekly hours are in. */
  parisTime: 'Heure de Paris',
  /** One range of a day's hours, its ends written by clockText: '9 h 00 – 12 h 30' (a narrow column breaks it after the dash). */
  range: (from: string, to: string) => `${from}\u00a0– ${to}`,
} as const;
