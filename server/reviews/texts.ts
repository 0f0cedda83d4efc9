/** The French of the reviews: the chat's invitation, its e-mail and the review form's pages. */
import { frenchDate, isoDay } from '../../contract/domain/french-format';
import { parisDay } from '../../contract/domain/paris-day';
import { REVIEW_LIMITS } from '../../contract/schemas/reviews';
import { NNBSP } from '../french-typography';

/** 2000 as « 2 000 » (a narrow no-break space between the thousands). */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, NNBSP);

/** A moment's day in Paris, as « 12 mars 2026 ». */
export const parisDateText = (instant: Date): string => frenchDate(isoDay(parisDay(instant))!, 'day');

export const REVIEW_TEXTS = {
  /** The chat message of the invitation (the widget shows its button under it). */
  chatInvite: (advisor: string, until: Date) =>
    `Merci pour votre consultation avec ${advisor}. Votre avis aidera d’autres visiteurs${NNBSP}: notez-la de 1 à 5 étoiles et dites-en quelques mots, d’ici le ${parisDateText(until)}.`,
  mail: {
    subject: (advisor: string) => `Votre avis sur votre consultation avec ${advisor}`,
    paragraphs: (prenom: string, advisor: string, paidAt: Date, until: Date) => [
      `Bonjour ${prenom},`,
      `Merci pour votre consultation avec ${advisor}, payée le ${parisDateText(paidAt)}. Comment s’est-elle passée${NNBSP}? Notez-la de 1 à 5 étoiles et dites-en quelques mots${NNBSP}: votre avis sera publié sur le profil de ${advisor} après vérification.`,
      `Ce lien est personnel et vaut pour cette consultation seulement, jusqu’au ${parisDateText(until)}.`,
    ],
    link: 'Donner mon avis',
  },
  page: {
    title: (advisor: string) => `Votre avis sur ${advisor}`,
    intro: (advisor: string, paidAt: Date) => `Consultation avec ${advisor}, payée le ${parisDateText(paidAt)}. Votre avis sera publié avec votre prénom après vérification (sous ${REVIEW_LIMITS.moderationDays} jours).`,
    rating: 'Votre note',
    stars: (n: number) => (n === 1 ? '1 étoile' : `${n} étoiles`),
    text: `Votre avis (${REVIEW_LIMITS.textMin} à ${thousands(REVIEW_LIMITS.textMax)} caractères)`,
    submit: 'Envoyer mon avis',
    howWeCheck: 'Comment nous vérifions les avis',
    errorsTitle: 'Votre avis n’a pas été envoyé',
    thanks: { title: 'Merci pour votre avis', text: `Nous le vérifions avant de le publier, sous ${REVIEW_LIMITS.moderationDays} jours. Vous ne pouvez plus le modifier${NNBSP}; pour toute question, écrivez à notre service client.` },
    refused: {
      title: 'Avis impossible',
      unknown: 'Ce lien d’avis n’est pas valide. Utilisez le lien reçu par e-mail ou le bouton «' + NNBSP + 'Donner mon avis' + NNBSP + '» de votre conversation.',
      unpaid: 'Cette consultation n’a pas été payée : seul un client ayant payé sa consultation peut donner un avis.'.replace(' :', `${NNBSP}:`),
      reviewed: 'Vous avez déjà donné votre avis sur cette consultation : un seul avis par consultation payée.'.replace(' :', `${NNBSP}:`),
      tooOld: `Le délai pour donner votre avis est dépassé${NNBSP}: un avis se donne dans les ${REVIEW_LIMITS.windowDays} jours qui suivent la consultation.`,
      origin: 'Envoyez votre avis depuis le formulaire de notre site.',
      unavailable: 'Service momentanément indisponible, votre avis n’a pas été enregistré. Veuillez réessayer.',
    },
    home: 'Retour à l’accueil',
  },
} as const;
