/** « Prévenez-moi »'s form (widgets/core/parts/notify-me-form.tsx), loaded with it when its button is tapped; the button's label is TEXTS.contact.notifyMe. */
export const PRESENCE_ALERT_TEXTS = {
  intro: (name: string) => `Recevez un e-mail dès que ${name} est de retour sur le tchat.`,
  email: 'Votre e-mail',
  consent: 'J’accepte de recevoir cet e-mail (un par jour au plus, désinscription en un clic).',
  done: (email: string) => `Un e-mail de confirmation vient d’être envoyé à ${email}\u202f: suivez son lien pour activer l’alerte.`,
} as const;
