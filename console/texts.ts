/**
 * Every text of the console, in French typography: a narrow no-break space
 * (\u202f) before ? ! ; : and the typographic apostrophe ’.
 */
import type { Availability } from '../contract/domain/availability';
import { ofName } from '../contract/domain/french-elision';
import { CONVERSATION_CLOSED_MESSAGE } from '../contract/schemas/chat';
import type { Role } from '../contract/schemas/console/accounts';
import type { AuditAction } from '../contract/schemas/console/audit';
import type { ErasureReceipt } from '../contract/schemas/console/erasure';
import type { OrderFlag, OrderState } from '../contract/schemas/orders';
import { STATUS_TEXTS as STATUS_WORDS } from '../contract/texts/status';

const NNBSP = '\u202f';
/** 'Label : value' with the narrow no-break space before the colon. */
export const colon = (label: string) => `${label}${NNBSP}:`;
/** '2 messages', '1 message'; '' for none (a list leaves out what is not there). */
const counted = (count: number, one: string, many: string) => (count === 0 ? '' : `${count} ${count === 1 ? one : many}`);

export const APP_TEXTS = {
  appName: 'Console de gestion',
  skipLink: 'Aller au contenu',
  loading: 'Chargement…',
  retry: 'Réessayer',
  cancel: 'Annuler',
  close: 'Fermer',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: 'Modifications enregistrées.',
  notFound: 'Cette page n’existe pas.',
  backHome: 'Revenir à l’accueil de la console',
  previous: 'Page précédente',
  next: 'Page suivante',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  pagination: 'Pagination',
  results: (count: number) => (count === 0 ? 'Aucun résultat' : count === 1 ? '1 résultat' : `${count} résultats`),
  search: 'Rechercher',
  apply: 'Filtrer',
} as const;

export const ERROR_TEXTS = {
  network: `Connexion au serveur impossible${NNBSP}: vérifiez votre réseau puis réessayez.`,
  unexpected: 'Réponse inattendue du serveur. Réessayez dans un instant.',
  sessionExpired: `Votre session a expiré${NNBSP}: veuillez vous reconnecter.`,
  loadFailed: 'Le chargement a échoué.',
} as const;

export const SIGN_IN_TEXTS = {
  title: 'Connexion',
  intro: 'Espace réservé aux opérateurs et aux voyants de l’agence.',
  email: 'E-mail',
  password: 'Mot de passe',
  submit: 'Se connecter',
  busy: 'Connexion en cours…',
} as const;

export const SHELL_TEXTS = {
  navigation: 'Navigation de la console',
  signedInAs: 'Connecté en tant que',
  signOut: 'Se déconnecter',
  advisors: 'Voyants',
  inbox: 'Messages',
  unread: (count: number) => (count === 1 ? '1 non lu' : `${count} non lus`),
  chat: 'Tchat',
  chatWaiting: (count: number) => (count === 1 ? '1 conversation à traiter' : `${count} conversations à traiter`),
  audit: 'Journal',
  outbox: 'E-mails',
  orders: 'Commandes',
  reviews: 'Avis',
  agency: 'Agence',
  accounts: 'Comptes',
  myProfile: 'Mon profil',
  myAccount: 'Mon compte',
  figures: 'Chiffres',
  myFigures: 'Mes chiffres',
} as const;

/** The words of the site's status dots, the contract's one word a state: `Disponible`, `Occupé`, `Indisponible`. */
export const STATUS_LABELS: Readonly<Record<Availability, string>> = STATUS_WORDS;

export const STATUS_TEXTS = {
  label: 'Statut',
  rowLabel: (name: string) => `Statut ${ofName(name)}`,
  saved: (label: string) => `Statut enregistré${NNBSP}: ${label}.`,
  saving: 'Enregistrement du statut…',
} as const;

