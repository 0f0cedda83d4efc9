/** `<voy-advisor-list>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';
import { TYPE_BY_THEME_SLUG } from '../../contract/domain/advisor-type';
import { slugify } from '../../contract/domain/slug';
import { ADVISOR_TYPES, SPECIALTIES } from '../../contract/domain/advisor-vocabulary';

export const element = {
  tag: 'voy-advisor-list',
  attributes: { type: 'string', specialty: 'string', pick: 'string', limit: 'number', variant: 'string', heading: 'string', exclude: 'string' },
} as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'Les voyants d’un type, d’une spécialité ou du jour.',
    description: [
      'A few advisors of a type, of a specialty or of the day, each shown with the rules of the page it stands for (SPEC.md section 2); every card ends with « Tchat » while the advisor can be reached by chat, and « Voir le profil »:',
      '`type="Tarologue"`: a list; descriptions keep their line breaks.',
      '`type="Astrologue"`: a list; « Voir tous les voyants » links to /tous-nos-voyants.',
      '`type="Numérologue"`: a grid; a « Contacter » button opens the advisor’s Messenger in a new tab (absent without a usable value); a failed load shows the empty text.',
      '`type="Médium"`: a grid without contact buttons.',
      '`specialty=…`: the experts of a specialty with WhatsApp, Messenger and telephone.',
      '`pick="three-daily"`: « Nos voyants du jour »; with `variant="chat"`, the « Tchat en direct » cards.',
    ].join(' '),
    attributes: {
      type: {
        description: 'Le type des voyants montrés, ou le slug de sa page de thématique ; majuscules et accents indifférents.',
        values: [...ADVISOR_TYPES, ...(Object.keys(TYPE_BY_THEME_SLUG) as (keyof typeof TYPE_BY_THEME_SLUG)[])],
      },
      specialty: {
        description: 'La spécialité des voyants montrés ; majuscules et accents indifférents (`carriere`).',
        values: [...SPECIALTIES, ...SPECIALTIES.map(slugify)],
      },
      pick: { description: '`three-daily` : les trois voyants du jour (aussi la valeur par défaut sans `type` ni `specialty`).', values: ['three-daily'] as const },
      limit: { description: 'Nombre maximal de cartes.', default: '3' },
      variant: { description: '`chat` : cartes de tchat avec un bouton « Tchat » (avec `pick="three-daily"`).', values: ['chat'] as const },
      heading: { description: 'Un titre au-dessus des cartes ; aucun par défaut.' },
      exclude: { description: 'Avec `specialty` : écarte les voyants que la page de cette spécialité montre plus haut (son expert du jour et ses premières cartes).' },
    },
    events: {
      'voy-navigate': 'Un lien de profil ou « Voir tous les voyants » a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
      'voy-advisor-select': 'La carte d’un voyant a été cliquée (son identifiant est aussi enregistré sous `selectedVoyantId`). Détail : `{ id }`.',
    },
    radius: 'Corner radius of cards.',
    parts: {
      base: 'The widget’s root.',
      card: 'Each advisor card.',
      price: 'The « à partir de … » price of the cheapest offer, when the advisor has offers.',
      photo: 'Each advisor’s photo.',
      button: 'Every button and button-like link.',
      'contact-cta': 'The numérologie « Contacter » buttons.',
      chat: 'The « Tchat » links, while the advisor can be reached by chat: their profile’s chat on our site, in the same tab (on a partner page that embedded this advisor’s `<voy-chat>`, that chat).',
      'profile-link': 'The « Voir le profil » link on each card (on a partner page, to our site, in a new tab).',
      'see-all': 'The « Voir tous les voyants » link or button.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
