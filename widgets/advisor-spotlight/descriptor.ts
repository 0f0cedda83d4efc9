/** `<voy-advisor-spotlight>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';
import { SINGLE_PICKS } from '../../contract/domain/picks';

export const element = {
  tag: 'voy-advisor-spotlight',
  attributes: { pick: 'string', heading: 'string', 'no-heading': 'boolean' },
} as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Le voyant du jour, du mois ou l’expert du jour.',
    description:
      'One featured advisor: « Notre tirage du jour » (with the advisor’s video when there is one), « Notre voyant du mois », or the expert of the day of a theme or specialty page. Photo, name, type badge, status, rating, title and specialty, summary, contact buttons, « Tchat » while the advisor can be reached by chat, and « Voir le profil ». Every visitor sees the same advisor for the day (or month); two spotlights of one pick share one request.',
    attributes: {
      pick: { description: 'La sélection : le voyant du jour, du mois, ou l’expert du jour d’une thématique ou d’une spécialité.', values: SINGLE_PICKS, default: 'daily' },
      heading: { description: 'Remplace le titre de la sélection (« Notre tirage du jour », …).' },
      'no-heading': { description: 'Masque le titre ; écrivez `no-heading="true"` (une valeur vide est ignorée).', default: 'false' },
    },
    events: {
      'voy-navigate': 'Un lien de profil a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
      'voy-advisor-select': 'Le voyant a été cliqué (son identifiant est aussi enregistré sous `selectedVoyantId`). Détail : `{ id }`.',
    },
    radius: 'Corner radius of the card.',
    parts: {
      base: 'The widget’s root.',
      heading: 'The block’s heading.',
      card: 'The advisor’s card.',
      price: 'The « à partir de … » price of the cheapest offer, when the advisor has offers.',
      photo: 'The advisor’s photo.',
      video: 'The advisor’s video (daily reading).',
      button: 'Every button and button-like link.',
      chat: 'The « Tchat » link, while the advisor can be reached by chat: their profile’s chat on our site, in the same tab (on a partner page that embedded this advisor’s `<voy-chat>`, that chat).',
      'profile-link': 'The « Voir le profil » link on each card (on a partner page, to our site, in a new tab).',
    },
  } as const satisfies ElementDocs<typeof element>;
}