/** The Chiffres page (issue 39 point 5); each figure's name is FIGURE_LABELS, shared with the CSV export. */
export const FIGURES_TEXTS = {
  title: 'Chiffres',
  ownTitle: 'Mes chiffres',
  intro: 'Les demandes de tchat, les commandes et les avis de l’agence sur la période choisie, jour par jour (heure de Paris) et par voyant.',
  ownIntro: 'Vos demandes de tchat, vos commandes et vos avis sur la période choisie, jour par jour (heure de Paris).',
  definitions: [
    `Chiffre d’affaires TTC encaissé${NNBSP}: le montant des commandes payées ce jour-là. Un remboursement est compté à part, le jour où il est fait, sans être déduit.`,
    `Temps médian de réponse${NNBSP}: la moitié des demandes acceptées l’ont été plus vite. Note moyenne${NNBSP}: les avis publiés écrits pendant la période.`,
  ],
  /** The daily erasure of quiet conversations takes their requests out of the figures. */
  retention: (days: number) =>
    `Demandes de tchat${NNBSP}: celles des conversations encore conservées${NNBSP}; une conversation sans activité depuis ${days} jours est effacée avec sa demande (politique de confidentialité), les commandes restent.`,
  range: 'Période',
  from: 'Du',
  to: 'Au',
  show: 'Afficher',
  allAdvisors: 'Tous les voyants',
  presets: 'Les derniers jours',
  lastDays: (days: number) => `${days} jours`,
  csv: 'Télécharger le CSV',
  demo: (count: number) =>
    `${count === 1 ? '1 commande de démonstration n’est pas comptée' : `${count} commandes de démonstration ne sont pas comptées`} (données d’exemple d’une nouvelle installation).`,
  totals: 'Sur la période',
  chatChart: 'Demandes de tchat par jour',
  revenueChart: 'Chiffre d’affaires TTC encaissé et remboursements par jour',
  chartName: (title: string, from: string, to: string) => `${title}, du ${from} au ${to}${NNBSP}; les mêmes chiffres sont dans le tableau «${NNBSP}Chiffres par jour${NNBSP}».`,
  daysTable: 'Chiffres par jour',
  advisorsTable: 'Chiffres par voyant',
  sortedBy: (label: string) => `Trier par ${label.toLowerCase()}`,
  empty: `Rien sur cette période${NNBSP}: aucune demande de tchat, aucune commande.`,
  none: '—',
} as const;

/** The banner of an advisor whom two missed chat requests set Indisponible. */
export const AUTO_OFFLINE_TEXTS = {
  said: `Vous êtes passé·e ${STATUS_WORDS.offline}${NNBSP}: deux demandes de tchat sont restées sans réponse.`,
  undo: `Repasser ${STATUS_WORDS.available}`,
} as const;

export const ADVISOR_TEXTS = {
  listTitle: 'Voyants',
  newAdvisor: 'Nouveau voyant',
  filters: 'Filtrer les voyants',
  searchHint: 'Prénom, titre ou spécialité',
  type: 'Type',
  specialty: 'Spécialité',
  status: 'Statut',
  archived: 'Archivage',
  archivedOptions: { '0': 'Actifs', '1': 'Archivés', all: 'Tous' },
  anyValue: 'Tous',
  anySpecialty: 'Toutes',
  edit: (name: string) => `Modifier ${name}`,
  archivedBadge: 'Archivé',
  empty: 'Aucun voyant ne correspond à ces filtres.',
  // The edit page
  editTitle: (name: string) => `Modifier ${name}`,
  createTitle: 'Nouveau voyant',
  backToList: 'Retour à la liste des voyants',
  fieldsLegend: 'Fiche du voyant',
  firstName: 'Prénom',
  title: 'Titre',
  /** The rating is no field: what the form says of it. */
  ratingComputed: (advisor: { rating: string | null; reviews_count: number } | null) =>
    `Note et nombre d’avis${NNBSP}: calculés à partir des avis publiés (page Avis)${advisor?.rating ? `, aujourd’hui ${advisor.rating.replace('.', ',')} / 5 sur ${advisor.reviews_count} avis` : `, aucun pour le moment`}.`,
  description: 'Description',
  descriptionHint: `Première ligne${NNBSP}: le résumé affiché sur les cartes. Chaque ligne qui commence par ◆ devient une puce du profil.`,
  insertDiamond: 'Insérer une ligne ◆',
  messenger: 'Lien Messenger',
  whatsapp: 'WhatsApp',
  phone: 'Téléphone',
  create: 'Créer le voyant',
  created: 'Voyant créé.',
  fixErrors: 'Le formulaire contient des erreurs, corrigez les champs signalés.',
  publicProfile: 'Voir le profil public',
  // Preview
  preview: 'Aperçu en direct',
  previewCard: 'La carte du voyant',
  previewConvention: 'La description sur le profil',
  summary: 'Résumé',
  noSummary: `Aucun résumé${NNBSP}: la première ligne de la description est vide.`,
  chips: 'Supports divinatoires',
  defaultChips: `Aucune ligne ◆${NNBSP}: le profil affiche les puces par défaut.`,
  draftName: 'Prénom',
  // Archive
  archive: 'Archiver',
  restore: 'Restaurer',
  archiveQuestion: (name: string) => `Archiver ${name}${NNBSP}?`,
  archiveExplained: 'Le voyant n’apparaîtra plus sur le site ni dans les widgets. Vous pourrez le restaurer à tout moment.',
  restoreQuestion: (name: string) => `Restaurer ${name}${NNBSP}?`,
  restoreExplained: 'Le voyant apparaîtra de nouveau sur le site et dans les widgets.',
  archivedNotice: `Ce voyant est archivé${NNBSP}: il n’apparaît plus sur le site.`,
  archivedDone: 'Voyant archivé.',
  restoredDone: 'Voyant restauré.',
  // Media
  media: 'Photo et vidéo',
  photoInput: 'Nouvelle photo',
  photoHint: 'JPEG, PNG, WebP ou AVIF, 10 Mo au plus.',
  videoInput: 'Nouvelle vidéo',
  videoHint: 'MP4 ou WebM, 50 Mo au plus.',
  uploadPhoto: 'Envoyer la photo',
  uploadVideo: 'Envoyer la vidéo',
  uploading: (percent: number) => `Envoi en cours… ${percent}${NNBSP}%`,
  uploaded: 'Fichier enregistré.',
  chooseFile: 'Choisissez d’abord un fichier.',
  currentPhoto: (name: string) => `Photo actuelle ${ofName(name)}`,
  currentVideo: (name: string) => `Vidéo actuelle ${ofName(name)}`,
  noVideo: 'Aucune vidéo.',
  // The advisor's own page
  ownTitle: 'Mon profil',
  ownText: 'Mon texte de présentation',
  ownIntro: 'Votre statut s’affiche aussitôt sur le site. Votre titre et votre description apparaissent sur votre carte et votre profil.',
} as const;

