/**
 * Every French text the widgets show, in one place: SPEC.md section 8's
 * messages exactly as written, then the labels of the screens.
 */
export const TEXTS = {
  errors: {
    advisors: 'Une erreur est survenue lors du chargement des voyants.',
    advisorsEmpty: 'Aucun voyant disponible pour le moment.',
    advisorsLoading: 'Chargement des voyants...',
    dailyReading: "Une erreur s'est produite lors du chargement du tirage du jour.",
    dailyReadingEmpty: 'Aucun voyant disponible pour le tirage du jour.',
    dailyReadingLoading: 'Chargement du tirage du jour..',
    monthly: 'Une erreur est survenue lors du chargement du profil.',
    loading: 'Chargement...',
    astrologuesLoading: 'Chargement des astrologues...',
    numerologuesLoading: 'Chargement des numérologues...',
    profileLoading: 'Chargement du profil...',
    generic: 'Une erreur est survenue',
    homeBlock: "Une erreur s'est produite",
    tarologues: 'Une erreur est survenue lors du chargement des tarologues.',
    astrologues: 'Une erreur est survenue lors du chargement des astrologues.',
    data: 'Une erreur est survenue lors du chargement des données.',
    advisorNotFound: 'Voyant non trouvé',
    expertsEmpty: 'Aucun expert disponible',
    noIdentifier: 'Page non accessible directement. Veuillez revenir à la liste des voyants.',
    horoscopeTitle: 'Oops ! Les astres sont temporairement silencieux',
    horoscopeText: 'Nous rencontrons des difficultés pour accéder à votre horoscope. Veuillez réessayer dans quelques instants.',
    retry: 'Réessayer',
    signNotFoundTitle: 'Signe non trouvé',
    signNotFoundText: "Le signe zodiacal demandé n'existe pas.",
    sectionMissing: 'Données non disponibles pour le moment.',
    fieldMissing: 'Données non disponibles',
    notFoundPage: 'Oops! Page not found',
    contactSuccessTitle: 'Message envoyé',
    contactSuccessText: 'Nous vous répondrons dans les plus brefs délais.',
  },
  status: {
    available: 'Disponible',
    unavailable: 'Indisponible',
    online: 'En ligne',
    offline: 'Hors ligne',
    busy: 'Occupé',
  },
  contact: {
    whatsapp: 'WhatsApp',
    messenger: 'Messenger',
    phone: 'Téléphone',
    chat: 'Tchat',
    contactCta: 'Contacter',
    consult: (firstName: string) => `Consultez ${firstName}`,
  },
  advisor: {
    seeProfile: 'Voir le profil',
    seeAll: 'Voir tous les voyants',
    reviews: (count: number) => `${count} avis`,
    defaultSummary: 'Surmontez les obstacles et réalisez votre plein potentiel.',
    defaultType: 'Tarologue',
    photoAlt: (firstName: string) => `Portrait de ${firstName}`,
  },
} as const;

/** Logged, never shown (SPEC.md section 8, internal texts). */
export const LOG_TEXTS = {
  httpError: (status: number) => `HTTP error ${status}`,
  slugNotFound: (slug: string) => `Voyant avec le slug ${slug} non trouvé`,
} as const;
