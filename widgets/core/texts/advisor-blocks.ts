/** Texts of voy-advisor-grid, voy-advisor-list and voy-advisor-spotlight (SPEC.md sections 2, 3, 8 and 9). */
export const ADVISOR_BLOCK_TEXTS = {
  /** SPEC.md section 8's messages of these blocks. */
  errors: {
    advisors: 'Une erreur est survenue lors du chargement des voyants.',
    advisorsEmpty: 'Aucun voyant disponible pour le moment.',
    advisorsLoading: 'Chargement des voyants...',
    dailyReading: "Une erreur s’est produite lors du chargement du tirage du jour.",
    dailyReadingEmpty: 'Aucun voyant disponible pour le tirage du jour.',
    dailyReadingLoading: 'Chargement du tirage du jour..',
    monthly: 'Une erreur est survenue lors du chargement du profil.',
    loading: 'Chargement...',
    numerologuesLoading: 'Chargement des numérologues...',
    homeBlock: "Une erreur s’est produite",
    tarologues: 'Une erreur est survenue lors du chargement des tarologues.',
    expertsEmpty: 'Aucun expert disponible',
  },
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
  /** The all-advisors grid's button that shows 12 more cards. */
  seeMore: 'Voir plus de voyants',
  /** Titles shown when an advisor has none (SPEC.md section 3). */
  fallbackTitles: {
    amour: 'Expert en rencontres et âmes sœurs',
    carriere: 'Expert en carrière et emploi',
    argent: 'Expert en finances et argent',
    famille: 'Expert en famille et relations',
    argentAlternative: 'Expert en opportunités financières',
    loveCard: 'Spécialiste du retour affectif',
  },
} as const;