export const INBOX_TEXTS = {
  title: 'Messages',
  filters: 'Filtrer les messages',
  searchHint: 'Nom, e-mail ou texte',
  kind: 'Type',
  state: 'État',
  anyKind: 'Tous',
  states: { unhandled: 'Non traités', handled: 'Traités', all: 'Tous' },
  unreadSummary: (count: number) => (count === 0 ? 'Aucun message non traité.' : count === 1 ? '1 message non traité.' : `${count} messages non traités.`),
  empty: 'Aucun message ne correspond à ces filtres.',
  exportCsv: 'Exporter en CSV',
  erase: 'Effacer les données d’un e-mail',
  handled: 'Traité',
  unhandled: 'Non traité',
  markHandled: 'Marquer comme traité',
  markUnhandled: 'Marquer comme non traité',
  markedHandled: 'Message marqué comme traité.',
  markedUnhandled: 'Message marqué comme non traité.',
  delete: 'Supprimer',
  deleteQuestion: `Supprimer ce message${NNBSP}?`,
  deleteExplained: (name: string) => `Le message ${ofName(name)} sera supprimé définitivement. Cette action est irréversible.`,
  deleteConfirm: 'Supprimer définitivement',
  deleted: 'Message supprimé.',
  answer: 'Réponse donnée',
  receivedAt: 'Reçu le',
  // Erasure
  erasureTitle: 'Effacer les données d’un e-mail',
  erasureExplained: `Tout ce que cette adresse a laissé sera supprimé définitivement${NNBSP}: ses messages de contact, les questions gratuites, les conversations où elle a été écrite et les e-mails qui lui sont adressés. C’est le droit à l’effacement du visiteur.`,
  erasureSelfExclusionKept: `Une demande d’auto-exclusion est gardée pour que l’exclusion reste respectée, mais anonymisée${NNBSP}: sans nom ni téléphone, l’adresse remplacée par une empreinte secrète qui permet seulement de reconnaître la même adresse plus tard.`,
  /** An anonymised self-exclusion request in the list: its name and address are gone. */
  anonymisedName: 'Demande anonymisée',
  anonymisedAddress: 'Adresse effacée (seule son empreinte est gardée, pour respecter l’exclusion)',
  erasureEmail: 'E-mail du visiteur',
  erasureConfirm: 'Je confirme l’effacement définitif',
  erasureSubmit: 'Effacer définitivement',
  erasureDone: (email: string) => `Données de ${email} traitées.`,
  erasureSummary: ({ erased, anonymised }: ErasureReceipt) => {
    const conversations = counted(erased.conversation, 'conversation', 'conversations');
    const parts = [
      counted(erased.contact, 'message de contact', 'messages de contact'),
      counted(erased.question, 'question gratuite', 'questions gratuites'),
      conversations && `${conversations} (${counted(erased.message, 'message', 'messages')})`,
      counted(erased.email, 'e-mail', 'e-mails'),
      counted(erased.alert, 'alerte «\u202fPrévenez-moi\u202f»', 'alertes «\u202fPrévenez-moi\u202f»'),
      counted(erased.review, 'avis', 'avis'),
      counted(anonymised['self-exclusion'], 'demande d’auto-exclusion anonymisée', 'demandes d’auto-exclusion anonymisées'),
      counted(anonymised.order, 'commande anonymisée (gardée pour la comptabilité)', 'commandes anonymisées (gardées pour la comptabilité)'),
    ].filter((part) => part !== '');
    return parts.length === 0 ? `Rien à effacer${NNBSP}: aucune donnée n’est enregistrée sous cette adresse.` : `Effacé${NNBSP}: ${parts.join(', ')}.`;
  },
  erasureMustConfirm: 'Cochez la confirmation pour effacer.',
} as const;

