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

/** The advisor profile (voy-advisor-profile): labels, default chips, availability (SPEC.md sections 2 and 9). */
export const PROFILE_TEXTS = {
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  advisors: 'Nos Voyants',
  backToList: 'Revenir à la liste des voyants',
  details: (firstName: string) => `Profil de ${firstName}`,
  video: (firstName: string) => `Vidéo de présentation de ${firstName}`,
  testimonials: 'Témoignages',
  supports: 'Supports divinatoires',
  availability: 'Disponibilités',
  /** Default chips: the advisor's type and specialty (these when absent), then three fixed ones. */
  defaultChipType: 'Médium',
  defaultChipSpecialty: 'Tarot de Marseille',
  defaultChips: ['Cartomancienne', 'Numérologue', 'Oracle'],
  /** Hard-coded opening hours. */
  hours: [
    ['Lundi', '09h à 18h'],
    ['Mardi', '09h à 18h'],
    ['Mercredi', '09h à 18h'],
    ['Jeudi', '09h à 18h'],
    ['Vendredi', '09h à 18h'],
    ['Samedi', 'Indisponible'],
    ['Dimanche', 'Indisponible'],
  ],
} as const;

// ---------------------------------------------------------------- forms: free question, oracle, contact

/** Texts of the three forms (voy-free-question, voy-oracle, voy-contact-form). */
export const FORM_TEXTS = {
  send: 'Envoyer',
  sending: 'Envoi en cours...',
  firstName: 'Votre prénom',
  firstNamePlaceholder: 'Martine',
  question: 'Votre question',
  questionPlaceholder: 'Quel est mon avenir ?',
  askAnother: 'Poser une autre question',
  freeQuestion: {
    title: 'Obtenez gratuitement une réponse à vos questions',
    intro: 'Nos voyants sont prêts pour répondre à votre question, gratuitement.',
    chat: 'Votre consultation gratuite',
    answerAuthor: 'Nos voyants',
    cards: 'Les arcanes tirés pour vous',
    advisors: 'Nos voyants pour approfondir votre question',
  },
  oracle: {
    title: 'Quel voyant pour votre question ?',
    intro: 'Décrivez votre situation : nous vous orientons vers les voyants les plus compétents.',
    analysing: 'Analyse de votre question...',
    love: "Voir nos voyants spécialistes de l'amour",
    money: "Voir nos voyants spécialistes de l'argent",
    career: 'Voir nos voyants spécialistes de la carrière',
    family: 'Voir nos voyants spécialistes de la famille',
    all: 'Voir tous nos voyants',
  },
  contact: {
    name: 'Nom',
    email: 'Email',
    phone: 'Téléphone (facultatif)',
    message: 'Message',
    close: 'Fermer',
  },
} as const;

/** Logged, never shown: the forms' internal texts (SPEC.md section 8). */
export const FORM_LOG_TEXTS = {
  analysisFailed: "Erreur lors de l'analyse de votre question",
} as const;

// ---------------------------------------------------------------- advisor lists and spotlights

/** Texts of voy-advisor-list and voy-advisor-spotlight (SPEC.md sections 2, 3 and 9). */
export const ADVISOR_BLOCK_TEXTS = {
  /** The spotlight's heading per pick. */
  spotlightHeadings: {
    daily: 'Notre tirage du jour',
    monthly: 'Notre voyant du mois',
    tarologue: 'Notre tarologue du jour',
    astrologue: 'Notre astrologue du jour',
    numerologue: 'Notre numérologue du jour',
    medium: 'Notre médium du jour',
    amour: 'Notre expert Amour du jour',
    carriere: 'Notre expert Carrière du jour',
    argent: 'Notre expert Finance du jour',
    famille: 'Notre expert Famille du jour',
  },
  /** Titles shown when an advisor has none (SPEC.md section 3). */
  fallbackTitles: {
    amour: 'Expert en rencontres et âmes sœurs',
    carriere: 'Expert en carrière et emploi',
    argent: 'Expert en finances et argent',
    famille: 'Expert en famille et relations',
    argentAlternative: 'Expert en opportunités financières',
    loveCard: 'Spécialiste du retour affectif',
  },
  /** Hard-coded review counts (SPEC.md section 9). */
  themeReviews: '238 avis',
  listReviews: '23 avis',
  video: (firstName: string) => `Vidéo de présentation de ${firstName}`,
} as const;

// ---------------------------------------------------------------- horoscopes

/** Texts of voy-horoscope and voy-horoscope-signs (SPEC.md sections 2, 5 and 9). */
export const HOROSCOPE_TEXTS = {
  /** Tab labels, in the order of HOROSCOPE_PERIODS. */
  periods: { aujourdhui: "Aujourd'hui", demain: 'Demain', semaine: 'Semaine', mois: 'Mois', annee: 'Année' },
  periodsLabel: "Période de l'horoscope",
  sections: { personal: 'Vie personnelle', health: 'Santé', profession: 'Profession', emotions: 'Émotions', travel: 'Voyage' },
  weekOf: (date: string) => `Semaine du ${date}`,
  unsupportedPeriod: (period: string) => `Période non supportée : ${period}`,
  defaultCosmicAdvice: 'Embrassez les opportunités qui se présentent à vous.',
  cosmicAdvice: 'Conseil cosmique',
  luck: 'Chance du jour',
  luckyColours: 'Couleurs porte-bonheur',
  updating: 'Mise à jour...',
  loading: 'Chargement de votre horoscope...',
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  horoscopes: 'Horoscopes',
  horoscopeOf: (sign: string) => `Horoscope ${sign}`,
  illustration: (sign: string) => `Illustration du signe ${sign}`,
  askTitle: 'Une question sur votre avenir ?',
  askText: (firstName: string) => `Notre astrologue du jour, ${firstName}, vous répond par WhatsApp, Messenger ou téléphone.`,
  otherSigns: 'Voir un autre signe Astrologique',
  chooseSign: 'Choisissez votre signe astrologique',
  findYourHoroscope: 'Trouvez votre horoscope',
  /** The landing page's period cards (clicks are only logged, SPEC.md section 2). */
  periodCards: [
    { key: 'jour', title: 'Horoscope du jour', text: 'Les énergies de la journée pour votre signe.' },
    { key: 'demain', title: 'Horoscope de demain', text: 'Préparez-vous aux influences de demain.' },
    { key: 'semaine', title: 'Horoscope de la semaine', text: 'Les grandes tendances des sept jours à venir.' },
    { key: 'mois', title: 'Horoscope du mois', text: 'Amour, travail et santé : votre mois en détail.' },
    { key: 'annee', title: "Horoscope de l'année", text: 'Les cycles qui marqueront votre année.' },
  ],
} as const;
