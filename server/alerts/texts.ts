/**
 * « Prévenez-moi »: the French of its e-mails and of its confirmation and
 * unsubscribe pages (server/alerts/). Typography checked by
 * tests/server/presence-alerts.test.ts.
 */
import { NNBSP } from '../french-typography';


export const ALERT_TEXTS = {
  confirmationMail: {
    subject: (name: string) => `Confirmez votre alerte pour ${name}`,
    /** `site`: the site's name, as the agency set it. */
    paragraphs: (name: string, site: string) => [
      'Bonjour,',
      `vous avez demandé à être prévenu(e) par e-mail quand ${name} sera de nouveau disponible sur le tchat de ${site}.`,
      `Pour activer cette alerte, ouvrez le lien ci-dessous et confirmez. Sans confirmation, nous ne vous écrirons plus et votre adresse sera effacée dans 7${NNBSP}jours.`,
      'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail.',
    ],
    link: 'Activer l’alerte',
  },
  alertMail: {
    subject: (name: string) => `${name} est disponible sur le tchat`,
    paragraphs: (name: string, site: string) => [
      'Bonjour,',
      `${name} est disponible sur le tchat de ${site} en ce moment.`,
      'Vous recevez cet e-mail parce que vous avez demandé à être prévenu(e) de son retour (un e-mail par jour au plus).',
    ],
    link: (name: string) => `Tchatter avec ${name}`,
  },
  /** The body's way out, in every e-mail of an alert. */
  unsubscribeLink: 'Ne plus recevoir ces e-mails',
  pages: {
    confirm: {
      title: 'Activer votre alerte',
      ask: (name: string) => `Confirmez que vous souhaitez être prévenu(e) par e-mail quand ${name} sera de nouveau disponible sur le tchat.`,
      button: 'Activer l’alerte',
      done: 'Votre alerte est active',
      doneText: (name: string) =>
        `Nous vous écrirons quand ${name} sera de nouveau disponible sur le tchat (un e-mail par jour au plus). Chaque e-mail contient un lien pour ne plus en recevoir.`,
    },
    unsubscribe: {
      title: 'Ne plus recevoir ces alertes',
      ask: (name: string) => `Vous ne recevrez plus d’e-mail quand ${name} sera disponible sur le tchat.`,
      button: 'Me désinscrire',
      done: 'Vous êtes désinscrit(e)',
      doneText: (name: string) => `Vous ne recevrez plus d’e-mail de notre part au sujet de ${name}. Votre adresse a été effacée de cette alerte.`,
    },
    unknown: {
      title: 'Ce lien n’est pas valable',
      confirmText:
        'Ce lien de confirmation est inconnu, a expiré ou a déjà servi. Si vous avez déjà confirmé, votre alerte est active. Sinon, demandez-en une nouvelle depuis la page du voyant.',
      unsubscribeText: 'Ce lien de désinscription est inconnu ou a déjà servi. Si vous l’avez déjà suivi, vous ne recevez plus ces alertes.',
    },
    refused: {
      title: 'Requête refusée',
      text: 'Ouvrez le lien de l’e-mail tel quel, puis utilisez le bouton de la page.',
    },
    unavailable: {
      title: 'Service momentanément indisponible',
      text: 'Rien n’a été modifié. Veuillez réessayer dans quelques instants avec le même lien.',
    },
    backHome: 'Retour à l’accueil',
    profile: (name: string) => `Voir le profil de ${name}`,
  },
} as const;