/** The E-mails page: the outbox, what was sent and what waits. */
export const OUTBOX_TEXTS = {
  title: 'E-mails',
  intro: 'Les e-mails envoyés par le site, les plus récents d’abord, et ceux qui attendent un nouvel essai.',
  noSmtp: `Aucun serveur SMTP n’est configuré${NNBSP}: les e-mails sont conservés ici et ne sont pas envoyés.`,
  empty: 'Aucun e-mail pour le moment.',
  kinds: {
    test: 'Essai',
    'chat-reply': 'Réponse au tchat',
    'presence-alert': 'Alerte de présence',
    'opt-in': 'Confirmation d’adresse',
    'review-invite': 'Invitation à donner un avis',
  } as Record<string, string>,
  states: { queued: 'En attente', sent: 'Envoyé', failed: 'Abandonné', kept: 'Conservé' },
  to: 'À',
  createdAt: 'Créé le',
  sentAt: 'Envoyé le',
  nextAttemptAt: 'Prochain essai le',
  attempts: 'Essais',
  lastError: 'Dernière erreur',
  showText: 'Voir le texte',
  testTitle: 'E-mail d’essai',
  testIntro: 'Pour vérifier que les e-mails partent bien, envoyez-en un à une adresse que vous pouvez lire.',
  testEmail: 'Adresse',
  testSubmit: 'Envoyer un e-mail d’essai',
  testQueued: (email: string) => `E-mail d’essai pour ${email} ajouté à la liste.`,
} as const;

export const AUDIT_TEXTS = {
  title: 'Journal',
  intro: 'Qui a fait quoi, et quand. Le journal ne se modifie pas.',
  at: 'Date',
  actor: 'Auteur',
  action: 'Action',
  target: 'Cible',
  details: 'Détails',
  nobody: '—',
  empty: 'Le journal est vide.',
  actions: {
    'sign-in': 'Connexion',
    'sign-in-failed': 'Connexion refusée',
    'sign-out': 'Déconnexion',
    'password-changed': 'Mot de passe modifié',
    'account-created': 'Compte créé',
    'account-disabled': 'Compte désactivé',
    'account-enabled': 'Compte réactivé',
    'password-reset': 'Mot de passe réinitialisé',
    'advisor-created': 'Voyant créé',
    'advisor-edited': 'Voyant modifié',
    'advisor-archived': 'Voyant archivé',
    'advisor-restored': 'Voyant restauré',
    'offers-set': 'Offres modifiées',
    'status-set': 'Statut modifié',
    'status-auto-offline': 'Passé Indisponible (deux demandes de tchat manquées)',
    'status-auto-offline-undone': 'Retour à Disponible après deux demandes manquées',
    'photo-uploaded': 'Photo envoyée',
    'video-uploaded': 'Vidéo envoyée',
    'inbox-handled': 'Message traité',
    'inbox-deleted': 'Message supprimé',
    'inbox-exported': 'Messages exportés',
    erasure: 'Données effacées',
    'mail-test': 'E-mail d’essai',
    'self-exclusion-confirmed': 'Auto-exclusion confirmée',
    'order-paid': 'Commande marquée payée',
    'order-refunded': 'Commande marquée remboursée',
    'review-published': 'Avis publié',
    'review-rejected': 'Avis refusé',
    'review-answered': 'Réponse à un avis',
    'demo-data-removed': 'Données de démonstration supprimées',
    'agency-settings-changed': 'Réglages de l’agence modifiés',
  } satisfies Record<AuditAction, string>,
} as const;

export const ROLE_LABELS: Record<Role, string> = { admin: 'Opérateur', advisor: 'Voyant' };

