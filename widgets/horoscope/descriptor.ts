/** `<voy-horoscope>`'s interface (see widgets/core/element-descriptor.ts). */
import type { ElementDocs } from '../core/element-descriptor';
import { ZODIAC_SIGNS } from '../../contract/domain/zodiac';
import { HOROSCOPE_PERIODS } from '../../contract/domain/horoscope-periods';

export const element = { tag: 'voy-horoscope', attributes: { sign: 'string', period: 'string', layout: 'string' } } as const;

/** A function, so that no bundle keeps the prose: only the build and the types read it. */
export function docs() {
  return {
    summary: 'L’horoscope d’un signe sur cinq périodes.',
    description:
      'One sign’s free horoscope: banner with the sign’s dates, period tabs (Aujourd’hui, Demain, Semaine, Mois, Année; arrows, Home and End move between them), the five sections, « Pourquoi ce texte ? » (the transits our engine wrote them from, in a disclosure), the cosmic advice, the « Chance du jour » box, the astrologue of the day’s contact buttons and the other eleven signs. The compact layout, for a blog’s column, keeps the tabs, the date, the first section and the cosmic advice, and links to the full horoscope on our site. An unknown sign shows « Signe non trouvé » without any request. When `sign` changes the tab goes back to Aujourd’hui. « Réessayer » on the error panel asks again instead of reloading the host page. On a partner’s page its links open our site in a new tab.',
    attributes: {
      // The sign's English name works too ('leo'): the type stays text, the choices are the slugs.
      sign: { description: 'Le signe : slug français (`lion`, `belier`, `gemeaux`…) ou nom anglais (`leo`).', values: ZODIAC_SIGNS.map((sign) => sign.slug), required: true },
      period: { description: 'L’onglet affiché d’abord.', values: HOROSCOPE_PERIODS, default: 'aujourdhui' },
      layout: {
        description: '`compact` (environ 800 px de haut sur un téléphone) ou `full` ; par défaut : `full` sur notre site, `compact` sur la page d’un partenaire.',
        values: ['full', 'compact'] as const,
      },
    },
    events: {
      'voy-navigate': 'Un lien d’un signe ou de l’horoscope complet a été cliqué ; annulez l’événement pour changer de page sans rechargement. Détail : `{ href }`.',
      'voy-period-select': 'Le visiteur a choisi l’onglet d’une période (pas pour l’attribut `period`) ; notre site y fait suivre son adresse. Détail : `{ period }`.',
    },
    radius: 'Corner radius of cards.',
    parts: {
      base: 'The widget’s root.',
      banner: 'The sign’s banner.',
      tabs: 'The period tab list; each tab is `tab` (the selected one also `tab-selected`).',
      panel: 'The tab panel.',
      section: 'Each of the five sections.',
      'cosmic-advice': 'The cosmic advice.',
      luck: 'The « Chance du jour » box.',
      why: 'The « Pourquoi ce texte ? » disclosure under our engine’s text: the transits it was written from (none for the provider’s text).',
      error: 'The error panel.',
      ask: 'The ask-an-astrologer strip.',
      'other-signs': 'The grid of the other signs; each link is `sign-link`.',
      'sign-art': 'Each sign illustration.',
      'full-horoscope': 'The compact layout’s link to the full horoscope (also `button`).',
      button: 'Every button and button-like link.',
    },
  } as const satisfies ElementDocs<typeof element>;
}
