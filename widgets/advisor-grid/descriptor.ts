/** `<voy-advisor-grid>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';

export const element = { tag: 'voy-advisor-grid', attributes: {} } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Tous les voyants, filtrables par thématique.',
    description:
      'All advisors with the « Thématique » filter (Amour, Famille, Argent, Carrière): 1, 2 or 3 columns by the widget’s own width, WhatsApp, telephone, « Tchat » while the advisor can be reached by chat, and « Voir le profil » on each card.',
    attributes: {},
    events: {
      'voy-navigate': 'Un lien de profil a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
      'voy-advisor-select': 'Un voyant a été choisi. Détail : `{ id }`.',
    },
    radius: 'Corner radius of cards.',
    parts: {
      base: 'The widget’s root.',
      filter: 'The theme filter panel.',
      card: 'Each advisor card.',
      price: 'The « à partir de … » price of the cheapest offer, when the advisor has offers.',
      button: 'Every button and button-like link.',
      chat: 'The « Tchat » link, while the advisor can be reached by chat: their profile’s chat on our site, in the same tab (on a partner page that embedded this advisor’s `<voy-chat>`, that chat).',
      'profile-link': 'The « Voir le profil » link on each card (on a partner page, to our site, in a new tab).',
    },
  } as const satisfies ElementDocs<typeof element>;
}