export const ACCOUNT_TEXTS = {
  title: 'Comptes',
  email: 'E-mail',
  role: 'Rôle',
  advisor: 'Voyant',
  chooseAdvisor: 'Choisir un voyant',
  state: 'État',
  createdAt: 'Créé le',
  actions: 'Actions',
  active: 'Actif',
  disabled: 'Désactivé',
  you: '(vous)',
  invite: 'Inviter un compte',
  inviteSubmit: 'Créer le compte',
  invited: (email: string) => `Compte créé pour ${email}.`,
  reset: 'Réinitialiser le mot de passe',
  resetQuestion: (email: string) => `Réinitialiser le mot de passe de ${email}${NNBSP}?`,
  resetExplained: 'Un mot de passe temporaire remplacera l’actuel. Transmettez-le à la personne par un moyen sûr.',
  resetConfirm: 'Réinitialiser',
  disable: 'Désactiver',
  enable: 'Réactiver',
  disableQuestion: (email: string) => `Désactiver le compte ${email}${NNBSP}?`,
  disableExplained: 'La personne est déconnectée aussitôt et ne peut plus se connecter, jusqu’à ce que le compte soit réactivé.',
  enableQuestion: (email: string) => `Réactiver le compte ${email}${NNBSP}?`,
  disabledDone: (email: string) => `Compte ${email} désactivé.`,
  enabledDone: (email: string) => `Compte ${email} réactivé.`,
  enableExplained: 'La personne pourra de nouveau se connecter avec son mot de passe.',
  temporaryTitle: 'Mot de passe temporaire',
  temporaryExplained: (email: string) => `Mot de passe temporaire de ${email}. Il ne sera plus affiché${NNBSP}: copiez-le maintenant et transmettez-le par un moyen sûr.`,
  copy: 'Copier',
  copied: 'Copié dans le presse-papiers.',
  copyFailed: `Copie impossible${NNBSP}: sélectionnez le mot de passe et copiez-le à la main.`,
  empty: 'Aucun compte.',
  // My account
  myTitle: 'Mon compte',
  changePassword: 'Changer mon mot de passe',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: (min: number) => `${min} caractères au moins.`,
  confirmPassword: 'Confirmer le nouveau mot de passe',
  mismatch: 'Les deux mots de passe ne sont pas identiques.',
  passwordChanged: 'Mot de passe modifié.',
  changeSubmit: 'Changer le mot de passe',
} as const;

/** The Tchat page: the conversations, one conversation, the composer. */
export const CHAT_TEXTS = {
  title: 'Tchat',
  /** The tab's title on the Tchat page; the number of conversations to handle goes before it: `(2) Tchat — Console`. */
  documentTitle: 'Tchat — Console',
  badgedTitle: (count: number, title: string) => `(${count}) ${title}`,
  intro: 'Les visiteurs qui vous écrivent apparaissent ici en direct. Acceptez une conversation pour y répondre.',
  adminIntro: `Toutes les conversations des voyants, en direct. Lecture seule${NNBSP}: seul le voyant concerné peut répondre.`,
  list: 'Conversations',
  empty: 'Aucune conversation pour le moment.',
  choose: 'Choisissez une conversation dans la liste.',
  backToList: 'Toutes les conversations',
  statuses: { waiting: 'En attente', active: 'En cours', declined: 'Refusée', closed: 'Close', missed: 'Manquée' },
  /** A message left for the advisor (origin 'message'): no accept, each answer goes by e-mail. */
  leftMessage: 'Message laissé',
  leftNote: `Message laissé en votre absence${NNBSP}: votre réponse sera envoyée par e-mail au visiteur, avec un lien pour revenir dans la conversation.`,
  closeLeftExplained: 'Le visiteur ne pourra plus vous écrire dans cette conversation.',
  /** A request nobody accepted in time: when it ended. */
  missedAt: (when: string) => `Manquée le ${when}`,
  missedNote: (when: string) => `Personne n’a accepté cette demande à temps${NNBSP}: elle a pris fin le ${when}. Le visiteur s’est vu proposer d’autres voyants et de laisser un message.`,
  unread: (count: number) => (count === 1 ? '1 message non lu' : `${count} messages non lus`),
  cameFrom: 'Venu de',
  unknownPage: 'page inconnue',
  startedAt: 'Commencée le',
  advisor: 'Voyant',
  you: 'Vous',
  visitorWrote: (name: string) => `${name} a écrit`,
  noMessage: 'Pas encore de message.',
  messages: (name: string) => `Messages avec ${name}`,
  loadingMessages: 'Chargement des messages…',
  // Marks of the visitor on the advisor's messages.
  sent: 'Envoyé',
  received: 'Reçu',
  read: 'Lu',
  // Decisions
  accept: 'Accepter',
  decline: 'Refuser',
  close: 'Clore la conversation',
  closeQuestion: (name: string) => `Clore la conversation avec ${name}${NNBSP}?`,
  closeExplained: `Le visiteur ne pourra plus vous écrire dans cette conversation. Votre statut repasse à «${NNBSP}Disponible${NNBSP}», sauf si vous l’avez changé entre-temps.`,
  accepted: `Conversation acceptée${NNBSP}: votre statut est maintenant «${NNBSP}Occupé${NNBSP}».`,
  declined: 'Conversation refusée.',
  closed: 'Conversation close.',
  waitingNote: `Ce visiteur attend votre réponse${NNBSP}: il peut déjà écrire.`,
  endedNote: CONVERSATION_CLOSED_MESSAGE,
  /** The visitor ended it from their widget (its line, kind 'end', says the same in the log). */
  visitorEnded: 'Le visiteur a terminé la conversation.',
  readOnly: `Lecture seule${NNBSP}: seul le voyant de cette conversation peut y répondre.`,
  erased: 'Le visiteur a effacé cette conversation.',
  // The composer
  message: 'Votre message',
  messageHint: `Entrée envoie le message${NNBSP}; Maj + Entrée va à la ligne.`,
  send: 'Envoyer',
  sending: 'Envoi…',
  remaining: (count: number) => (count === 1 ? '1 caractère restant' : `${count} caractères restants`),
  replies: 'Réponses types',
  offers: 'Envoyer une offre',
  noOffers: 'Aucune offre définie pour ce voyant.',
  offersFailed: 'Les offres n’ont pas pu être chargées.',
  offerSent: (label: string) => `Offre envoyée${NNBSP}: ${label}.`,
  // An offer in the conversation
  offer: 'Offre',
  minutes: (count: number) => `${count}\u00a0min`,
  pay: 'Lien de paiement',
} as const;

