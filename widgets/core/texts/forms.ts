/** Texts of the three forms (voy-free-question, voy-oracle, voy-contact-form). */
export const FORM_TEXTS = {
  send: 'Envoyer',
  sending: 'Envoi en cours...',
  firstName: 'Votre prénom',
  firstNamePlaceholder: 'Martine',
  question: 'Votre question',
  questionPlaceholder: 'Quel est mon avenir ?',
  askAnother: 'Poser une autre question',
  freeQuestion: {
    title: 'Obtenez gratuitement une réponse à vos questions',
    intro: 'Nos voyants sont prêts pour répondre à votre question, gratuitement.',
    chat: 'Votre consultation gratuite',
    /** Beside the answer, signed by the site's name: it is automatic, and a real voyant is one link away (EU AI Act art. 50). */
    automatic: 'Réponse générée automatiquement par notre programme, sans voyant.',
    askAdvisor: 'Poser la question à un voyant',
    cards: 'Les arcanes tirés pour vous',
    advisors: 'Nos voyants pour approfondir votre question',
  },
  oracle: {
    title: 'Quel voyant pour votre question ?',
    intro: 'Décrivez votre situation : nous vous orientons vers les voyants les plus compétents.',
    analysing: 'Analyse de votre question...',
    love: "Voir nos voyants spécialistes de l’amour",
    money: "Voir nos voyants spécialistes de l’argent",
    career: 'Voir nos voyants spécialistes de la carrière',
    family: 'Voir nos voyants spécialistes de la famille',
    all: 'Voir tous nos voyants',
  },
  contact: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone (facultatif)',
    message: 'Message',
    close: 'Fermer',
    /** SPEC.md section 8. */
    successTitle: 'Message envoyé',
    successText: 'Nous vous répondrons dans les plus brefs délais.',
  },
} as const;

/** Logged, never shown: the forms' internal texts (SPEC.md section 8). */
export const FORM_LOG_TEXTS = {
  analysisFailed: "Erreur lors de l’analyse de votre question",
} as const;
