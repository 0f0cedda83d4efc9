/** Texts of voy-chat (French typography: a narrow no-break space before ? ! ; : and the apostrophe ’). */
import { ofName } from '../../contract/domain/french-elision';

export const CHAT_TEXTS = {
  loading: 'Chargement du tchat…',
  notFound: 'Voyant non trouvé',
  loadError: 'Une erreur est survenue lors du chargement du tchat.',
  /** Under a paid consultation's invitation to review it (./review-button.tsx). */
  review: 'Donner mon avis',
  reviewError: 'Le formulaire d’avis n’a pas pu s’ouvrir. Réessayez dans un instant.',
  title: (firstName: string) => `Tchat avec ${firstName}`,
  intro: 'Posez vos questions par écrit, en toute discrétion. Aucun compte n’est nécessaire.',
  firstName: 'Votre prénom',
  terms: 'J’accepte les conditions générales et j’ai 18 ans ou plus',
  termsLink: 'Lire les conditions générales',
  start: 'Commencer le tchat',
  unavailable: (firstName: string) => `${firstName} n’est pas disponible pour le moment.`,
  /** Mid-chat, the advisor left their console (their presence ended). */
  advisorAway: (firstName: string) => `${firstName} a quitté sa console. La conversation reste ouverte\u202f: vos messages l’attendront à son retour.`,
  /** Disponible (by phone…) but not at their console. */
  offline: (firstName: string) => `${firstName} est indisponible sur le tchat pour le moment.`,
  leaveIntro: (firstName: string) => `Laissez un message à ${firstName}\u202f: la réponse vous sera envoyée par e-mail.`,
  email: 'Votre e-mail',
  leave: 'Laisser le message',
  /** A message left, not answered yet; the address the answer goes to. */
  left: (firstName: string, email: string) => `Message envoyé. ${firstName} vous répondra par e-mail, à ${email}.`,
  otherChannels: (firstName: string, channels: string) => `Vous pouvez aussi consulter ${firstName} par ${channels}.`,
  otherAdvisor: (firstName: string) => `${firstName} est disponible maintenant :`,
  status: {
    waiting: (firstName: string) => `En attente ${ofName(firstName)}…`,
    active: (firstName: string) => `${firstName} a rejoint la conversation.`,
    declined: (firstName: string) => `${firstName} a décliné votre demande de tchat.`,
    closed: (firstName: string) => `${firstName} a terminé la conversation.`,
    missed: (firstName: string) => `${firstName} n’a pas répondu.`,
  },
  messages: (firstName: string) => `Vos messages avec ${firstName}`,
  you: 'Vous',
  typing: (firstName: string) => `${firstName} écrit…`,
  marks: { sending: 'envoi…', sent: 'envoyé', received: 'reçu', read: 'lu' },
  /** The way back to an open conversation (./return-banner.tsx), on every page. */
  resumeRegion: 'Votre conversation en cours',
  resumeNotice: (firstName: string) => `Votre conversation avec ${firstName} est toujours ouverte.`,
  resume: (firstName: string) => `Reprendre ma conversation avec ${firstName}`,
  resumeDismiss: 'Masquer',
  /** The stream is down or a message waits for the server (sent again once it is back). */
  reconnecting: 'Reconnexion…',
  /** A message refused when it was sent again after an outage (the conversation ended meanwhile…): its text stays in the list. */
  notSent: (reason: string) => `non envoyé\u202f: ${reason}`,
  message: 'Votre message',
  send: 'Envoyer',
  count: (length: number, max: number) => `${length} / ${max} caractères`,
  offer: 'Consultation proposée',
  /** The host as the URL parser gives it (lowercase, punycode): the visitor sees where they will pay. */
  pay: (host: string) => `Payer sur ${host}`,
  payLabel: (label: string, host: string) => `Payer sur ${host}\u202f: ${label} (nouvel onglet)`,
  payUnavailable: 'Le lien de paiement de cette offre n’est pas disponible.',
  /** The visitor ended it (their line, kind 'end'): the status line and the line in the log. */
  youEnded: 'Vous avez terminé la conversation.',
  /** Ends the conversation for both sides (the site's panel has its own « Masquer le tchat », which ends nothing). */
  end: 'Terminer la conversation',
  endConfirm: (firstName: string) => `Terminer la conversation\u202f? ${firstName} le verra aussitôt, et vous ne pourrez plus écrire ici.`,
  endYes: 'Oui, terminer',
  /** Where an offer's payment link was, once it may no longer be paid. */
  offerState: { paid: 'Payée', refunded: 'Remboursée', expired: 'Offre expirée', ended: 'Conversation terminée' },
  erase: 'Supprimer la conversation',
  eraseConfirm: `Supprimer définitivement cette conversation ?`,
  eraseYes: 'Oui, supprimer',
  cancel: 'Annuler',
  again: 'Nouvelle conversation',
} as const;

/** The closing card (./closing-card.tsx, loaded once a conversation is closed). */
export const CLOSING_TEXTS = {
  thanks: (firstName: string) => `Merci pour cette conversation avec ${firstName}.`,
  summary: 'Votre conversation en bref',
  date: 'Date',
  at: (day: string, time: string) => `${day} à ${time}`,
  duration: 'Durée',
  minutes: (n: number) => (n < 1 ? 'moins d’une minute' : n === 1 ? '1 minute' : `${n} minutes`),
  messages: 'Messages échangés',
  offers: 'Offres',
  /** An offer's order: sent and still payable shows « non payée » too (the conversation ended: it no longer is). */
  states: { unpaid: 'non payée', paid: 'payée', refunded: 'remboursée', expired: 'expirée' },
  next: 'Et maintenant\u202f?',
  other: 'Consulter un autre voyant',
  leave: (firstName: string) => `Laisser un message à ${firstName}`,
} as const;