/** The offers editor of an advisor's page (admin). */
export const OFFER_TEXTS = {
  title: 'Offres et liens de paiement',
  intro: `Les consultations payantes que le voyant propose dans le tchat. Le prix est TTC, en euros${NNBSP}; le lien de paiement vient du prestataire de paiement de l’agence (https uniquement).`,
  empty: 'Aucune offre pour ce voyant.',
  offer: (index: number) => `Offre ${index}`,
  label: 'Libellé',
  labelHint: 'Par exemple Consultation découverte',
  duration: 'Durée (minutes)',
  price: 'Prix TTC (€)',
  priceHint: 'Par exemple 25 ou 25,50',
  priceInvalid: 'Le prix doit être un montant en euros, par exemple 25 ou 25,50',
  durationInvalid: 'La durée doit être un nombre entier de minutes',
  paymentUrl: 'Lien de paiement (facultatif)',
  paymentUrlHint: `https://…, le visiteur y lira le nom du site${NNBSP}: «${NNBSP}Payer sur buy.stripe.com${NNBSP}»`,
  /** Under the link's field: what an offer without a link does. */
  noPaymentUrlHint: `Sans lien, l’offre s’affiche sur le site (Tarifs du profil, «${NNBSP}à partir de${NNBSP}» des fiches) mais ne peut pas être envoyée dans un tchat.`,
  /** A host written with letters beyond a–z (`раураl` is refused, `café` or `оплата` are not): how it was written and what the visitor reads. */
  nonLatinHost: (unicode: string, ascii: string) =>
    `Cette adresse contient des caractères non latins ou accentués${NNBSP}: ${unicode}, qui s’écrit aussi ${ascii}. Le visiteur lira «${NNBSP}Payer sur ${ascii}${NNBSP}»${NNBSP}; vérifiez que c’est bien le site de votre prestataire de paiement.`,
  add: 'Ajouter une offre',
  remove: (index: number) => `Supprimer l’offre ${index}`,
  // Not 'Enregistrer …': the advisor's form above has that button, and a list of buttons read aloud must tell them apart.
  save: 'Publier les offres',
  saved: 'Offres publiées.',
  fixErrors: 'Les offres contiennent des erreurs, corrigez les champs signalés.',
  summary: (count: number) => (count === 0 ? 'Aucune offre' : count === 1 ? '1 offre' : `${count} offres`),
} as const;

export const HOURS_TEXTS = {
  title: 'Horaires de la semaine',
  intro: `Heure de Paris. Le profil les affiche dans «${NNBSP}Disponibilités${NNBSP}», et quand le voyant n’est pas sur le tchat, ses fiches disent quand il revient (par exemple «${NNBSP}De retour demain à 9\u00a0h\u00a000${NNBSP}»). Jusqu’à trois plages par jour, au quart d’heure près.`,
  defaultNotice: `Aucun horaire enregistré${NNBSP}: le profil affiche les horaires par défaut, du lundi au vendredi de 9\u00a0h\u00a000 à 18\u00a0h\u00a000, repris ci-dessous.`,
  closed: 'Pas de plage ce jour-là.',
  range: (index: number) => `Plage ${index}`,
  from: 'Début',
  to: 'Fin',
  add: (day: string) => `Ajouter une plage le ${day.toLowerCase()}`,
  remove: (day: string, index: number) => `Retirer la plage ${index} du ${day.toLowerCase()}`,
  removeShort: 'Retirer',
  // Not 'Enregistrer …': the profile's form above has that button, and a list of buttons read aloud must tell them apart.
  save: 'Publier les horaires',
  reset: 'Revenir aux horaires par défaut',
  saved: 'Horaires publiés.',
  resetDone: 'Horaires par défaut rétablis.',
  fixErrors: 'Les horaires contiennent des erreurs, corrigez les champs signalés.',
} as const;

