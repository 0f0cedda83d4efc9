/**
 * Ready texts an advisor inserts in the composer (then edits or sends): a
 * greeting, the paid consultation, a closing, and the refusals the terms
 * require. The terms exclude health questions (no advice replaces a doctor)
 * and occult services (envoûtement, désenvoûtement, magic, spells): the
 * advisor says so kindly, in the same words every time.
 * French typography: a narrow no-break space (\u202f) before ? ! ; : and the
 * apostrophe ’.
 */
const NNBSP = '\u202f';

export interface CannedReply {
  /** What the menu shows. */
  label: string;
  text: string;
}

export const CANNED_REPLIES: readonly CannedReply[] = [
  {
    label: 'Accueil',
    text: `Bonjour et bienvenue${NNBSP}! Merci pour votre message. Que souhaitez-vous éclairer aujourd’hui${NNBSP}?`,
  },
  {
    label: 'Un instant',
    text: `Merci pour votre patience${NNBSP}: je me concentre sur votre question et je reviens vers vous dans un instant.`,
  },
  {
    label: 'Consultation payante',
    text: `Pour aller plus loin ensemble, je vous propose une consultation à prix fixe, annoncé avant de commencer. Le paiement se fait par un lien sécurisé${NNBSP}; la consultation débute dès qu’il est confirmé.`,
  },
  {
    label: `Refus${NNBSP}: santé`,
    text: `Je ne peux pas répondre aux questions de santé${NNBSP}: consultez un médecin ou, en cas d’urgence, appelez le 15. La voyance ne remplace jamais un avis médical.`,
  },
  {
    label: `Refus${NNBSP}: magie et envoûtement`,
    text: `Je ne pratique ni envoûtement, ni désenvoûtement, ni magie d’aucune sorte${NNBSP}: nos conditions les excluent. Je peux en revanche vous éclairer par la voyance sur votre situation.`,
  },
  {
    label: 'Clôture',
    text: `Merci pour votre confiance et pour cet échange. Je vous souhaite une très belle journée${NNBSP}; à bientôt sur le tchat${NNBSP}!`,
  },
];