/** Before an order (the Tchat page) and the confirmation of a self-exclusion (the inbox). */
export const GUARD_TEXTS = {
  /** An offer without a payment link, in the chat's offer menu: where an admin sets it (the advisor's page, its offers' panel). */
  noPaymentLink: (firstName: string) => `Lien de paiement manquant${NNBSP}: un administrateur l’ajoute dans Voyants › ${firstName} › ${OFFER_TEXTS.title}`,
  /** The offer menu while a self-exclusion blocks the orders. */
  blockedOffer: 'Envoi impossible (auto-exclusion)',
  // The inbox's self-exclusion requests.
  confirm: 'Confirmer l’auto-exclusion',
  confirmAgain: 'Modifier la durée',
  /** `name`: empty for a request anonymised by an erasure. */
  confirmQuestion: (name: string) => (name ? `Confirmer l’auto-exclusion demandée par ${name}${NNBSP}?` : `Confirmer cette auto-exclusion${NNBSP}?`),
  confirmExplained: `Dès la confirmation et pendant toute la durée choisie, aucune offre ne pourra être envoyée dans un tchat à un visiteur qui donne cet e-mail ou ce numéro de téléphone. La durée compte à partir d’aujourd’hui.`,
  duration: 'Durée confirmée',
  asked: (label: string) => `${label} (demandée)`,
  confirmSubmit: 'Confirmer',
  confirmed: 'Auto-exclusion confirmée.',
} as const;

/** « Agence » (admins): the agency's identity and settings (server/agency/settings.ts). */
export const AGENCY_TEXTS = {
  title: 'Agence',
  intro:
    'L’identité de l’agence telle que la lisent les mentions légales, les conditions générales, la politique de confidentialité, le pied de page, les e-mails et les données structurées pour les moteurs de recherche. Un changement s’affiche aussitôt sur tout le site.',
  sections: {
    identity: 'Société',
    service: 'Service client',
    host: 'Hébergeur du site (LCEN, article 6-III)',
    mediator: 'Médiateur de la consommation',
    spending: 'Dépenses des clients',
  },
  sample: 'Valeur d’exemple',
  /** The banner while some values are the samples of a fresh install. */
  samplesLeft: (labels: readonly string[]) =>
    labels.length === 1
      ? `Une valeur est encore celle d’exemple d’une nouvelle installation${NNBSP}: ${labels[0]}. Remplacez-la par la vôtre avant d’ouvrir le site.`
      : `${labels.length} valeurs sont encore celles d’exemple d’une nouvelle installation${NNBSP}: ${labels.join(', ')}. Remplacez-les par les vôtres avant d’ouvrir le site.`,
  noSamples: 'Toutes les valeurs sont celles de l’agence.',
  thresholdHint: 'En euros TTC, par exemple 500 ou 500,50. Au-delà, sur 30 jours de paiements, le client est signalé au voyant et aux opérateurs avant la commande suivante.',
  thresholdInvalid: 'Le seuil de dépenses doit être un montant en euros, par exemple 500 ou 500,50',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saved: (count: number) => (count === 0 ? 'Rien n’a changé.' : count === 1 ? 'Réglage enregistré, affiché sur le site.' : `${count} réglages enregistrés, affichés sur le site.`),
  fix: 'Corrigez les champs signalés.',
} as const;

/** The reviews (console/pages/reviews.tsx): an admin moderates, an advisor answers once. */
export const REVIEW_TEXTS = {
  title: 'Avis',
  adminIntro: `Les avis des clients, donnés après une consultation payée. Publiez-les, ou refusez-les avec un motif de la liste (conservé, communiqué à l’auteur sur demande)${NNBSP}; personne ne modifie leur texte. Modérez sous 7 jours${NNBSP}: la page «${NNBSP}Comment nous vérifions les avis${NNBSP}» le promet.`,
  advisorIntro: 'Les avis de vos clients. Vous pouvez répondre une fois à chacun, publiquement, sous l’avis.',
  empty: 'Aucun avis pour le moment.',
  pending: (count: number) => (count === 1 ? '1 avis à modérer' : `${count} avis à modérer`),
  states: { pending: 'À modérer', published: 'Publié', rejected: 'Refusé' },
  stars: (rating: number) => `${rating}${NNBSP}/${NNBSP}5`,
  by: (firstName: string, advisor: string) => `${firstName}, pour ${advisor}`,
  paid: (date: string, reference: string) => `Consultation payée le ${date} (commande ${reference})`,
  publish: 'Publier',
  reject: 'Refuser',
  reason: 'Motif du refus',
  chooseReason: 'Choisir un motif',
  confirmReject: 'Refuser l’avis',
  cancel: 'Annuler',
  rejectedFor: (reason: string) => `Refusé${NNBSP}: ${reason}`,
  answer: 'Votre réponse (publique, une seule fois)',
  sendAnswer: 'Répondre publiquement',
  answered: 'Réponse du voyant',
  demo: 'Exemple de démonstration',
  demoBanner: (reviews: number, orders: number) =>
    `Données de démonstration${NNBSP}: ${reviews} avis et ${orders} commandes d’exemple, installés avec le site pour qu’il ne soit pas vide. Les notes affichées en tiennent compte tant qu’elles sont là.`,
  removeDemo: 'Supprimer les données de démonstration',
  removeDemoConfirm: `Supprimer tous les avis et commandes de démonstration${NNBSP}? Les notes ne compteront plus que les avis réels. Cette action est définitive.`,
  removeDemoYes: 'Oui, tout supprimer',
  demoRemoved: (reviews: number, orders: number) => `Supprimé${NNBSP}: ${reviews} avis et ${orders} commandes de démonstration.`,
} as const;

/** The orders: the « Commandes » page (admin) and the conversation's own, beside its messages. */
export const ORDER_TEXTS = {
  title: 'Commandes',
  intro: `Chaque offre envoyée dans un tchat est une commande. Stripe confirme les paiements de lui-même${NNBSP}; pour un autre prestataire, marquez la commande payée ou remboursée à la main, après l’avoir vérifiée chez lui.`,
  conversationTitle: 'Commandes de cette conversation',
  none: 'Aucune commande.',
  state: 'État',
  flag: 'Signalement',
  anyState: 'Tous les états',
  anyFlag: 'Tous',
  flagged: 'Signalées',
  states: { sent: 'Envoyée', paid: 'Payée', refunded: 'Remboursée', expired: 'Expirée' } satisfies Record<OrderState, string>,
  flags: {
    amount: 'Montant différent',
    currency: 'Autre devise',
    failed: 'Paiement échoué',
    partial_refund: 'Remboursement partiel',
  } satisfies Record<OrderFlag, string>,
  reference: 'Référence',
  advisor: 'Voyant',
  sentAt: 'Envoyée le',
  paidAt: 'Payée le',
  refundedAt: 'Remboursée le',
  via: { stripe: 'par Stripe', manual: 'à la main' } as Record<string, string>,
  conversation: 'Conversation',
  markPaid: 'Marquer payée',
  markRefunded: 'Marquer remboursée',
  markedPaid: (reference: string) => `Commande ${reference} marquée payée.`,
  markedRefunded: (reference: string) => `Commande ${reference} marquée remboursée.`,
  confirmPaid: (reference: string) => `Marquer la commande ${reference} payée${NNBSP}?`,
  confirmRefunded: (reference: string) => `Marquer la commande ${reference} remboursée${NNBSP}?`,
  confirmExplained: 'Le visiteur et le voyant le voient aussitôt dans le tchat. Vérifiez d’abord chez le prestataire de paiement.',
  limit: 'Les 200 plus récentes.',
} as const;

/** « Venu de »: the page a visitor started the chat from, by its name (console/pages/chat-page-label.ts). */
export const PAGE_LABEL_TEXTS = {
  ours: (name: string) => `${name} (notre site)`,
  home: 'Accueil',
  allAdvisors: 'Tous nos voyants',
  horoscopes: 'Horoscopes',
  horoscope: (sign: string) => `Horoscope ${sign}`,
  birthChart: 'Thème astral',
  compatibility: 'Compatibilité amoureuse',
  themes: 'Par thématique',
  theme: (name: string) => `Thématique ${name}`,
  testimonials: 'Témoignages',
  agency: 'Notre agence',
  faq: 'Foire aux questions',
  contact: 'Contact',
  freeQuestion: 'Ma question gratuite',
  legal: 'Mentions légales',
  terms: 'Conditions générales',
  privacy: 'Politique de confidentialité',
  selfExclusion: 'Auto-exclusion',
  reviews: 'Comment nous vérifions les avis',
  profile: (ofName: string) => `Profil ${ofName}`,
  anotherProfile: 'Profil d’un autre voyant',
  notFound: 'Page introuvable',
  otherPage: 'Autre page',
} as const;

/** The advisor at work: the session's end, the waiting time, the chime's setting, the connection (issue 42 point 4). */
export const AT_WORK_TEXTS = {
  sessionEnding: (time: string) => `Votre session prendra fin à ${time}, 12\u00a0heures après votre connexion${NNBSP}: terminez votre message, puis reconnectez-vous.`,
  sessionEnded: `Votre session a pris fin au bout de 12\u00a0heures${NNBSP}: veuillez vous reconnecter.`,
  waitingFor: (minutes: number) =>
    minutes < 1 ? 'attend depuis moins d’une minute' : minutes < 60 ? `attend depuis ${minutes}\u00a0min` : `attend depuis ${Math.floor(minutes / 60)}\u00a0h\u00a0${String(minutes % 60).padStart(2, '0')}`,
  mute: 'Couper le son',
  muteHint: 'Le son signale un nouveau visiteur et chaque nouveau message.',
} as const;
